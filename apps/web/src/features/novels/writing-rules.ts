/**
 * What the writing forms check before sending, mirroring the server: lengths are counted as the contracts'
 * zod schemas count them (UTF-16 units of the trimmed text), and a chapter's words as the server counts
 * them for the catalogue, so the live count in the editor is the number readers will see.
 */

/**
 * Words as Chinese sites count them: every CJK character and punctuation mark is one, a run of Latin
 * letters or digits is one, spaces count nothing. Markup the server will drop is left out of the count.
 */
export function wordCountOf(text: string): number {
  const plain = text.replace(/<[^>]*>/g, '');
  let count = 0;
  for (const match of plain.matchAll(/[A-Za-z0-9]+|[^\sA-Za-z0-9]/gu)) if (match[0]) count += 1;
  return count;
}

/** The length the server checks: the trimmed text, with CR LF as one line break. */
export const lengthOf = (value: unknown): number =>
  typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim().length : 0;

/** A whole price in fox coins from 1 to max, or null. */
export function paidPriceOf(value: unknown, max: number): number | null {
  const price = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(price) && price >= 1 && price <= max ? price : null;
}

/** A file's bytes as base64, as the import endpoint takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole 700 KB file into one call would overflow the argument list.
  for (let from = 0; from < bytes.length; from += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(from, from + 0x8000));
  }
  return btoa(binary);
}

/** A .txt file by its name or type (browsers give text/plain, some nothing at all). */
export const isTxtFile = (file: File): boolean => /\.txt$/i.test(file.name) || file.type === 'text/plain';

/** The query parameter that opens a book's page with the writing desk drawn out (at one of its tabs). */
export const DESK_PARAM = 'desk';

/** A book's page with its writing desk open, at a tab of the desk. */
export const deskLinkOf = (id: number, tab = 'chapters') =>
  `/novel/novelDetails?id=${id}&${DESK_PARAM}=${tab}`;
