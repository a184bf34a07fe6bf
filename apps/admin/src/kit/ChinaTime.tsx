import { formatChinaTime } from '@fox/contracts/client';

/** The API's times are China time already (`YYYY-MM-DD HH:MM:SS`); a time made here is written alike. */
export function chinaTimeText(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  try {
    return formatChinaTime(typeof value === 'number' ? value : value.getTime());
  } catch {
    return '—';
  }
}

/**
 * A time as operators read it everywhere in the console: China time (UTC+8) whatever the browser's own
 * zone, said so on hover.
 */
export function ChinaTime({ value }: { value: string | number | Date | null | undefined }) {
  const text = chinaTimeText(value);
  return (
    <time className="china-time" title="北京时间（UTC+8）" data-testid="china-time">
      {text}
    </time>
  );
}
