import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/en-US';
import { zhCN } from '../i18n/zh-CN';

// index.html paints the header before the scripts run; it must name the product as the app then does.
const html = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

describe('the header painted before the scripts', () => {
  it('shows the brand with the catalogue’s name in Chinese, and in English for a visitor who chose it', () => {
    expect(html).toContain(`<span class="brand__name">${zhCN.app.name}</span>`);
    expect(html).toContain(`.textContent = '${enUS.app.name}'`);
  });

  it('draws the same fox mark as the app’s header', () => {
    const logo = fs.readFileSync(path.resolve(__dirname, '../ui/FoxMark.tsx'), 'utf8');
    const shapes = (source: string) =>
      [...source.matchAll(/<(path|circle|rect) ([^>]*?)\s*\/>/g)].map((m) => m[0]);
    const shell = html.slice(html.indexOf('<svg class="brand__mark"'), html.indexOf('</svg>'));
    expect(shapes(shell).length).toBeGreaterThan(3);
    expect(shapes(shell)).toEqual(shapes(logo.slice(logo.indexOf('<svg'), logo.indexOf('</svg>'))));
  });

  it('sits in the root the app renders into, so the first render replaces it', () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
    expect(root).toContain('<header class="app-header">');
    expect(root).toContain('class="brand"');
  });
});
