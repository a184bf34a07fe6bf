import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user reads comes from a catalogue, so that an English reader never gets Chinese. This scans
 * the server's and the web app's code for string literals, template literals and JSX text holding Chinese
 * characters or full-width punctuation; comments and regular expressions are not text and are skipped.
 */

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const ROOTS = ['apps/server/src', 'apps/web/src'];

/** CJK ideographs (U+3400–U+9FFF, U+F900–U+FAFF) and full-width punctuation (U+3000–U+303F, U+FF00–U+FFEF). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Where Chinese belongs: the catalogues, the demo world and tests. Paths are relative to the repository. */
const ALLOWED_PLACES: RegExp[] = [
  // Catalogues: a feature's messages.ts, and parts named like it (drama-messages.ts, messages-input.ts).
  /\/(messages|[\w-]+-messages|messages-[\w-]+)\.tsx?$/,
  /^apps\/web\/src\/i18n\//,
  // The demo world.
  /^apps\/server\/src\/seed\//,
  /^apps\/server\/src\/features\/[\w-]+\/(seed|demo-)[\w-]*\.ts$/,
  // Tests and what only tests use.
  /\.test\.tsx?$/,
  /-test-kit\.tsx?$/,
];

interface Allowance {
  file: RegExp;
  /** Only these literals of the file; every literal of it when absent. */
  texts?: string[];
  why: string;
}

/** Chinese that is data rather than text: each entry says why. */
const ALLOWED_DATA: Allowance[] = [
  {
    file: /^apps\/server\/src\/platform\/db\/migrations\/(0003-sites-rows|0008-social)\.ts$/,
    why: 'reference rows a migration inserts (sites, report reasons), kept with it as they were that day',
  },
  {
    file: /^apps\/server\/src\/features\/sites\/(cities-[\w-]+|reference-data|brands)\.ts$/,
    why: 'names of cities, areas and brands: reference data, written as the places and makers name themselves',
  },
  {
    file: /^apps\/server\/src\/features\/search\/hot-words\.ts$/,
    why: 'the default hot words are searched for in the Chinese content, not read as text',
  },
  {
    file: /^apps\/server\/src\/features\/social\/dictionaries\.ts$/,
    why: "the spec's dictionary rows (report reasons), stored and served as the dictionary's data",
  },
  {
    file: /^apps\/server\/src\/features\/comments\/ip-region\.ts$/,
    why: 'region names as the Chinese ip2region database spells them, read from it and stored beside comments',
  },
  {
    file: /^apps\/web\/src\/features\/friends\/friend-rules\.ts$/,
    texts: ['阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥扨它穵夕丫帀'],
    why: 'the first character of each pinyin initial, for sorting names A–Z',
  },
  {
    file: /^apps\/web\/src\/features\/discovery\/(HomeFeed\.tsx|content-tracking\.ts)$/,
    texts: ['浏览首页推荐', '首页打开内容', '搜索结果打开内容'],
    why: 'event names in the behaviour log, as the spec names them for the operators; the reader never sees them',
  },
  {
    file: /^apps\/web\/src\/features\/(games\/game-tracking|novels\/novel-tracking)\.ts$/,
    texts: ['打开游戏详情', '玩游戏', '阅读小说章节'],
    why: 'event names in the behaviour log, named for the operators as the others are; the reader never sees them',
  },
  {
    file: /^apps\/server\/src\/features\/novels\/(publish|writing)\.ts$/,
    texts: ['正文', '第', '章'],
    why: 'stored titles a book gets as Chinese web novels name them: the first volume 正文, and 第N章 for text an import finds before its first heading',
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Found {
  file: string;
  line: number;
  text: string;
}

/** The literals of a file that hold Chinese, found by the TypeScript parser (so `//` in a string is no comment). */
function chineseLiterals(file: string): Found[] {
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && CJK.test(node.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file: relative, line, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const allowanceOf = (found: Found) =>
  ALLOWED_DATA.find(
    (allowance) =>
      allowance.file.test(found.file) && (!allowance.texts || allowance.texts.includes(found.text)),
  );

describe('Chinese in the code', () => {
  const all = ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)))
    .filter((file) => {
      const relative = path.relative(repoRoot, file).split(path.sep).join('/');
      return !ALLOWED_PLACES.some((place) => place.test(relative));
    })
    .flatMap(chineseLiterals);

  it('is only in the catalogues, the demo world, tests and the data allowed below', () => {
    const offenders = new Map<string, string[]>();
    for (const found of all.filter((each) => !allowanceOf(each))) {
      const at = `${found.file}:${found.line}`;
      offenders.set(at, [...(offenders.get(at) ?? []), found.text.slice(0, 60)]);
    }
    expect([...offenders].map(([at, texts]) => `${at} ${texts.join(' | ')}`)).toEqual([]);
  });

  it('allows no data that is gone', () => {
    const unused = ALLOWED_DATA.filter((allowance) => !all.some((found) => allowanceOf(found) === allowance));
    expect(unused.map((allowance) => allowance.why)).toEqual([]);
  });
});
