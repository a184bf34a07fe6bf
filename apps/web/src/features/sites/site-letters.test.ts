import { describe, expect, it } from 'vitest';
import { LETTER_TABS, letterGroupOf, sectionsOf } from './site-letters';

describe('the letter index', () => {
  it('has the spec groups after hot', () => {
    expect(LETTER_TABS).toEqual(['hot', 'ABCDEF', 'GHIJ', 'KLMN', 'PQRSTUVW', 'XYZ']);
  });

  it('files each letter in its group, O with KLMN', () => {
    expect(letterGroupOf('A')).toBe('ABCDEF');
    expect(letterGroupOf('f')).toBe('ABCDEF');
    expect(letterGroupOf('G')).toBe('GHIJ');
    expect(letterGroupOf('N')).toBe('KLMN');
    expect(letterGroupOf('O')).toBe('KLMN');
    expect(letterGroupOf('W')).toBe('PQRSTUVW');
    expect(letterGroupOf('Z')).toBe('XYZ');
  });

  it('gives the sites of a group by letter, keeping their order within a letter', () => {
    const sites = [
      { name: '长沙', initial: 'C' },
      { name: '安庆', initial: 'A' },
      { name: '重庆', initial: 'C' },
      { name: '广州', initial: 'G' },
      { name: '北京', initial: 'B' },
    ];
    expect(sectionsOf(sites, 'ABCDEF')).toEqual([
      { letter: 'A', sites: [{ name: '安庆', initial: 'A' }] },
      { letter: 'B', sites: [{ name: '北京', initial: 'B' }] },
      {
        letter: 'C',
        sites: [
          { name: '长沙', initial: 'C' },
          { name: '重庆', initial: 'C' },
        ],
      },
    ]);
    expect(sectionsOf(sites, 'GHIJ').map((section) => section.letter)).toEqual(['G']);
    expect(sectionsOf(sites, 'XYZ')).toEqual([]);
  });
});
