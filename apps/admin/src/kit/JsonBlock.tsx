import { Typography } from 'antd';

/** A JSON text (or value) pretty-printed; text that is not JSON is shown as it is. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** The top-level fields whose values differ between two JSON objects (what an action changed). */
export function changedFields(before: string, after: string): string[] {
  const read = (text: string): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  const [a, b] = [read(before), read(after)];
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names.filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}

/** A labelled, scrollable block of pretty-printed JSON; empty shows as 无. */
export function JsonBlock({ label, value, testId }: { label?: string; value: unknown; testId?: string }) {
  const text = prettyJson(value);
  return (
    <div className="json-block" data-testid={testId}>
      {label ? <div className="json-block__label">{label}</div> : null}
      {text ? (
        <pre className="json-block__body">{text}</pre>
      ) : (
        <Typography.Text type="secondary" className="json-block__empty">
          无
        </Typography.Text>
      )}
    </div>
  );
}
