/**
 * Writes `src/client/`: for each contract module, the routes of its endpoints (method, path, auth, kind
 * and query field names, typed by the full declaration) and its schema-free constants. A browser page
 * imports `@fox/contracts/client` to call the API without loading zod and every schema; the declarations
 * stay the one source, and `client-routes.test.ts` fails when these files fall behind them.
 *
 *   npm run routes -w @fox/contracts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { isEndpoint, routeOf, type Endpoint } from '../src/endpoint.js';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const clientDir = path.join(srcDir, 'client');

/** The namespaces `index.ts` exports, with the module each comes from. */
function namespaces(): Array<{ name: string; file: string }> {
  const index = fs.readFileSync(path.join(srcDir, 'index.ts'), 'utf8');
  return [...index.matchAll(/^export \* as (\w+) from '\.\/([\w-]+)\.js';$/gm)].map((match) => ({
    name: match[1] ?? '',
    file: match[2] ?? '',
  }));
}

function constantsOf(file: string): string | null {
  return fs.existsSync(path.join(srcDir, `${file}-constants.ts`)) ? `${file}-constants` : null;
}

async function moduleText(file: string): Promise<string> {
  const module = (await import(`../src/${file}.js`)) as Record<string, unknown>;
  const endpoints = Object.entries(module).filter((entry): entry is [string, Endpoint] =>
    isEndpoint(entry[1]),
  );
  const constants = constantsOf(file);
  const lines = [`// Written by scripts/write-client-routes.ts from ${file}.ts: do not edit.`];
  if (endpoints.length > 0) {
    lines.push(
      `import type { Route } from '../endpoint.js';`,
      `import type * as contract from '../${file}.js';`,
    );
  }
  if (constants) lines.push(`export * from '../${constants}.js';`);
  for (const [name, endpoint] of endpoints) {
    lines.push(
      `export const ${name}: Route<typeof contract.${name}> = ${JSON.stringify(routeOf(endpoint))};`,
    );
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.mkdirSync(clientDir);
  const prettierOptions = { ...(await resolveConfig(path.join(srcDir, 'index.ts'))), parser: 'typescript' };
  const write = async (file: string, text: string) =>
    fs.writeFileSync(path.join(clientDir, file), await format(text, prettierOptions));

  const indexLines = [
    '// Written by scripts/write-client-routes.ts: what a client needs to call the API, without schemas.',
    `export { ErrorCode, SUCCESS_CODE, type Envelope, type ListEnvelope } from '../envelope-codes.js';`,
    `export { fieldNames, fillPath, type Route } from '../endpoint.js';`,
    `export { CHINA_TIME_PATTERN, formatChinaTime, parseChinaTime } from '../china-time.js';`,
    `export * from '../console-roles.js';`,
  ];
  for (const { name, file } of namespaces()) {
    await write(`${file}.ts`, await moduleText(file));
    indexLines.push(`export * as ${name} from './${file}.js';`);
  }
  await write('index.ts', indexLines.join('\n') + '\n');
  console.log(`client routes written to ${path.relative(process.cwd(), clientDir)}`);
}

await main();
