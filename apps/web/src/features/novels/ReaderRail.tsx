import { useState } from 'react';
import { Drawer, Popover } from 'antd';
import { BookOutlined, MenuOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { CatalogueList } from './CatalogueList';
import { ReaderSettingsPanel, type AutoUnlockChoice } from './ReaderSettingsPanel';
import { bookLinkOf, commentsLinkOf } from './novel-links';

interface ReaderRailProps {
  bookId: number;
  bookTitle: string;
  chapterNumber: number;
  chapterCount: number;
  volumes: readonly novels.Volume[];
  autoUnlock?: AutoUnlockChoice;
  /** The catalogue or settings opened or closed: the page keeps the arrow keys to itself meanwhile. */
  onPanelChange: (open: boolean) => void;
}

/**
 * The reader's tool rail beside the page, as Chinese web readers have it: the catalogue drawer, the
 * settings, the book's page and its comments.
 */
export function ReaderRail(props: ReaderRailProps) {
  const { bookId, bookTitle, chapterNumber, chapterCount, volumes, autoUnlock, onPanelChange } = props;
  const { t } = useTranslation();
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const openCatalogue = (open: boolean) => {
    setCatalogueOpen(open);
    onPanelChange(open || settingsOpen);
  };
  const openSettings = (open: boolean) => {
    setSettingsOpen(open);
    onPanelChange(open || catalogueOpen);
  };

  return (
    <nav className="reader-rail" aria-label={t('novels.reader.settings')}>
      <button
        type="button"
        className="reader-rail__button"
        onClick={() => openCatalogue(true)}
        data-testid="reader-open-catalogue"
      >
        <MenuOutlined />
        <span>{t('novels.reader.catalogue')}</span>
      </button>
      <Popover
        trigger="click"
        placement="rightTop"
        open={settingsOpen}
        onOpenChange={openSettings}
        content={<ReaderSettingsPanel autoUnlock={autoUnlock} />}
        classNames={{ root: 'reader-settings-popover' }}
      >
        <button type="button" className="reader-rail__button" data-testid="reader-open-settings">
          <SettingOutlined />
          <span>{t('novels.reader.settings')}</span>
        </button>
      </Popover>
      <Link to={bookLinkOf(bookId)} className="reader-rail__button" data-testid="reader-book-link">
        <BookOutlined />
        <span>{t('novels.reader.bookPage')}</span>
      </Link>
      <Link to={commentsLinkOf(bookId)} className="reader-rail__button" data-testid="reader-comments-link">
        <MessageOutlined />
        <span>{t('novels.reader.comments')}</span>
      </Link>
      <Drawer
        open={catalogueOpen}
        onClose={() => openCatalogue(false)}
        placement="left"
        size={420}
        title={
          <div className="reader-drawer__title">
            <span>{bookTitle}</span>
            <small>{t('novels.catalogueCount', { count: chapterCount })}</small>
          </div>
        }
        destroyOnHidden
        rootClassName="reader-drawer"
        data-testid="reader-catalogue"
      >
        <CatalogueList
          bookId={bookId}
          chapterCount={chapterCount}
          volumes={volumes}
          currentChapter={chapterNumber}
          columns={1}
          onPick={() => openCatalogue(false)}
        />
      </Drawer>
    </nav>
  );
}
