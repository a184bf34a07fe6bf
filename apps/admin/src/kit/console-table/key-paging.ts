import { useCallback, useState } from 'react';

/**
 * How a list's `total` is to be read:
 * - `count`: a real count of the rows that match (kept by a counter): shown as 共 N 条;
 * - `more`: the rows shown, plus one when another page follows (the audit trail's way);
 * - `none`: no total; another page may follow while a page comes back full.
 */
export type TotalMeaning = 'count' | 'more' | 'none';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface KeyPage {
  /** 1 for the first page. */
  number: number;
  pageSize: number;
  /** The `before` of this page (the id of the last row of the page before), none on the first. */
  before: number | undefined;
}

/**
 * Key paging over `consolePaging`: page n+1 asks for the rows `before` the last one of page n, so any
 * page costs what the first costs. The cursors of the pages passed are kept to go back. `scope` names
 * what the pages are of (the fixed query fields): when it changes, paging starts again at page 1.
 */
export function useKeyPaging(scope = '', initialPageSize: number = PAGE_SIZES[0]) {
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [passed, setPassed] = useState<{ scope: string; cursors: number[] }>({ scope, cursors: [] });
  const cursors = passed.scope === scope ? passed.cursors : [];
  const page: KeyPage = { number: cursors.length + 1, pageSize, before: cursors.at(-1) };
  return {
    page,
    next: useCallback(
      (lastRowCursor: number) =>
        setPassed((current) => ({
          scope,
          cursors: [...(current.scope === scope ? current.cursors : []), lastRowCursor],
        })),
      [scope],
    ),
    previous: useCallback(
      () =>
        setPassed((current) => ({
          scope,
          cursors: current.scope === scope ? current.cursors.slice(0, -1) : [],
        })),
      [scope],
    ),
    /** Back to the first page (the filters, the sort or the page size changed). */
    reset: useCallback(() => setPassed({ scope, cursors: [] }), [scope]),
    resize: useCallback(
      (size: number) => {
        setPageSize(size);
        setPassed({ scope, cursors: [] });
      },
      [scope],
    ),
  };
}

/** Whether a page after this one exists, by what the list's total means. */
export function hasNextPage(meaning: TotalMeaning, page: KeyPage, rowsShown: number, total: number): boolean {
  if (rowsShown === 0) return false;
  if (meaning === 'count') return (page.number - 1) * page.pageSize + rowsShown < total;
  if (meaning === 'more') return total > rowsShown;
  return rowsShown >= page.pageSize;
}
