import { search } from '@fox/contracts';

/** The page '换一换' shows next: the following one, or the first after the last (spec 002 §9). */
export function nextHotWordPage(pageNum: number, total: number): number {
  const pages = Math.max(1, Math.ceil(total / search.HOT_WORD_PAGE_SIZE));
  return pageNum >= pages ? 1 : pageNum + 1;
}
