import { offsetAt, paragraphAt } from './chapter-position';

/** How far below the window's top a line counts as the one being read (under the sticky reader bar). */
export const READING_LINE_PX = 96;

const paragraphsIn = (text: HTMLElement) =>
  Array.from(text.querySelectorAll<HTMLElement>('[data-paragraph]'));

/** Scrolling mode: the offset of the line at the reading line, from the paragraph that crosses it. */
export function scrolledOffset(text: HTMLElement, paragraphs: readonly string[]): number {
  const elements = paragraphsIn(text);
  for (const [index, element] of elements.entries()) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom > READING_LINE_PX) {
      const within = rect.height > 0 ? (READING_LINE_PX - rect.top) / rect.height : 0;
      return offsetAt(paragraphs, index, within);
    }
  }
  return elements.length === 0 ? 0 : offsetAt(paragraphs, elements.length - 1, 1);
}

/** Scrolling mode: brings an offset to the reading line. */
export function scrollToOffset(text: HTMLElement, paragraphs: readonly string[], offset: number): void {
  const { index, within } = paragraphAt(paragraphs, offset);
  const element = paragraphsIn(text)[index];
  if (!element) return;
  const rect = element.getBoundingClientRect();
  const top = window.scrollY + rect.top + rect.height * within - READING_LINE_PX;
  window.scrollTo({ top: Math.max(0, top) });
}

/**
 * Paged mode: the offset where the page on screen begins, from the first paragraph with a piece inside
 * the page's box (a paragraph may run over from the page before).
 */
export function pageOffset(frame: HTMLElement, text: HTMLElement, paragraphs: readonly string[]): number {
  const box = frame.getBoundingClientRect();
  const elements = paragraphsIn(text);
  for (const [index, element] of elements.entries()) {
    const pieces = Array.from(element.getClientRects());
    const total = pieces.reduce((sum, piece) => sum + piece.height, 0);
    let before = 0;
    for (const piece of pieces) {
      if (piece.right > box.left + 1 && piece.left < box.right - 1) {
        return offsetAt(paragraphs, index, total > 0 ? before / total : 0);
      }
      before += piece.height;
    }
  }
  return 0;
}

/** Paged mode: the page (from 0) on which an offset lies, measured in column pitches from the text's start. */
export function pageOfOffset(
  text: HTMLElement,
  paragraphs: readonly string[],
  offset: number,
  pitch: number,
): number {
  const { index, within } = paragraphAt(paragraphs, offset);
  const element = paragraphsIn(text)[index];
  if (!element || pitch <= 0) return 0;
  const pieces = Array.from(element.getClientRects());
  const total = pieces.reduce((sum, piece) => sum + piece.height, 0);
  const textLeft = text.getBoundingClientRect().left;
  let before = 0;
  for (const piece of pieces) {
    before += piece.height;
    if (total === 0 || before / total >= within)
      return Math.max(0, Math.floor((piece.left - textLeft + 1) / pitch));
  }
  return 0;
}
