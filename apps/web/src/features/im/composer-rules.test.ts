import { describe, expect, it } from 'vitest';
import { isSendKey, limitComposerText } from './Composer';

describe('composer rules (spec 001 §5)', () => {
  it('cuts text at 2000 characters without splitting an emoji', () => {
    expect(limitComposerText('字'.repeat(2500))).toHaveLength(2000);
    expect(limitComposerText('a'.repeat(1999) + '😀')).toBe('a'.repeat(1999));
    expect(limitComposerText('短')).toBe('短');
  });

  it('sends on Enter, not on Shift+Enter nor while an input method composes', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});
