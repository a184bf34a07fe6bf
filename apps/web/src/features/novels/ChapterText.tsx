import { useCallback, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import type { ReaderMode } from './reader-settings';
import { pageOfOffset, pageOffset, scrollToOffset, scrolledOffset } from './reading-place';

/** What the reader page asks of the text on screen, whichever the mode. */
export interface ChapterTextHandle {
  /** The offset being read now. */
  placeNow: () => number;
  /** Shows an offset: scrolled to the reading line, or the page that holds it. */
  goTo: (offset: number) => void;
  /** Turns a page in paged mode; false at either end (and always in scrolling mode). */
  turn: (direction: 1 | -1) => boolean;
}

interface ChapterTextProps {
  title: string;
  paragraphs: readonly string[];
  mode: ReaderMode;
  /** The layout changes with these; pages are counted again. */
  fontSize: number;
  lineHeight: number;
  /** The place shown changed (a page turned); scrolling is reported by the page itself. */
  onMoved?: () => void;
  ref?: Ref<ChapterTextHandle>;
}

/** Space between two pages' columns, so the next page never peeks in. */
const PAGE_GAP = 96;

/**
 * A chapter's text: one long column to scroll, or the same column cut into pages (CSS columns shifted
 * by a page's width), turned by the arrow keys, the buttons or a click on either half of the page.
 */
export function ChapterText({
  title,
  paragraphs,
  mode,
  fontSize,
  lineHeight,
  onMoved,
  ref,
}: ChapterTextProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const [pageCount, setPageCount] = useState(1);
  const [pitch, setPitch] = useState(0);
  const paged = mode === 'paged';

  const measure = useCallback(() => {
    if (!paged || !frame.current || !text.current) return;
    const width = frame.current.clientWidth;
    const nextPitch = width + PAGE_GAP;
    setPitch(nextPitch);
    const count = Math.max(1, Math.round((text.current.scrollWidth + PAGE_GAP) / nextPitch));
    setPageCount(count);
    setPage((current) => Math.min(current, count - 1));
  }, [paged]);

  useLayoutEffect(() => {
    measure();
    if (!paged || !frame.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [measure, paged, paragraphs, fontSize, lineHeight]);

  // A new chapter starts on its first page.
  useLayoutEffect(() => setPage(0), [paragraphs]);

  const reported = useRef(onMoved);
  useLayoutEffect(() => {
    reported.current = onMoved;
  });

  const turn = useCallback(
    (direction: 1 | -1) => {
      if (!paged) return false;
      const next = page + direction;
      if (next < 0 || next >= pageCount) return false;
      setPage(next);
      reported.current?.();
      return true;
    },
    [paged, page, pageCount],
  );

  useImperativeHandle(
    ref,
    () => ({
      placeNow: () => {
        if (!text.current) return 0;
        if (paged && frame.current) return pageOffset(frame.current, text.current, paragraphs);
        return scrolledOffset(text.current, paragraphs);
      },
      goTo: (offset) => {
        if (!text.current) return;
        if (!paged) {
          scrollToOffset(text.current, paragraphs, offset);
          return;
        }
        const target = pageOfOffset(text.current, paragraphs, offset, pitch);
        setPage(Math.min(pageCount - 1, target));
      },
      turn,
    }),
    [paged, paragraphs, pitch, pageCount, turn],
  );

  const body = (
    <div
      ref={text}
      className="reader-text"
      style={
        paged
          ? {
              columnWidth: pitch > 0 ? pitch - PAGE_GAP : undefined,
              columnGap: PAGE_GAP,
              transform: `translateX(${-page * pitch}px)`,
            }
          : undefined
      }
      data-testid="reader-text"
    >
      <h2 className="reader-text__title" data-testid="reader-chapter-title">
        {title}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} data-paragraph={index}>
          {paragraph}
        </p>
      ))}
    </div>
  );

  if (!paged) return body;
  return (
    <div className="reader-paged" data-testid="reader-paged">
      <div
        ref={frame}
        className="reader-paged__frame"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          turn(event.clientX < box.left + box.width / 2 ? -1 : 1);
        }}
      >
        {body}
      </div>
      <div className="reader-paged__bar">
        <button
          type="button"
          className="reader-paged__turn"
          onClick={() => turn(-1)}
          disabled={page === 0}
          aria-label={t('novels.reader.previousPage')}
        >
          <LeftOutlined />
        </button>
        <span data-testid="reader-page">
          {t('novels.reader.pageOf', { current: page + 1, total: pageCount })}
        </span>
        <button
          type="button"
          className="reader-paged__turn"
          onClick={() => turn(1)}
          disabled={page >= pageCount - 1}
          aria-label={t('novels.reader.nextPage')}
        >
          <RightOutlined />
        </button>
      </div>
    </div>
  );
}
