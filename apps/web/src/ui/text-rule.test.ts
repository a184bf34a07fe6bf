import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { textProblemMessage, textRule } from './text-rule';

describe('the text rule of forms', () => {
  const zh = i18n.getFixedT('zh-CN');
  const en = i18n.getFixedT('en-US');

  it('refuses what the server refuses, with the character', () => {
    expect(textProblemMessage('狐\u200b小满', 'name', zh)).toBe('不能包含不可见字符（U+200B）');
    expect(textProblemMessage('标题\n第二行', 'line', en)).toBe('Must be a single line');
    expect(textProblemMessage('a\u202eb', 'multiline', en)).toBe(
      'Cannot contain text direction controls (U+202E)',
    );
    expect(textProblemMessage('bell\u0007', 'line', zh)).toBe('不能包含控制字符（U+0007）');
    expect(textProblemMessage('lone\ud83e', 'line', zh)).toBe('含有无效的字符编码（U+D83E）');
  });

  it('lets through what the server keeps: trimmed ends, line breaks where allowed, emoji', () => {
    expect(textProblemMessage('  狐小满\n', 'name', zh)).toBeNull();
    expect(textProblemMessage('第一行\n\t第二行', 'multiline', zh)).toBeNull();
    expect(textProblemMessage('👨‍👩‍👧', 'name', zh)).toBeNull();
    expect(textProblemMessage(undefined, 'name', zh)).toBeNull();
  });

  it('works as an antd rule', async () => {
    const rule = textRule('name', en) as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await expect(rule.validator({}, 'fox')).resolves.toBeUndefined();
    await expect(rule.validator({}, 'fox\u200f')).rejects.toThrow(
      'Cannot contain invisible characters (U+200F)',
    );
  });
});
