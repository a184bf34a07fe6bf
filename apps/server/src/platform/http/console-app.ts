import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveBuiltFiles } from './built-files.js';

/** Where the back office lives on this server; its client routes use the same base. */
export const CONSOLE_BASE = '/admin/';

export interface ConsoleAppOptions {
  distDir: string;
  /**
   * The first segments under /admin/ that belong to the API (`api`, `video`, `feedbackInfo`...): a GET
   * there that no route answers is an API miss and gets the 404 envelope, never the console's page.
   */
  apiSegments: readonly string[];
}

/** The back office's pages, for the not-found handler that also serves the portal's. */
export interface ConsolePages {
  /** Whether a request that no route answered is a navigation to one of the console's pages. */
  isPage: (method: string, pathname: string) => boolean;
  send: (reply: FastifyReply) => FastifyReply;
}

/**
 * Serves the built back office (apps/admin) at /admin/ beside the API routes that share the prefix: its
 * assets like the portal's, and its index.html for any GET of a console page (deep links and reloads).
 */
export async function serveConsoleApp(
  app: FastifyInstance,
  options: ConsoleAppOptions,
): Promise<ConsolePages> {
  const indexFile = path.join(options.distDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml) {
    // The portal's static files decorate the reply already.
    await serveBuiltFiles(app, { root: options.distDir, prefix: CONSOLE_BASE, decorateReply: false });
  } else {
    app.log.warn({ distDir: options.distDir }, 'back office not built; run `npm run build` to serve it');
  }
  const apiSegments = new Set(['api', ...options.apiSegments]);

  return {
    isPage(method, pathname) {
      if (method !== 'GET' && method !== 'HEAD') return false;
      if (pathname !== '/admin' && !pathname.startsWith(CONSOLE_BASE)) return false;
      const segment = pathname.slice(CONSOLE_BASE.length).split('/')[0] ?? '';
      return !apiSegments.has(segment) && segment !== 'assets' && !/\.[a-z0-9]{1,5}$/i.test(pathname);
    },
    send(reply) {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><meta charset="utf-8"><p>The back office is not built yet: run <code>npm run build</code>.</p>',
          );
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    },
  };
}
