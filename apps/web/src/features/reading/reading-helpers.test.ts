import { describe, expect, it } from 'vitest';
import { detailIdOf } from './detail-id';
import { shortCount } from '../../ui/format';
import { paragraphsHtml } from '../../ui/text-format';
import { hasMorePages } from './reading-queries';

describe('detailIdOf', () => {
  const of = (query: string) => detailIdOf(new URLSearchParams(query));

  it('reads a positive whole id', () => {
    expect(of('id=42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const query of [
      '',
      'id=',
      'id=0',
      'id=-3',
      'id=1.5',
      'id=abc',
      'id=1e3',
      'id=99999999999999999999',
    ]) {
      expect(of(query), query).toBeNull();
    }
  });
});

describe('paragraphsHtml', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(paragraphsHtml('第一段<b>粗</b>\n换行\n\n第二段 & "引号"')).toBe(
      '<p>第一段&lt;b&gt;粗&lt;/b&gt;<br>换行</p><p>第二段 &amp; &quot;引号&quot;</p>',
    );
  });

  it('drops blank paragraphs', () => {
    expect(paragraphsHtml('\n\n  \n\n答案\n\n')).toBe('<p>答案</p>');
  });
});

describe('shortCount', () => {
  it('shortens large counts the way each language reads them', () => {
    expect(shortCount(9999, 'zh-CN')).toBe('9999');
    expect(shortCount(12_345, 'zh-CN')).toBe('1.2w');
    expect(shortCount(999, 'en-US')).toBe('999');
    expect(shortCount(12_345, 'en-US')).toBe('12.3k');
  });
});

describe('hasMorePages', () => {
  const page = (ids: number[], total: number) => ({ data: ids.map((id) => ({ id })), total });

  it('asks for more while fewer than the total are loaded', () => {
    expect(hasMorePages([page([9, 8], 3)])).toBe(true);
    expect(hasMorePages([page([9, 8], 3), page([7], 3)])).toBe(false);
  });

  it('stops on an empty page even if the total promised more', () => {
    expect(hasMorePages([page([9, 8], 5), page([], 5)])).toBe(false);
    expect(hasMorePages([])).toBe(false);
  });
});
