import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Entry } from '../src/platform/http/messages.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Every text the server can answer must be in the catalogue the running app registered, in both languages.
 * A feature that writes a messages.ts but leaves it off its feature object would answer the bare key.
 */

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const isCatalogueFile = (name: string) => /^(messages|[\w-]+-messages|messages-[\w-]+)\.ts$/.test(name);
const KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z]\w*)+$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface KeyUse {
  key: string;
  /** True when only the start of the key is written (`wallet.${block}`). */
  prefix: boolean;
  at: string;
}

/**
 * The keys the code hands to the catalogue: arguments of `new …(` (AppError and its kin) and of
 * `translate(`, and the values of tables typed with MessageKey.
 */
function keysUsedIn(file: string): KeyUse[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const uses: KeyUse[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(srcDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (KEY.test(node.text)) uses.push({ key: node.text, prefix: false, at: at(node) });
    } else if (ts.isTemplateExpression(node)) {
      if (/^[a-z]\w*\./.test(node.head.text)) uses.push({ key: node.head.text, prefix: true, at: at(node) });
    } else if (!ts.isFunctionLike(node) && !ts.isCallExpression(node)) {
      ts.forEachChild(node, collect);
    }
  };
  const visit = (node: ts.Node): void => {
    const translates =
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate';
    if (ts.isNewExpression(node) || translates) node.arguments?.forEach(collect);
    if (
      ts.isVariableDeclaration(node) &&
      node.type?.getText(source).includes('MessageKey') &&
      node.initializer
    )
      collect(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Entry).zh === 'string' &&
  typeof (value as Entry).en === 'string';

/** Every catalogue part written in a messages file, whether or not anything registers it. */
async function writtenCatalogues(): Promise<{ file: string; entries: [string, Entry][] }[]> {
  const files = sourceFiles(srcDir).filter((file) => isCatalogueFile(path.basename(file)));
  const parts = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      return Object.values(module)
        .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
        .filter((value) => {
          const keys = Object.keys(value);
          return keys.length > 0 && keys.every((key) => KEY.test(key)) && Object.values(value).every(isEntry);
        })
        .map((value) => ({
          file: path.relative(srcDir, file),
          entries: Object.entries(value as Record<string, Entry>),
        }));
    }),
  );
  return parts.flat();
}

const resolves = (key: string) => {
  const entry = messageOf(key);
  return entry !== undefined && entry.zh.trim() !== '' && entry.en.trim() !== '';
};

describe('the message catalogue of the running app', () => {
  let server: TestServer;
  let parts: { file: string; entries: [string, Entry][] }[];
  beforeAll(async () => {
    [server, parts] = await Promise.all([startTestServer('sqlite'), writtenCatalogues()]);
  });
  afterAll(() => server.stop());

  it('has both texts of every key the code raises or translates', () => {
    const uses = sourceFiles(srcDir).flatMap(keysUsedIn);
    expect(uses.length).toBeGreaterThan(100);
    const written = parts.flatMap(({ entries }) => entries.map(([key]) => key));
    const startsSomeKey = (prefix: string) => written.some((key) => key.startsWith(prefix) && resolves(key));
    const missing = uses
      .filter((use) => (use.prefix ? !startsSomeKey(use.key) : !resolves(use.key)))
      .map((use) => `${use.at} ${use.key}${use.prefix ? '…' : ''}`);
    expect(missing).toEqual([]);
  });

  it('registers every catalogue part a feature writes, text for text', () => {
    expect(parts.length).toBeGreaterThan(10);
    const unregistered = parts.flatMap(({ file, entries }) =>
      entries
        .filter(([key, entry]) => {
          const known = messageOf(key);
          return known?.zh !== entry.zh || known.en !== entry.en;
        })
        .map(([key]) => `${file} ${key}`),
    );
    expect(unregistered).toEqual([]);
  });
});
