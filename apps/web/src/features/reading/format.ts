import dayjs from 'dayjs';

/** Publication time as the lists and details show it. */
export function publishTimeOf(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm');
}

/** Large counts stay short on cards: 12345 reads 1.2w in Chinese, 12.3k in English. */
export function compactCount(count: number, language: string): string {
  if (language.startsWith('zh')) {
    return count >= 10_000 ? `${(Math.floor(count / 1000) / 10).toString()}w` : String(count);
  }
  return count >= 1000 ? `${(Math.floor(count / 100) / 10).toString()}k` : String(count);
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
