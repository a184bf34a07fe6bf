import { useCallback, useEffect, useRef } from 'react';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useIsLoggedIn } from '../auth';
import { positionOf } from './chapter-position';

/** Quiet time after the last scroll or page turn before the place is sent. */
export const PROGRESS_SAVE_DELAY_MS = 1_200;

interface Place {
  chapter: number;
  offset: number;
  paragraphs: readonly string[];
}

/**
 * Keeps a logged-in reader's place on the server: noted on every move, sent once the reader pauses, and
 * sent at once when they turn to another chapter, leave the reader or close the tab, so another device
 * opens the book at the same line. A place already sent is not sent again.
 */
export function useReadingProgress(bookId: number | null) {
  const loggedIn = useIsLoggedIn();
  const pending = useRef<Place | null>(null);
  const sent = useRef<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const place = pending.current;
    if (!loggedIn || bookId === null || !place) return;
    const key = `${place.chapter}:${place.offset}`;
    if (key === sent.current) return;
    sent.current = key;
    // Progress is a convenience: a failure is not worth a message, the next move sends it again.
    void api(
      novels.saveProgress,
      {
        id: bookId,
        chapter: place.chapter,
        offset: Math.min(place.offset, novels.CHAPTER_TEXT_MAX),
        position: positionOf(place.paragraphs, place.offset),
      },
      { silent: true },
    ).catch(() => {
      if (sent.current === key) sent.current = '';
    });
  }, [bookId, loggedIn]);

  /** The reader is now at this place; it is sent after a pause, or at once when `now`. */
  const note = useCallback(
    (place: Place, now = false) => {
      pending.current = place;
      clearTimeout(timer.current);
      if (now) flush();
      else timer.current = setTimeout(flush, PROGRESS_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const leave = () => flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      flush();
    };
  }, [flush]);

  return { note, flush };
}
