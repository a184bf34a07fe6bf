import { describe, expect, it } from 'vitest';
import { initialOf, pinyinOf, pinyinSortKey } from './letters.js';

describe('the letter of a site name', () => {
  it('reads polyphonic first characters as in the place name', () => {
    expect(initialOf('重庆')).toBe('C');
    expect(initialOf('长沙')).toBe('C');
    expect(initialOf('厦门')).toBe('X');
    expect(pinyinOf('重庆')[0]).toBe('chong');
    expect(pinyinOf('长沙')[0]).toBe('chang');
    expect(pinyinOf('厦门')[0]).toBe('xia');
  });

  it('files other tricky place names correctly', () => {
    expect(initialOf('蚌埠')).toBe('B');
    expect(initialOf('六安')).toBe('L');
    expect(initialOf('乐山')).toBe('L');
    expect(initialOf('亳州')).toBe('B');
    expect(initialOf('武汉')).toBe('W');
  });

  it('uses the first Latin letter of brand names written in Latin', () => {
    expect(initialOf('OPPO')).toBe('O');
    expect(initialOf('vivo')).toBe('V');
  });

  it('refuses a name without any letter', () => {
    expect(() => initialOf('123')).toThrow(/no A-Z initial/);
  });

  it('sorts by pinyin rather than by code point', () => {
    const names = ['武汉', '北京', '长沙', '安庆', '重庆'];
    const sorted = [...names].sort((a, b) => (pinyinSortKey(a) < pinyinSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['安庆', '北京', '长沙', '重庆', '武汉']);
  });
});
