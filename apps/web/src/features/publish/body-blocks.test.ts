import { describe, expect, it } from 'vitest';
import { blocksToHtml, firstImageOf, hasContent, type BodyBlock } from './body-blocks';

describe('article body blocks', () => {
  it('turns paragraphs and images into escaped rich text in order', () => {
    const blocks: BodyBlock[] = [
      { key: '1', type: 'text', text: '第一段 <b>不是标签</b>\n第二行' },
      { key: '2', type: 'image', url: '/resource/img/a.png' },
      { key: '3', type: 'text', text: '   ' },
      { key: '4', type: 'text', text: 'Tom & "Jerry"' },
    ];
    expect(blocksToHtml(blocks)).toBe(
      '<p>第一段 &lt;b&gt;不是标签&lt;/b&gt;<br>第二行</p><p><img src="/resource/img/a.png" alt=""></p><p>Tom &amp; &quot;Jerry&quot;</p>',
    );
    expect(firstImageOf(blocks)).toBe('/resource/img/a.png');
  });

  it('counts a body of blank paragraphs as empty', () => {
    expect(hasContent([{ key: '1', type: 'text', text: ' \n ' }])).toBe(false);
    expect(hasContent([{ key: '1', type: 'image', url: '/resource/a.png' }])).toBe(true);
  });
});
