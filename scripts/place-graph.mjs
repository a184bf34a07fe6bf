// Puts a Mermaid chart between `<!-- graph:NAME -->` and `<!-- /graph:NAME -->` in a Markdown file.
import fs from 'node:fs';

const [file, name, chart] = process.argv.slice(2);
const open = `<!-- graph:${name} -->`;
const close = `<!-- /graph:${name} -->`;
const text = fs.readFileSync(file, 'utf8');
const start = text.indexOf(open);
const end = text.indexOf(close);
if (start < 0 || end < start) {
  console.error(`${file} has no ${open} ... ${close} markers`);
  process.exit(1);
}
// The tool nests the nodes in one box per folder of their path; the features are the whole picture here.
const flat = chart
  .split('\n')
  .filter((line) => !/^\s*(subgraph\b|end\s*$)/.test(line))
  .join('\n')
  .trim()
  // Features that use others above the ones they use.
  .replace(/^flowchart LR/, 'flowchart TB');
const block = `${open}\n\n\`\`\`mermaid\n${flat}\n\`\`\`\n\n`;
fs.writeFileSync(file, text.slice(0, start) + block + text.slice(end));
