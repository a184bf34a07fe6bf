import { search } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { detailPathOf } from './content-tracking';
import { durationText } from '../../ui/format';
import { highlightPieces } from './highlight';
import { nextHotWordPage } from './hot-word-cycle';

describe('hot words', () => {
  it('turns to the next page and back to the first after the last', () => {
    expect(nextHotWordPage(1, 16)).toBe(2);
    expect(nextHotWordPage(2, 16)).toBe(1);
    expect(nextHotWordPage(1, 10)).toBe(1);
    expect(nextHotWordPage(1, 0)).toBe(1);
    expect(nextHotWordPage(3, 30)).toBe(1);
  });
});

describe('highlighting', () => {
  it('marks the words the server searched for inside a Chinese sentence', () => {
    const words = search.queryWords('西湖游客');
    expect(words).toEqual(['西湖', '游客']);
    expect(highlightPieces('春天的西湖边有很多游客', words)).toEqual([
      { text: '春天的', match: false },
      { text: '西湖', match: true },
      { text: '边有很多', match: false },
      { text: '游客', match: true },
    ]);
  });

  it('ignores case, treats words as text and leaves a text without words alone', () => {
    expect(highlightPieces('家用 NAS 入门', ['nas'])).toEqual([
      { text: '家用 ', match: false },
      { text: 'NAS', match: true },
      { text: ' 入门', match: false },
    ]);
    expect(highlightPieces('a+b (c)', ['+b', '(c'])).toEqual([
      { text: 'a', match: false },
      { text: '+b', match: true },
      { text: ' ', match: false },
      { text: '(c', match: true },
      { text: ')', match: false },
    ]);
    expect(highlightPieces('标题', [])).toEqual([{ text: '标题', match: false }]);
  });
});

describe('cards', () => {
  it('open the detail route of their kind', () => {
    expect(detailPathOf('video', 7)).toBe('/videoShare?id=7');
    expect(detailPathOf('article', 8)).toBe('/imageTextDetail?id=8');
    expect(detailPathOf('question', 9)).toBe('/askDetail?id=9');
  });

  it('show a video length as m:ss or h:mm:ss', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(65)).toBe('1:05');
    expect(durationText(3725)).toBe('1:02:05');
  });
});
