/**
 * A place in a chapter as the server keeps it: a character offset into its paragraphs joined by line
 * feeds, and the same place as a ratio of the chapter. The offset is what the reader restores from, since
 * another device lays the text out at another width and size; the ratio is what the shelf shows.
 */

/** Where each paragraph starts, in characters, counting one line feed between paragraphs. */
export function paragraphStarts(paragraphs: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const paragraph of paragraphs) {
    starts.push(at);
    at += paragraph.length + 1;
  }
  return starts;
}

/** Characters of the whole chapter, line feeds included. */
export function chapterLength(paragraphs: readonly string[]): number {
  if (paragraphs.length === 0) return 0;
  return paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0) + paragraphs.length - 1;
}

/** The paragraph holding an offset, and how far into it (0 to 1). */
export function paragraphAt(
  paragraphs: readonly string[],
  offset: number,
): { index: number; within: number } {
  if (paragraphs.length === 0) return { index: 0, within: 0 };
  const starts = paragraphStarts(paragraphs);
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1]! <= offset) index++;
  const length = paragraphs[index]!.length;
  const within = length === 0 ? 0 : Math.min(1, Math.max(0, (offset - starts[index]!) / length));
  return { index, within };
}

/** The offset of a point some way (0 to 1) into a paragraph. */
export function offsetAt(paragraphs: readonly string[], index: number, within: number): number {
  if (paragraphs.length === 0) return 0;
  const safeIndex = Math.min(paragraphs.length - 1, Math.max(0, index));
  const start = paragraphStarts(paragraphs)[safeIndex]!;
  return start + Math.round(paragraphs[safeIndex]!.length * Math.min(1, Math.max(0, within)));
}

/** The ratio the server keeps beside the offset, rounded to four places. */
export function positionOf(paragraphs: readonly string[], offset: number): number {
  const length = chapterLength(paragraphs);
  if (length === 0) return 0;
  return Math.round(Math.min(1, Math.max(0, offset / length)) * 10_000) / 10_000;
}
