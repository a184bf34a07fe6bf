// Remakes the demo dramas' covers in apps/server/demo-media/covers: each drama's title, genre and episode
// count over a gradient of its own, 3:4 like the drama cards. The seeder only copies these files, so it
// needs no font; this script needs sharp (an npm dependency) and a Chinese font that fontconfig finds
// (Debian: apt-get install -y fonts-noto-cjk).
//   node --import tsx scripts/make-drama-covers.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoDramas } from '../apps/server/src/features/dramas/seed-shelf.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/demo-media/covers');
const WIDTH = 360;
const HEIGHT = 480;

/** Colours by cover: top of the gradient, bottom, and the accent of the ornaments. */
const PALETTES: Record<string, [string, string, string]> = {
  homecoming: ['#3a4a6b', '#8fa3c4', '#ffd9a0'],
  'changan-snow': ['#5a0f14', '#b0303a', '#f4d58d'],
  'foggy-harbour': ['#0f2027', '#2c5364', '#9fd3e6'],
  'sweet-neighbour': ['#e64980', '#ff9ebb', '#fff3b0'],
  'against-the-wind': ['#0b7a66', '#38c98a', '#eaffd0'],
  'substitute-bride': ['#4b1248', '#c0587e', '#f0c27b'],
  'flash-marriage': ['#a61e4d', '#f06595', '#ffe3e3'],
  'county-diner': ['#c92a2a', '#ff922b', '#fff4e6'],
  'last-train': ['#101820', '#34495e', '#f1c40f'],
  'jianghu-rain': ['#1e2a2f', '#4e6e5d', '#e0c097'],
  'talking-cat': ['#d9480f', '#fab005', '#fff9db'],
  'back-to-1998': ['#6b4226', '#c8956d', '#fbe7c6'],
  'rider-diary': ['#1864ab', '#4dabf7', '#ffe066'],
  'time-rift': ['#0b0c2a', '#3b2c85', '#72efdd'],
  'mountain-choir': ['#2b8a3e', '#69db7c', '#fff9db'],
  'lakeside-inn': ['#1864ab', '#3bc9db', '#fff0f6'],
};

const SERIF = 'Noto Serif CJK SC, Source Han Serif SC, serif';
const SANS = 'Noto Sans CJK SC, WenQuanYi Micro Hei, sans-serif';

/** A small seeded sequence from the cover's name, so a remake draws the same ornaments. */
function sequenceOf(name: string): () => number {
  let state = [...name].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    2_166_136_261,
  );
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2_246_822_507) + 0x6d2b79f5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The title in one line up to six characters, else in two, as large as the width allows. */
function titleLines(title: string): { lines: string[]; size: number } {
  const chars = [...title];
  if (chars.length <= 4) return { lines: [title], size: 68 };
  if (chars.length <= 6) return { lines: [title], size: Math.floor(300 / chars.length) };
  const half = Math.ceil(chars.length / 2);
  const lines = [chars.slice(0, half).join(''), chars.slice(half).join('')];
  return { lines, size: Math.min(56, Math.floor(300 / half)) };
}

function coverSvg(drama: (typeof demoDramas)[number]): string {
  const [top, bottom, accent] = PALETTES[drama.cover] ?? ['#ff7a1a', '#ffb067', '#fff4eb'];
  const next = sequenceOf(drama.cover);
  const bubbles = Array.from({ length: 6 }, () => {
    const r = 18 + next() * 70;
    return `<circle cx="${(next() * WIDTH).toFixed(1)}" cy="${(next() * HEIGHT).toFixed(1)}" r="${r.toFixed(1)}" fill="${accent}" opacity="${(0.06 + next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const { lines, size } = titleLines(drama.title);
  const lineHeight = size * 1.22;
  const titleTop = 212 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map((line, index) => {
      const y = (titleTop + index * lineHeight).toFixed(1);
      return `<text x="180" y="${y}" font-family="${SERIF}" font-weight="700" font-size="${size}" text-anchor="middle" fill="#000" opacity="0.28" transform="translate(2 3)">${escape(line)}</text><text x="180" y="${y}" font-family="${SERIF}" font-weight="700" font-size="${size}" text-anchor="middle" fill="#fff">${escape(line)}</text>`;
    })
    .join('');
  const below = titleTop + (lines.length - 1) * lineHeight + 46;
  const mark = [...drama.title][0]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${bubbles}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <text x="${WIDTH - 8}" y="${HEIGHT - 36}" font-family="${SERIF}" font-weight="700" font-size="230" text-anchor="end" fill="#fff" opacity="0.09">${escape(mark)}</text>
  <rect x="14" y="14" width="${WIDTH - 28}" height="${HEIGHT - 28}" rx="6" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="1.5"/>
  <text x="${WIDTH - 30}" y="44" font-family="${SANS}" font-size="14" letter-spacing="2" text-anchor="end" fill="#fff" opacity="0.85">狐狐短剧</text>
  ${title}
  <line x1="150" y1="${below - 22}" x2="210" y2="${below - 22}" stroke="${accent}" stroke-width="2" stroke-linecap="round"/>
  <text x="180" y="${below + 6}" font-family="${SANS}" font-size="19" letter-spacing="3" text-anchor="middle" fill="#fff" opacity="0.95">${escape(drama.categoryName)} · 全${drama.beats.length}集</text>
</svg>`;
}

if (!execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim()) {
  console.error('a Chinese font is needed: apt-get install -y fonts-noto-cjk');
  process.exit(1);
}
fs.mkdirSync(OUT, { recursive: true });
for (const drama of demoDramas) {
  const file = path.join(OUT, `${drama.cover}.jpg`);
  await sharp(Buffer.from(coverSvg(drama)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  console.log(`${file}  ${drama.title}`);
}
