import type { feed } from '@fox/contracts';

/**
 * The items of the loaded feed pages in order, each once. Pages follow on by cursor, but an item whose
 * likes were taken back while the reader scrolled can rank lower and come round again: it stays where
 * the reader first saw it.
 */
export function itemsOfPages(pages: ReadonlyArray<{ data: feed.FeedItem[] }>): feed.FeedItem[] {
  const shown = new Set<string>();
  return pages.flatMap((page) =>
    page.data.filter((item) => {
      const key = `${item.kind}:${item.id}`;
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    }),
  );
}
