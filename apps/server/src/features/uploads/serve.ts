import type { FastifyReply } from 'fastify';
import type { ByteRange, FileStore } from '../../platform/storage/index.js';

/** Public address of stored files: `<prefix><key>`. */
export const FILES_PREFIX = '/resource/files/';

/**
 * Reads a `Range` header against a file size. Undefined means "send the whole file" (no header, a unit
 * other than bytes, several ranges, or a header that does not parse, which RFC 9110 says to ignore);
 * 'unsatisfiable' is answered 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    // A suffix: the last n bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || (to !== '' && Number(to) < start)) return 'unsatisfiable';
  return { start, end };
}

export interface SendOptions {
  /** Sent as an attachment with this name; otherwise inline. */
  downloadName?: string;
  /** Private files are cached by the viewer's browser alone, and only while their address is valid. */
  cacheControl?: string;
}

/** Keys are never reused, so a public stored file never changes. */
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * Streams a stored file with its content type and range support. Returns false, sending nothing, when the
 * store has no such file, so the caller answers its own 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  key: string,
  rangeHeader: string | undefined,
  options: SendOptions = {},
): Promise<boolean> {
  const stat = await store.stat(key);
  if (!stat) return false;
  const range = parseRange(rangeHeader, stat.size);
  reply.header('accept-ranges', 'bytes');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', options.cacheControl ?? PUBLIC_CACHE);
  if (options.downloadName) reply.header('content-disposition', attachment(options.downloadName));
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stat.size}`).type('text/plain; charset=utf-8');
    await reply.code(416).send('Range Not Satisfiable');
    return true;
  }
  const file = await store.get(key, range);
  if (!file) return false;
  reply.type(file.contentType);
  // A stored page (the H5 games) runs as an opaque origin even when opened outside the portal's sandboxed
  // frame, so it can never read the portal's storage or call its API as the visitor.
  if (file.contentType.startsWith('text/html'))
    reply.header('content-security-policy', 'sandbox allow-scripts');
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  await reply.send(file.stream);
  return true;
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (Chinese names survive). */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
