/** A piece of a text, marked when it is one of the searched words. */
export interface TextPiece {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a text at every occurrence of the words (any case), longest words first where they overlap. */
export function highlightPieces(text: string, words: readonly string[]): TextPiece[] {
  const usable = [...new Set(words.filter((word) => word.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text === '') return [{ text, match: false }];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: usable.some((word) => word.toLowerCase() === part.toLowerCase()) }));
}
