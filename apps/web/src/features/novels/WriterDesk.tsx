import { useState, type ReactNode } from 'react';
import { Button, Drawer, Popconfirm, Tabs, Tag } from 'antd';
import { CheckCircleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { novels, type EndpointInput } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { BookCover } from './BookCover';
import { WriterBookForm, type BookFormValues } from './WriterBookForm';
import { WriterChapterForm } from './WriterChapterForm';
import { WriterChapters } from './WriterChapters';
import { WriterImport } from './WriterImport';
import { WriterMyBooks } from './WriterMyBooks';
import { registerWritingMessages } from './writing-i18n';
import { useRefreshAfterWrite } from './writing-queries';
import './writer-desk.css';

registerWritingMessages();

export const DESK_TABS = ['chapters', 'write', 'import', 'info', 'mine'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

interface WriterDeskProps {
  book: novels.NovelDetail;
  tab: DeskTab;
  onTab: (tab: DeskTab) => void;
  onClose: () => void;
}

/**
 * The author's writing desk over their book's page, in the manner of the big sites' writer back offices
 * in miniature: the book's figures and status at the top, then its chapters by volume, a new chapter,
 * an import from a .txt file, the book's details, and the writer's other books.
 */
/** Each tab's content on a white card over the desk's grey, as the writer back offices lay out a form. */
function panels(items: { key: string; label: ReactNode; children: ReactNode }[]) {
  return items.map((item) => ({
    ...item,
    children: <div className="writer-desk__panel">{item.children}</div>,
  }));
}

export default function WriterDesk({ book, tab, onTab, onClose }: WriterDeskProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshAfterWrite();
  const [busy, setBusy] = useState(false);
  const latestVolume = book.volumes.at(-1)?.title ?? null;
  const finished = book.status === 'finished';

  const edit = async (changes: Omit<EndpointInput<typeof novels.editNovel>, 'id'>, done: string) => {
    setBusy(true);
    try {
      await api(novels.editNovel, { id: book.id, ...changes });
      void message.success(done);
      await refresh();
    } catch {
      // The request layer showed the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  const saveDetails = (values: BookFormValues) => void edit(values, t('novelWriting.book.saved'));

  return (
    <Drawer
      open
      size={980}
      placement="right"
      onClose={onClose}
      title={t('novelWriting.desk.title')}
      className="writer-desk"
      data-testid="writer-desk"
      extra={
        <Button icon={<EyeOutlined />} onClick={onClose} data-testid="writer-desk-close">
          {t('novelWriting.desk.viewAsReader')}
        </Button>
      }
    >
      <header className="writer-desk__book">
        <BookCover book={book} size="sm" />
        <div className="writer-desk__facts">
          <h2 data-testid="writer-desk-title">{book.title}</h2>
          <div className="writer-desk__figures">
            <Tag color={finished ? 'blue' : 'orange'} data-testid="writer-desk-status">
              {t(`novelWriting.book.statuses.${book.status}`)}
            </Tag>
            <span>{book.category}</span>
            <span>{novels.formatWordCount(book.wordCount)}</span>
            <span data-testid="writer-desk-chapter-count">
              {t('novelWriting.desk.chapterCount', { count: book.chapterCount })}
            </span>
            <span>{t('novelWriting.desk.paidCount', { count: book.paidChapterCount })}</span>
          </div>
        </div>
        <Popconfirm
          title={finished ? t('novelWriting.desk.markSerialising') : t('novelWriting.desk.markFinished')}
          description={finished ? undefined : t('novelWriting.desk.finishConfirm')}
          onConfirm={() =>
            edit(
              { status: finished ? 'serialising' : 'finished' },
              finished ? t('novelWriting.desk.serialisingDone') : t('novelWriting.desk.finishedDone'),
            )
          }
        >
          <Button
            loading={busy}
            icon={finished ? <SyncOutlined /> : <CheckCircleOutlined />}
            data-testid="writer-desk-finish"
          >
            {finished ? t('novelWriting.desk.markSerialising') : t('novelWriting.desk.markFinished')}
          </Button>
        </Popconfirm>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as DeskTab)}
        className="writer-desk__tabs"
        items={panels([
          {
            key: 'chapters',
            label: <span data-testid="writer-tab-chapters">{t('novelWriting.desk.tabs.chapters')}</span>,
            children: <WriterChapters book={book} onChanged={() => void refresh()} />,
          },
          {
            key: 'write',
            label: <span data-testid="writer-tab-write">{t('novelWriting.desk.tabs.write')}</span>,
            children: (
              <WriterChapterForm
                bookId={book.id}
                nextNumber={book.chapterCount + 1}
                latestVolume={latestVolume}
                onSaved={() => void refresh()}
              />
            ),
          },
          {
            key: 'import',
            label: <span data-testid="writer-tab-import">{t('novelWriting.desk.tabs.import')}</span>,
            children: (
              <WriterImport
                bookId={book.id}
                chapterCount={book.chapterCount}
                onImported={() => void refresh()}
              />
            ),
          },
          {
            key: 'info',
            label: <span data-testid="writer-tab-info">{t('novelWriting.desk.tabs.info')}</span>,
            children: (
              <WriterBookForm
                book={book}
                submitLabel={t('novelWriting.book.save')}
                busy={busy}
                onSubmit={saveDetails}
                testId="writer-book-edit"
              />
            ),
          },
          {
            key: 'mine',
            label: <span data-testid="writer-tab-mine">{t('novelWriting.desk.tabs.mine')}</span>,
            children: <WriterMyBooks currentId={book.id} />,
          },
        ])}
      />
    </Drawer>
  );
}
