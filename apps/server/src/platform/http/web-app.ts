import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveBuiltFiles } from './built-files.js';
import { serveConsoleApp, type ConsoleAppOptions } from './console-app.js';
import { notFoundEnvelope } from './error-handler.js';
import { escapeHtml } from './escape-html.js';

/** What a shared link of a page previews: the object it shows. */
export interface PagePreview {
  title: string;
  description: string;
  /** An address on this site, or empty. */
  image: string;
}

/** Finds the preview of a page by its path and query; null for pages that keep the site's own. */
export type PagePreviewer = (pathname: string, query: URLSearchParams) => Promise<PagePreview | null>;

export interface WebAppOptions {
  distDir: string;
  /** Settings the client needs before it starts, inlined into index.html. */
  clientConfig: Record<string, unknown>;
  /** Titles, descriptions and images of detail pages, written into the HTML head of their page. */
  preview?: PagePreviewer;
  /** The back office, served at /admin/ beside the API routes under that prefix. */
  console?: ConsoleAppOptions;
}

const CONFIG_MARK = '<!--portal-config-->';

/**
 * Serves the built web app (and the back office, see console-app.ts) beside the API on one port. Hashed
 * assets are cached for a year, and sent as the brotli or gzip copy the build made beside each one
 * (`x.js.br`, `x.js.gz`) when the browser accepts it; every client route falls back to index.html (never
 * cached, compressed with the JSON answers) so deep links and reloads work. API misses still answer an
 * envelope.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? withClientConfig(fs.readFileSync(indexFile, 'utf8'), options.clientConfig) : null;
  if (!built)
    app.log.warn({ distDir: options.distDir }, 'web app not built; run `npm run build` to serve it');

  if (built) await serveBuiltFiles(app, { root: options.distDir, prefix: '/', decorateReply: true });
  const consolePages = options.console ? await serveConsoleApp(app, options.console) : null;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    const preview =
      indexHtml && options.preview
        ? await options.preview(pathname, new URLSearchParams(search)).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page preview failed');
            return null;
          })
        : null;
    return sendIndex(reply, preview ? withPreview(indexHtml!, preview, originOf(request)) : undefined);
  };

  const sendIndex = (reply: FastifyReply, html = indexHtml) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (consolePages?.isPage(request.method, pathname)) return consolePages.send(reply);
    if (isPage(request.method, pathname)) return sendPage(request, reply);
    // A missing asset or file is not an API answer: a <script> or <img> needs a real 404. API misses answer
    // the envelope with HTTP 200, as every API answer does.
    return reply.status(isFilePath(pathname) ? 404 : 200).send(notFoundEnvelope(request));
  });
}

/** The API's own path families; everything else without a file extension is a page of the client. */
const API_PATH = /^\/+(app|auth|system|im|resource|pay|admin|api|assets|dev|healthz|ws)(\/|$)/;

/** A client route: any GET of a path that is neither the API's nor a file's, whatever the client accepts. */
function isPage(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !API_PATH.test(pathname) && !isFilePath(pathname);
}

function isFilePath(pathname: string): boolean {
  return (
    /\.[a-z0-9]{1,5}$/i.test(pathname) || /^\/+(assets|resource\/files|resource\/avatar)\//.test(pathname)
  );
}

function withClientConfig(html: string, config: Record<string, unknown>): string {
  // Escaping "<" keeps a value from closing the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_MARK, `<script>window.__PORTAL_CONFIG__=${json}</script>`);
}

/** A preview's text on one line, safe in the head's tags. */
const headText = (text: string) => escapeHtml(text.replace(/\s+/g, ' ').trim());

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The page's HTML head telling what it shows: `<title>` becomes the object's title before the site's name,
 * the description its summary, and Open Graph tags give the same with the image, for link previews.
 */
function withPreview(html: string, preview: PagePreview, origin: string): string {
  const title = headText(preview.title.slice(0, 100));
  const description = headText(preview.description.slice(0, 200));
  const image = preview.image ? new URL(preview.image, origin).toString() : '';
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
  ].join('');
  return html
    .replace(/<title>([^<]*)<\/title>/, (_all, site: string) => `<title>${title} - ${site}</title>${tags}`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    );
}
