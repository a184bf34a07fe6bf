// The content pages' formats, apart from format.ts so the first page does not carry them.
import dayjs from 'dayjs';
import { instantOf } from './answer-time';

/** Publication time as the lists and details show it, from the time the answer carried. */
export function publishTimeOf(time: string): string {
  return dayjs(instantOf(time)).format('YYYY-MM-DD HH:mm');
}

/** A user's own text turned into paragraphs of escaped HTML, as rich-text fields store it. */
export function paragraphsHtml(text: string): string {
  const escape = (line: string) =>
    line
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
  return text
    .split(/\n{2,}|\r\n\r\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split(/\r?\n/).map(escape).join('<br>')}</p>`)
    .join('');
}
