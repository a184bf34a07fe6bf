import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps the text blocks, links and images the editor makes', () => {
    const html = '<h2>标题</h2><p>一段<strong>重点</strong>文字</p><img src="/resource/a.png" alt="图">';
    expect(safeHtml(html)).toBe(
      '<h2>标题</h2><p>一段<strong>重点</strong>文字</p><img src="/resource/a.png" alt="图" loading="lazy">',
    );
  });

  it('drops script, handlers and script URLs', () => {
    const out = safeHtml(
      '<p onclick="steal()">hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src="x" onerror="steal()">',
    );
    expect(out).not.toMatch(/steal/);
    expect(out).toContain('<p>hi</p>');
    expect(out).toContain('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(safeHtml('<div><span style="color:red">文字</span></div>')).toBe('文字');
  });

  it('opens outside links in a new tab without a handle on the page', () => {
    expect(safeHtml('<a href="https://example.com">外链</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>',
    );
  });
});
