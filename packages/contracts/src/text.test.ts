import { describe, expect, it } from 'vitest';
import { lineText, multilineText, nameText, textProblem } from './text.js';

const issueOf = (result: { success: boolean; error?: { issues: unknown[] } }) => {
  expect(result.success).toBe(false);
  return result.error!.issues[0] as { code: string; params?: Record<string, unknown> };
};

describe('textProblem', () => {
  it('lets ordinary text through, Chinese, emoji and spaces included', () => {
    for (const kind of ['line', 'multiline', 'name'] as const) {
      expect(textProblem('狐小满 Fox 🦊 西湖边的猫', kind)).toBeNull();
      expect(textProblem('👨‍👩‍👧 一家人', kind)).toBeNull();
      expect(textProblem('👍🏽‍❤️', kind)).toBeNull();
    }
  });

  it('refuses control characters, naming the first one', () => {
    expect(textProblem('a\u0000b')).toEqual({ rule: 'control', char: 'U+0000' });
    expect(textProblem('bell\u0007')).toEqual({ rule: 'control', char: 'U+0007' });
    expect(textProblem('del\u007f')).toEqual({ rule: 'control', char: 'U+007F' });
    expect(textProblem('c1\u0085', 'multiline')).toEqual({ rule: 'control', char: 'U+0085' });
    expect(textProblem('esc\u001b[31m', 'name')).toEqual({ rule: 'control', char: 'U+001B' });
  });

  it('tells a line break in a one-line text from other controls', () => {
    expect(textProblem('two\nlines')).toEqual({ rule: 'lineBreak', char: 'U+000A' });
    expect(textProblem('two\rlines', 'name')).toEqual({ rule: 'lineBreak', char: 'U+000D' });
    expect(textProblem('tab\there')).toEqual({ rule: 'control', char: 'U+0009' });
  });

  it('allows line feeds and tabs in a multi-line text, and nothing else', () => {
    expect(textProblem('第一行\n\t第二行', 'multiline')).toBeNull();
    expect(textProblem('carriage\rreturn', 'multiline')).toEqual({ rule: 'control', char: 'U+000D' });
    expect(textProblem('vertical\u000btab', 'multiline')).toEqual({ rule: 'control', char: 'U+000B' });
  });

  it('refuses lone surrogates but not pairs', () => {
    expect(textProblem('\ud83e\udd8a')).toBeNull();
    expect(textProblem('lone \ud83e')).toEqual({ rule: 'surrogate', char: 'U+D83E' });
    expect(textProblem('\udd8a trailing')).toEqual({ rule: 'surrogate', char: 'U+DD8A' });
    expect(textProblem('\ud83e\ud83e')).toEqual({ rule: 'surrogate', char: 'U+D83E' });
  });

  it('refuses direction overrides and isolates everywhere', () => {
    for (const char of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      for (const kind of ['line', 'multiline', 'name'] as const) {
        expect(textProblem(`evil${char}gpj.exe`, kind)?.rule).toBe('direction');
      }
    }
    expect(textProblem('abc\u202ecba')?.char).toBe('U+202E');
  });

  it('refuses invisible characters in names only', () => {
    for (const [char, code] of [
      ['\u200b', 'U+200B'],
      ['\u200c', 'U+200C'],
      ['\u200e', 'U+200E'],
      ['\u200f', 'U+200F'],
      ['\u2060', 'U+2060'],
      ['\ufeff', 'U+FEFF'],
      ['\u00ad', 'U+00AD'],
      ['\u3164', 'U+3164'],
      ['\u2800', 'U+2800'],
    ]) {
      expect(textProblem(`狐${char}小满`, 'name')).toEqual({ rule: 'invisible', char: code });
      expect(textProblem(`狐${char}小满`, 'line')).toBeNull();
    }
  });

  it('allows the zero-width joiner in names only between pictographs', () => {
    expect(textProblem('狐\u200d小满', 'name')).toEqual({ rule: 'invisible', char: 'U+200D' });
    expect(textProblem('🦊\u200d小满', 'name')).toEqual({ rule: 'invisible', char: 'U+200D' });
    expect(textProblem('\u200d🦊', 'name')).toEqual({ rule: 'invisible', char: 'U+200D' });
    expect(textProblem('🏳️‍🌈', 'name')).toBeNull();
  });
});

describe('the text builders', () => {
  it('trim, measure and check one-line text', () => {
    const title = lineText(5, { min: 1 });
    expect(title.parse('  西湖  ')).toBe('西湖');
    expect(issueOf(title.safeParse('   ')).code).toBe('too_small');
    expect(issueOf(title.safeParse('123456')).code).toBe('too_big');
    expect(issueOf(title.safeParse('a\nb')).params).toEqual({
      rule: 'text',
      problem: 'lineBreak',
      char: 'U+000A',
    });
  });

  it('keep line breaks in multi-line text and read CR LF as a line feed', () => {
    const intro = multilineText(100);
    expect(intro.parse('一\r\n二\n\t三 ')).toBe('一\n二\n\t三');
    expect(issueOf(intro.safeParse('a\u202eb')).params).toMatchObject({
      problem: 'direction',
      char: 'U+202E',
    });
  });

  it('keep surrounding spaces when asked to', () => {
    expect(multilineText(10, { trim: false }).parse('  hi\n')).toBe('  hi\n');
  });

  it('refuse invisible characters in names and stay optional and defaultable', () => {
    const nickName = nameText(16, { min: 1 });
    expect(issueOf(nickName.safeParse('狐\u200b小满')).params).toMatchObject({ problem: 'invisible' });
    expect(nickName.optional().parse(undefined)).toBeUndefined();
    expect(nameText(15).default('').parse(undefined)).toBe('');
  });
});
