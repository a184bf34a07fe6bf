import { useEffect, useRef, type RefObject } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useGatedAction } from '../social';
import { useIsLoggedIn } from '../auth';
import { ChapterLockPanel } from './ChapterLockPanel';
import { ChapterText, type ChapterTextHandle } from './ChapterText';
import type { AutoUnlockChoice } from './ReaderSettingsPanel';
import type { ReaderSettings } from './reader-settings';
import { bookLinkOf } from './novel-links';
import { useChapterUnlock } from './use-chapter-unlock';

interface ReaderChapterProps {
  bookId: number;
  view: novels.ChapterView;
  textRef: RefObject<ChapterTextHandle | null>;
  settings: ReaderSettings;
  onMoved: () => void;
  onGo: (chapterNumber: number | null) => void;
  autoUnlock?: AutoUnlockChoice;
}

/**
 * One chapter on the page: its volume and title, the text in the reader's type, or the lock of a paid
 * chapter (unlocked by itself when the reader opted in and has the coins), and the way on to the
 * chapters either side.
 */
export function ReaderChapter({
  bookId,
  view,
  textRef,
  settings,
  onMoved,
  onGo,
  autoUnlock,
}: ReaderChapterProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const gated = useGatedAction();
  const { unlock, busy } = useChapterUnlock(bookId, view.chapterNumber);
  const locked = view.paragraphs === null && view.lock !== null;

  // Auto-unlock applies to chapters reached with the choice already on: turning it on at a lock opts in
  // for the chapters after it, and buys nothing behind the reader's back. Tried once per chapter; a
  // refusal (say, the balance ran short) leaves the lock.
  const arrivedWithAuto = useRef(new Map<number, boolean>());
  if (!arrivedWithAuto.current.has(view.chapterNumber)) {
    arrivedWithAuto.current.set(view.chapterNumber, view.autoUnlock);
  }
  const autoHere = arrivedWithAuto.current.get(view.chapterNumber) === true;
  const autoTried = useRef<number | null>(null);
  useEffect(() => {
    if (!locked || !loggedIn || !autoHere || !view.lock?.enough) return;
    if (autoTried.current === view.chapterNumber) return;
    autoTried.current = view.chapterNumber;
    void unlock(true);
  }, [locked, loggedIn, autoHere, view.lock?.enough, view.chapterNumber, unlock]);

  return (
    <div
      className="reader-chapter"
      style={{ fontSize: settings.fontSize, lineHeight: settings.lineHeight }}
      data-testid="reader-chapter"
    >
      <div className="reader-chapter__meta">
        {view.volumeTitle && <span>{view.volumeTitle}</span>}
        <span data-testid="reader-words">{t('novels.reader.words', { count: view.wordCount })}</span>
        <span>{view.createTime.slice(0, 10)}</span>
      </div>
      {locked ? (
        <>
          <h2 className="reader-text__title" data-testid="reader-chapter-title">
            {view.title}
          </h2>
          <ChapterLockPanel
            price={view.lock!.price}
            balance={view.lock!.balance}
            busy={busy}
            onUnlock={() => gated(() => void unlock())}
            autoUnlock={loggedIn ? autoUnlock : undefined}
          />
        </>
      ) : (
        <ChapterText
          ref={textRef}
          title={view.title}
          paragraphs={view.paragraphs ?? []}
          mode={settings.mode}
          fontSize={settings.fontSize}
          lineHeight={settings.lineHeight}
          onMoved={onMoved}
        />
      )}
      <nav className="reader-chapter__nav">
        <Button
          size="large"
          shape="round"
          icon={<LeftOutlined />}
          disabled={view.previousNumber === null}
          onClick={() => onGo(view.previousNumber)}
          data-testid="reader-previous"
        >
          {t('novels.reader.previous')}
        </Button>
        <Link to={bookLinkOf(bookId)} className="reader-chapter__book">
          {t('novels.reader.bookPage')}
        </Link>
        <Button
          size="large"
          shape="round"
          type="primary"
          disabled={view.nextNumber === null}
          onClick={() => onGo(view.nextNumber)}
          data-testid="reader-next"
        >
          {t('novels.reader.next')} <RightOutlined />
        </Button>
      </nav>
      {view.nextNumber === null && (
        <p className="reader-chapter__end" data-testid="reader-end">
          {t('novels.reader.end')} · {t('novels.reader.endHint')}
        </p>
      )}
      <p className="reader-chapter__hint">{t('novels.reader.keyboardHint')}</p>
    </div>
  );
}
