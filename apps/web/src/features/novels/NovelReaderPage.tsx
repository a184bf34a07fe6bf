import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { ReaderChapter } from './ReaderChapter';
import { ReaderRail } from './ReaderRail';
import type { ChapterTextHandle } from './ChapterText';
import { fetchFreshProgress, prefetchChapter, useChapter, useNovelInfo } from './novel-queries';
import { bookLinkOf, idParam, NOVEL_HOME_PATH, readerLinkOf } from './novel-links';
import { registerNovelsMessages } from './novels-i18n';
import { useReaderSettings } from './reader-settings';
import { useAutoUnlockChoice } from './use-chapter-unlock';
import { useReadingProgress } from './use-reading-progress';
import { useChapterKeys } from './use-chapter-keys';
import { recordChapterRead } from './novel-tracking';
import './reader.css';

registerNovelsMessages();

/** Where to open: the saved place (a logged-in reader's), or none; undefined while it is being asked. */
type Restore = { chapter: number; offset: number } | null | undefined;

/**
 * /novel/readerPage?id&chapter: the reader. Without a chapter it opens where the reader left off (on any
 * device), at the same line; the next chapter is fetched ahead; the place is saved as they read.
 */
export function NovelReaderPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const bookId = idParam(params.get('id'));
  const chapterParam = idParam(params.get('chapter'));
  const settings = useReaderSettings();
  const info = useNovelInfo(bookId);

  const [restore, setRestore] = useState<Restore>(undefined);
  useEffect(() => {
    if (bookId === null || !loggedIn) {
      setRestore(null);
      return;
    }
    let live = true;
    fetchFreshProgress(queryClient, bookId).then(
      (progress) =>
        live && setRestore(progress ? { chapter: progress.chapterNumber, offset: progress.offset } : null),
      () => live && setRestore(null),
    );
    return () => {
      live = false;
    };
  }, [bookId, loggedIn, queryClient]);

  const chapterNumber = chapterParam ?? (restore === undefined ? null : (restore?.chapter ?? 1));
  const chapter = useChapter(chapterNumber === null ? null : bookId, chapterNumber ?? 1);
  const view = chapter.data;
  const paragraphs = view?.paragraphs ?? null;

  const text = useRef<ChapterTextHandle>(null);
  const progress = useReadingProgress(bookId);
  const [panelOpen, setPanelOpen] = useState(false);
  // The place to restore is used once, by the first showing of its chapter.
  const restorePending = useRef(true);

  const noteHere = useCallback(
    (now = false) => {
      if (!paragraphs || chapterNumber === null || !text.current) return;
      progress.note({ chapter: chapterNumber, offset: text.current.placeNow(), paragraphs }, now);
    },
    [chapterNumber, paragraphs, progress],
  );

  // A chapter's text arrived: open it at the saved line, or at its start; then save from there.
  useEffect(() => {
    if (!paragraphs || chapterNumber === null || restore === undefined || bookId === null) return;
    const target = restorePending.current && restore?.chapter === chapterNumber ? restore.offset : 0;
    restorePending.current = false;
    const frame = requestAnimationFrame(() => {
      if (target > 0) text.current?.goTo(target);
      else window.scrollTo({ top: 0 });
      progress.note({ chapter: chapterNumber, offset: target, paragraphs }, true);
    });
    recordChapterRead(bookId, chapterNumber);
    return () => cancelAnimationFrame(frame);
    // The place is taken once per chapter shown; settings changes keep the reader where they are.
  }, [paragraphs, chapterNumber, restore, bookId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!paragraphs || settings.mode !== 'scroll') return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => noteHere());
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [paragraphs, settings.mode, noteHere]);

  // The next chapter is fetched once this one is here (a pending request to the same path would be cancelled).
  const nextNumber = view?.nextNumber ?? null;
  useEffect(() => {
    if (bookId !== null && view && nextNumber !== null) void prefetchChapter(queryClient, bookId, nextNumber);
  }, [bookId, view, nextNumber, queryClient]);

  const goChapter = useCallback(
    (number: number | null) => {
      if (number === null || bookId === null) return;
      progress.flush();
      navigate(readerLinkOf(bookId, number));
    },
    [bookId, navigate, progress],
  );

  useChapterKeys({
    enabled: !panelOpen,
    onTurn: (direction) => {
      if (text.current?.turn(direction)) return;
      goChapter(direction === 1 ? (view?.nextNumber ?? null) : (view?.previousNumber ?? null));
    },
  });

  const autoUnlock = useAutoUnlockChoice(bookId ?? 0);
  const autoUnlockChoice =
    loggedIn && view
      ? {
          value: view.autoUnlock,
          busy: autoUnlock.busy,
          onChange: (on: boolean) => void autoUnlock.change(on),
        }
      : undefined;

  if (bookId === null || info.isError || chapter.isError) {
    return (
      <div className="novel-missing" data-testid="reader-not-found">
        <p>{t('novels.notFound')}</p>
        <Button type="primary" shape="round" onClick={() => navigate(NOVEL_HOME_PATH)}>
          {t('novels.backHome')}
        </Button>
      </div>
    );
  }

  return (
    <div
      className={`novel-reader reader-theme--${settings.theme}`}
      data-testid="novel-reader"
      data-theme={settings.theme}
    >
      <div className="novel-reader__backdrop" aria-hidden />
      <div className="novel-reader__crumbs">
        <Link to={NOVEL_HOME_PATH}>{t('route.novel')}</Link>
        <span aria-hidden>/</span>
        <Link to={bookLinkOf(bookId)} data-testid="reader-book-title">
          {info.data?.title ?? view?.bookTitle ?? ''}
        </Link>
      </div>
      <div className="novel-reader__stage">
        <ReaderRail
          bookId={bookId}
          bookTitle={info.data?.title ?? view?.bookTitle ?? ''}
          chapterNumber={chapterNumber ?? 1}
          chapterCount={info.data?.chapterCount ?? view?.chapterCount ?? 0}
          volumes={info.data?.volumes ?? []}
          autoUnlock={autoUnlockChoice}
          onPanelChange={setPanelOpen}
        />
        <section
          className="novel-reader__paper"
          data-testid="reader-paper"
          data-chapter={view?.chapterNumber}
        >
          {!view || (chapter.isFetching && !chapter.isPlaceholderData && !paragraphs && !view.lock) ? (
            <Skeleton active title paragraph={{ rows: 12 }} className="novel-reader__loading" />
          ) : (
            <ReaderChapter
              bookId={bookId}
              view={view}
              textRef={text}
              settings={settings}
              onMoved={() => noteHere()}
              onGo={goChapter}
              autoUnlock={autoUnlockChoice}
            />
          )}
        </section>
      </div>
    </div>
  );
}
