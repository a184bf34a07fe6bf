/** Where the novel pages live (spec 000 §2). */
export const NOVEL_HOME_PATH = '/novel';

export const bookLinkOf = (id: number) => `/novel/novelDetails?id=${id}`;

export const commentsLinkOf = (id: number) => `/novel/commentPage?id=${id}`;

/** The reader at a chapter, or where the reader left off when no chapter is given. */
export const readerLinkOf = (id: number, chapter?: number) =>
  chapter === undefined ? `/novel/readerPage?id=${id}` : `/novel/readerPage?id=${id}&chapter=${chapter}`;

/** A ranked list, optionally one category's. */
export const listLinkOf = (rank: string, category?: string) =>
  `/listPage?rank=${rank}${category ? `&category=${encodeURIComponent(category)}` : ''}`;

/** A positive whole id from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The books matching a keyword, on the chart page. */
export const searchLinkOf = (keyword: string) => `/listPage?${new URLSearchParams({ keyword }).toString()}`;
