import sharp from 'sharp';
import type { Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { FILES_PREFIX, storePrivateCopy } from '../uploads/index.js';

/**
 * Photos of the demo world's ID cards: one drawn specimen per side (a card-shaped picture marked
 * SPECIMEN, no real person's card), copied as each demo account's own private ID document, as a real
 * submission makes them.
 */
const SIDES = { front: 'SPECIMEN - ID CARD - FRONT', back: 'SPECIMEN - ID CARD - BACK' } as const;

async function specimen(files: FileStore, side: keyof typeof SIDES): Promise<string> {
  const key = `demo/identity/specimen-${side}.png`;
  if (!(await files.stat(key))) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="270">
      <rect x="4" y="4" width="420" height="262" rx="18" fill="#eef3f8" stroke="#9bb0c8" stroke-width="3"/>
      <rect x="${side === 'front' ? 290 : 30}" y="40" width="100" height="124" rx="6" fill="#cfd9e4"/>
      <text x="214" y="226" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#5a6b80">${SIDES[side]}</text>
    </svg>`;
    await files.put(key, await sharp(Buffer.from(svg)).png().toBuffer(), 'image/png');
  }
  return FILES_PREFIX + key;
}

/** Makes the two photos of one demo account's verification, private to it and to operators. */
export async function demoIdentityPhotos(
  db: Db,
  files: FileStore,
  ownerId: number,
  now: number,
): Promise<{ frontImage: string; backImage: string }> {
  const [front, back] = await Promise.all([specimen(files, 'front'), specimen(files, 'back')]);
  const copy = (fromUrl: string, fileName: string) =>
    storePrivateCopy(db, files, { fromUrl, ownerId, fileName, now, access: 'identityDocument' });
  return { frontImage: await copy(front, 'id-front.png'), backImage: await copy(back, 'id-back.png') };
}

/** A card number of `length` digits starting with `bin`, the middle from `serial` (its last digits when it is too long), and its Luhn digit. */
export function demoCardNumber(bin: string, serial: number, length = 19): string {
  const width = length - bin.length - 1;
  const body = `${bin}${String(serial % 10 ** width).padStart(width, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    // Doubled from the rightmost digit of the body: the check digit will sit to its right.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
