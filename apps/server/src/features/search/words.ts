import { search } from '@fox/contracts';

/** Words longer than this are noise (a pasted URL, a run of digits) and would only bloat the index. */
const WORD_MAX = 64;
/** A long article is indexed by its first this many characters of text. */
const TEXT_MAX = 20_000;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The visible text of sanitised rich text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ');
}

/** The distinct words of an item's texts, space-joined: what the index stores. */
export function documentTokens(texts: string[]): string {
  const text = texts.join('\n').slice(0, TEXT_MAX);
  const words = new Set(
    search.searchWords(text).filter((word) => word.length <= WORD_MAX && !/\s/.test(word)),
  );
  return [...words].join(' ');
}
