import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { registerNovelsMessages } from './novels-i18n';
import { ReaderSettingsPanel } from './ReaderSettingsPanel';
import { READER_SETTINGS_KEY, useReaderSettings } from './reader-settings';

registerNovelsMessages();

const remembered = () =>
  JSON.parse(localStorage.getItem(READER_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;

describe('ReaderSettingsPanel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    useReaderSettings.getState().reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('switches the theme, marks the chosen swatch and remembers it', () => {
    render(<ReaderSettingsPanel />);
    expect(screen.getByTestId('reader-theme-day').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('reader-theme-night'));
    expect(screen.getByTestId('reader-theme-night').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('reader-theme-day').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('reader-theme-green').textContent).toBe('护眼');
    expect(remembered().theme).toBe('night');
  });

  it('steps the font size, stops at its bounds, and changes line height and mode', () => {
    render(<ReaderSettingsPanel />);
    expect(screen.getByTestId('reader-font-size').textContent).toBe('20');
    fireEvent.click(screen.getByTestId('reader-font-larger'));
    expect(screen.getByTestId('reader-font-size').textContent).toBe('22');
    for (let step = 0; step < 10; step++) fireEvent.click(screen.getByTestId('reader-font-smaller'));
    expect(screen.getByTestId('reader-font-size').textContent).toBe('14');
    expect(screen.getByTestId('reader-font-smaller').closest('button')!.disabled).toBe(true);

    fireEvent.click(screen.getByTestId('reader-line-2.5'));
    fireEvent.click(screen.getByTestId('reader-mode-paged'));
    expect(remembered()).toMatchObject({ fontSize: 14, lineHeight: 2.5, mode: 'paged' });
  });

  it('offers the auto-unlock switch only when the book gives one, and reports its change', () => {
    const { rerender } = render(<ReaderSettingsPanel />);
    expect(screen.queryByTestId('reader-auto-unlock')).toBeNull();
    const onChange = vi.fn();
    rerender(<ReaderSettingsPanel autoUnlock={{ value: false, busy: false, onChange }} />);
    fireEvent.click(screen.getByTestId('reader-auto-unlock'));
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
  });
});
