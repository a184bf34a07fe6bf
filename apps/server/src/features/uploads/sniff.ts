import type { uploads } from '@fox/contracts';

/** What the content of a file turned out to be. */
export interface Sniffed {
  kind: uploads.FileKind;
  /** The canonical extension the stored file gets. */
  ext: string;
  contentType: string;
}

/** How many leading bytes `sniff` wants to see (enough for the entry names of an Office zip). */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, text: string, offset = 0) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;

const image = (ext: string, contentType: string): Sniffed => ({ kind: 'image', ext, contentType });
const video = (ext: string, contentType: string): Sniffed => ({ kind: 'video', ext, contentType });
const document = (ext: string, contentType: string): Sniffed => ({ kind: 'document', ext, contentType });

const OOXML: Record<string, Sniffed> = {
  'word/': document('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  'xl/': document('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  'ppt/': document('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
};
const LEGACY_OFFICE: Record<string, Sniffed> = {
  doc: document('doc', 'application/msword'),
  xls: document('xls', 'application/vnd.ms-excel'),
  ppt: document('ppt', 'application/vnd.ms-powerpoint'),
};

/**
 * Decides an allowed type from the first bytes of a file, or null for anything else (text renamed .png,
 * executables, plain zips). The name is consulted only where the content cannot tell the allowed types
 * apart: a legacy Office container (doc, xls and ppt share one format) takes its kind from the extension,
 * and only when that extension is one of the three.
 */
export function sniff(head: Buffer, fileName: string): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('jpg', 'image/jpeg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('png', 'image/png');
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return image('gif', 'image/gif');
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return image('webp', 'image/webp');
  if (ascii(head, '%PDF-')) return document('pdf', 'application/pdf');
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return matroska(head);
  if (ascii(head, 'ftyp', 4)) return isoMedia(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return LEGACY_OFFICE[extensionOf(fileName)] ?? null;
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeZip(head);
  return null;
}

/** WebM is Matroska with the doc type "webm"; other Matroska files (mkv) are not allowed. */
function matroska(head: Buffer): Sniffed | null {
  const window = head.subarray(0, 64).toString('latin1');
  return window.includes('webm') ? video('webm', 'video/webm') : null;
}

/** ISO base media: QuickTime brands make a mov, the MP4 family an mp4; HEIC and AVIF images are not allowed. */
function isoMedia(head: Buffer): Sniffed | null {
  const brand = head.toString('latin1', 8, 12);
  if (brand === 'qt  ') return video('mov', 'video/quicktime');
  const mp4Brands = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'MSNV', 'dash'];
  return mp4Brands.includes(brand) ? video('mp4', 'video/mp4') : null;
}

/** A zip is allowed only as an Office Open XML document, told apart by its part names. */
function officeZip(head: Buffer): Sniffed | null {
  const names = zipEntryNames(head);
  if (!names.includes('[Content_Types].xml')) return null;
  for (const name of names) {
    const found = Object.entries(OOXML).find(([prefix]) => name.startsWith(prefix));
    if (found) return found[1];
  }
  return null;
}

/**
 * Names of the zip entries whose local headers lie within `head`. Headers are found by their signature
 * rather than by walking sizes, since streamed zips leave the sizes out of the local headers.
 */
function zipEntryNames(head: Buffer): string[] {
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const names: string[] = [];
  for (let at = head.indexOf(signature); at >= 0 && at + 30 <= head.length;) {
    const nameLength = head.readUInt16LE(at + 26);
    names.push(head.toString('utf8', at + 30, Math.min(head.length, at + 30 + nameLength)));
    at = head.indexOf(signature, at + 30);
  }
  return names;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
