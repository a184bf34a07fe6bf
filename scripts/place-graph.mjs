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
const block = `${open}\n\n\`\`\`mermaid\n${chart.trim()}\n\`\`\`\n\n`;
fs.writeFileSync(file, text.slice(0, start) + block + text.slice(end));
