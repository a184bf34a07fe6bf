/** A video's length as its cover shows it: m:ss, or h:mm:ss past an hour. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Large counts stay short on cards: 12345 reads 1.2w in Chinese, 12.3k in English. */
export function shortCount(count: number, language: string): string {
  if (language.startsWith('zh')) {
    return count >= 10_000 ? `${Math.floor(count / 1000) / 10}w` : String(count);
  }
  return count >= 1000 ? `${Math.floor(count / 100) / 10}k` : String(count);
}
