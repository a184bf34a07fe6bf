import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go as they are: a kilobyte fits a packet or two either way. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

// JSON answers and text pages; an event stream must reach the client frame by frame, never buffered.
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(?!event-stream)[a-z-]+|image\/svg\+xml)\b/i;

// Brotli at quality 5 packs JSON close to gzip -9 and several times faster than its default of 11,
// which is for assets compressed once at build time, not for every answer.
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * The coding to answer with, from the request's Accept-Encoding: brotli if accepted, else gzip (which `*`
 * also stands for), else none. A coding listed with q=0 is refused.
 */
export function negotiateCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (list.some((token) => token === '*' || token.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...list, 'Accept-Encoding'].join(', '));
}

function bodyOf(payload: unknown): Buffer | null {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return null;
}

function compressible(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'HEAD' || request.headers.range !== undefined) return false;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return false;
  if (reply.getHeader('content-encoding') !== undefined) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses JSON and text answers of a kilobyte or more with brotli or gzip, as the client accepts.
 * Streams (stored files, with or without Range, and the built assets, which are precompressed on disk)
 * and already encoded answers pass untouched; WebSocket upgrades never reach onSend.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply)) return payload;
    const body = bodyOf(payload);
    if (!body || body.length < COMPRESS_MIN_BYTES) return payload;
    // Whether compressed or not, this answer depended on the request's Accept-Encoding.
    varyOnAcceptEncoding(reply);
    const coding = negotiateCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const packed = coding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzip(body);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return packed;
  });
}
