import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { trimSpacesAndTabs } from './text-trim';
import { DEFAULT_INPUT_MAX_LENGTH, TextInput } from './TextInput';

describe('trimSpacesAndTabs', () => {
  it('removes leading and trailing spaces and tabs only', () => {
    expect(trimSpacesAndTabs('  \tfox den\t  ')).toBe('fox den');
    expect(trimSpacesAndTabs('\t\t')).toBe('');
    expect(trimSpacesAndTabs('狐 狸')).toBe('狐 狸');
    expect(trimSpacesAndTabs('\nline\n')).toBe('\nline\n');
  });
});

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        aria-label="name"
      />
      <output data-testid="owner-value">{value}</output>
    </>
  );
}

describe('TextInput', () => {
  it('reports the trimmed value on every change', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('name');

    fireEvent.change(input, { target: { value: ' \t hello\t ' } });
    expect(onValue).toHaveBeenLastCalledWith('hello');
    expect(screen.getByTestId('owner-value').textContent).toBe('hello');
  });

  it('lets a space be typed between words while the owner never sees a trailing one', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('name');

    fireEvent.change(input, { target: { value: 'hello ' } });
    expect(onValue).toHaveBeenLastCalledWith('hello');
    expect(input.value).toBe('hello ');
    fireEvent.change(input, { target: { value: 'hello w' } });
    expect(onValue).toHaveBeenLastCalledWith('hello w');

    fireEvent.change(input, { target: { value: 'hello w  ' } });
    fireEvent.blur(input);
    expect(input.value).toBe('hello w');
  });

  it('never shows leading spaces', () => {
    render(<Controlled onValue={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('name');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(input.value).toBe('');
  });

  it('adopts a value set by its owner', () => {
    const { rerender } = render(<TextInput value="first" aria-label="field" />);
    rerender(<TextInput value="second" aria-label="field" />);
    expect(screen.getByLabelText<HTMLInputElement>('field').value).toBe('second');
  });

  it('limits to 32 characters by default and renders a text area with 2 rows', () => {
    render(<TextInput aria-label="short" />);
    expect(screen.getByLabelText('short').getAttribute('maxlength')).toBe(String(DEFAULT_INPUT_MAX_LENGTH));

    render(<TextInput textarea aria-label="long" maxLength={200} showCount />);
    const area = screen.getByLabelText('long');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('2');
  });

  it('submits the trimmed value on Enter', () => {
    const onPressEnter = vi.fn();
    render(<TextInput aria-label="keyword" onPressEnter={onPressEnter} searchIcon />);
    const input = screen.getByLabelText('keyword');
    fireEvent.change(input, { target: { value: 'fox  ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onPressEnter).toHaveBeenCalledWith('fox');
  });
});
