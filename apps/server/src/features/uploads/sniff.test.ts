import { describe, expect, it } from 'vitest';
import { parseRange } from './serve.js';
import { sniff } from './sniff.js';

/** A zip local file header for `name` with no data. */
function zipEntry(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name)]);
}

const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from(`ftyp${brand}`)]);

describe('sniff', () => {
  it('knows the allowed formats by their first bytes, whatever the name', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'x.pdf')?.ext).toBe('jpg');
    expect(sniff(Buffer.from('GIF89a...'), 'x')?.ext).toBe('gif');
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'x')?.ext).toBe('webp');
    expect(sniff(ftyp('isom'), 'x')).toMatchObject({ kind: 'video', ext: 'mp4' });
    expect(sniff(ftyp('qt  '), 'x')).toMatchObject({ kind: 'video', ext: 'mov' });
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
    ]);
    expect(sniff(webm, 'x')).toMatchObject({ kind: 'video', ext: 'webm' });
  });

  it('tells Office Open XML documents apart by their parts and refuses other zips', () => {
    const office = (part: string) =>
      Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('_rels/.rels'), zipEntry(part)]);
    expect(sniff(office('word/document.xml'), 'a.zip')?.ext).toBe('docx');
    expect(sniff(office('xl/workbook.xml'), 'a')?.ext).toBe('xlsx');
    expect(sniff(office('ppt/presentation.xml'), 'a')?.ext).toBe('pptx');
    expect(sniff(Buffer.concat([zipEntry('photo.jpg')]), 'a.docx')).toBeNull();
  });

  it('takes the legacy Office kind from the name only for a real legacy container', () => {
    expect(sniff(ole, 'report.XLS')?.ext).toBe('xls');
    expect(sniff(ole, 'report.doc')?.contentType).toBe('application/msword');
    expect(sniff(ole, 'setup.msi')).toBeNull();
    expect(sniff(Buffer.from('plain text'), 'report.doc')).toBeNull();
    expect(sniff(ftyp('heic'), 'x.mp4')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads single byte ranges and refuses the unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
  });
});
