import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { trimLeadingSpacesAndTabs, trimSpacesAndTabs } from './text-trim';

/** Spec 002 §9: default input maximum length. */
export const DEFAULT_INPUT_MAX_LENGTH = 32;
/** Spec 002 §9: default textarea rows. */
export const DEFAULT_TEXTAREA_ROWS = 2;

export interface TextInputProps {
  value?: string;
  /** Receives the value with leading and trailing spaces and tabs removed, on every change. */
  onChange?: (value: string) => void;
  onPressEnter?: (value: string) => void;
  type?: string;
  maxLength?: number;
  placeholder?: string;
  /** Renders a multi-line text area. */
  textarea?: boolean;
  rows?: number;
  /** Shows the word-limit counter. */
  showCount?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  /** Shows a search icon before the text. */
  searchIcon?: boolean;
  autoFocus?: boolean;
  suffix?: ReactNode;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * The shared text input (spec 002 §3). Every change reports the trimmed value. The field itself keeps a
 * trailing space while the user is still typing, so "hello world" can be typed at all; the space
 * disappears from the field on blur and never reaches the owner's state.
 */
export function TextInput({
  value,
  onChange,
  onPressEnter,
  type = 'text',
  maxLength = DEFAULT_INPUT_MAX_LENGTH,
  textarea = false,
  rows = DEFAULT_TEXTAREA_ROWS,
  clearable = false,
  searchIcon = false,
  showCount = false,
  ...rest
}: TextInputProps) {
  const controlled = value !== undefined;
  const [draft, setDraft] = useState(value ?? '');
  const [seenValue, setSeenValue] = useState(value);

  // Adopt a value the owner set itself (a reset, a loaded record); our own trimmed echo is ignored.
  if (controlled && value !== seenValue) {
    setSeenValue(value);
    if (value !== trimSpacesAndTabs(draft)) setDraft(value);
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const shown = trimLeadingSpacesAndTabs(event.target.value);
    setDraft(shown);
    onChange?.(trimSpacesAndTabs(shown));
  };
  const handleBlur = () => setDraft(trimSpacesAndTabs(draft));
  const handleEnter = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Enter in a text area makes a new line; only single-line fields submit.
    if (!textarea) onPressEnter?.(trimSpacesAndTabs(event.currentTarget.value));
  };

  const common = {
    ...rest,
    value: draft,
    maxLength,
    showCount,
    allowClear: clearable,
    onChange: handleChange,
    onBlur: handleBlur,
    onPressEnter: handleEnter,
  };

  if (textarea) return <Input.TextArea {...common} rows={rows} />;
  return <Input {...common} type={type} prefix={searchIcon ? <SearchOutlined aria-hidden /> : undefined} />;
}
