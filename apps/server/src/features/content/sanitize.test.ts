import { describe, expect, it } from 'vitest';
import { sanitizeRichText, summaryOf, textOf } from './sanitize.js';

describe('rich text sanitising', () => {
  it('keeps the allowed tags and drops the rest with their attributes', () => {
    expect(sanitizeRichText('<h2 class="t">标题</h2><div><p>一<em>二</em><u>三</u><s>四</s></p></div>')).toBe(
      '<h2>标题</h2><p>一<em>二</em><u>三</u><s>四</s></p>',
    );
    expect(
      sanitizeRichText('<iframe src="https://evil.example"></iframe><style>p{}</style><p>留下</p>'),
    ).toBe('<p>留下</p>');
  });

  it('keeps http(s) and relative links with rel noopener, and drops other schemes', () => {
    expect(sanitizeRichText('<a href="https://a.example/x" target="_blank">a</a>')).toBe(
      '<a href="https://a.example/x" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="/home">首页</a>')).toBe(
      '<a href="/home" rel="noopener noreferrer">首页</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps images only from http(s) or uploaded files', () => {
    expect(sanitizeRichText('<img src="/resource/2026/a.png" alt="图" onload="x()">')).toBe(
      '<img src="/resource/2026/a.png" alt="图" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
    for (const src of ['x', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/etc/passwd']) {
      expect(sanitizeRichText(`<p>a<img src="${src}"></p>`)).toBe('<p>a</p>');
    }
  });

  it('summarises the text: blocks become spaces, entities are decoded, 120 characters at most', () => {
    expect(textOf('<p>鱼 &amp; 熊掌</p><p>不可&lt;兼得&gt;</p>')).toBe('鱼 & 熊掌 不可<兼得>');
    const long = `<p>${'字'.repeat(200)}</p>`;
    expect(summaryOf(long)).toHaveLength(120);
    expect(Array.from(summaryOf(`<p>${'😀'.repeat(130)}</p>`))).toHaveLength(120);
  });
});
