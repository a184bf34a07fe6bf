import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskMemberName, maskName, maskPhone } from './masking.js';

describe('masking', () => {
  it('keeps the first and last character of a name', () => {
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('张三')).toBe('张*三');
    expect(maskName('欧阳娜娜')).toBe('欧*娜');
    expect(maskName('李')).toBe('李');
  });

  it('keeps the first 2 and last 2 characters of an ID number', () => {
    expect(maskIdNumber('420102199001011234')).toBe('42**************34');
  });

  it('keeps the first 3 and last 4 digits of a phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });

  it('gives a task-chat member the first character and two stars', () => {
    expect(maskMemberName('山间晚风')).toBe('山**');
    expect(maskMemberName('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('𠀀中𠀁')).toBe('𠀀*𠀁');
  });
});
