import { Input, Select, Space } from 'antd';

/** One key a list may be searched by: a text typed, or one of a few choices (a state). */
export interface SearchKey {
  /** The query field it fills. */
  value: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** A choice instead of a text (states). */
  choices?: { value: string | number; label: string }[];
  /** The query wants a whole number (a group id). */
  numeric?: boolean;
}

/** The filter's value: which key, and what was typed or chosen for it. */
export interface SearchKeyValue {
  key: string;
  text?: string | number | null;
}

/**
 * The search of a list the server searches by one key at a time (each key has its own index, and they do
 * not combine): the key is picked first, then its text or choice. Used as a ConsoleTable filter's input.
 */
export function SearchKeyInput({
  keys,
  value,
  onChange,
  testId,
}: {
  keys: SearchKey[];
  value?: SearchKeyValue;
  onChange?: (value: SearchKeyValue) => void;
  testId: string;
}) {
  const current = keys.find((key) => key.value === value?.key) ?? keys[0]!;
  const text = value?.text ?? undefined;
  return (
    <Space.Compact block className="search-key">
      <Select
        value={current.value}
        options={keys.map((key) => ({ value: key.value, label: key.label }))}
        onChange={(key: string) => onChange?.({ key })}
        popupMatchSelectWidth={false}
        className="search-key__key"
        aria-label="查找方式"
        data-testid={`${testId}-key`}
      />
      {current.choices ? (
        <Select
          value={text}
          options={current.choices}
          onChange={(choice: string | number | undefined) => onChange?.({ key: current.value, text: choice })}
          allowClear
          placeholder={current.placeholder ?? '请选择'}
          className="search-key__text"
          data-testid={`${testId}-choice`}
        />
      ) : (
        <Input
          value={typeof text === 'number' ? String(text) : text}
          onChange={(event) => onChange?.({ key: current.value, text: event.target.value })}
          allowClear
          maxLength={current.maxLength}
          placeholder={current.placeholder}
          className="search-key__text"
          data-testid={`${testId}-text`}
        />
      )}
    </Space.Compact>
  );
}

/** The filter's value as the endpoint's query: the one key with its text, or nothing. */
export function searchKeyQuery(keys: SearchKey[], value: unknown): Record<string, string | number> {
  const chosen = value as SearchKeyValue | undefined;
  const key = keys.find((candidate) => candidate.value === chosen?.key);
  if (!key || chosen?.text === undefined || chosen.text === null) return {};
  const text = typeof chosen.text === 'string' ? chosen.text.trim() : chosen.text;
  if (text === '') return {};
  if (key.numeric && typeof text === 'string' && /^\d+$/.test(text)) return { [key.value]: Number(text) };
  return { [key.value]: text };
}
