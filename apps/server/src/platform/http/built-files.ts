import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a client build's files under a prefix: hashed assets (under `assets/`) cached for a year, every
 * other file revalidated, each sent as the brotli or gzip copy the build made beside it (`x.js.br`,
 * `x.js.gz`) when the browser accepts it. The portal and the back office are served alike.
 */
export async function serveBuiltFiles(
  app: FastifyInstance,
  options: { root: string; prefix: string; decorateReply: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix,
    decorateReply: options.decorateReply,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
