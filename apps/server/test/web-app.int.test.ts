import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../src/features/content/articles.js';
import { startTestServer, type TestServer } from './harness.js';

const CONSOLE_HTML =
  '<!doctype html><html><head><title>Console</title></head><body><div id="console-root"></div></body></html>';

/** A stand-in for apps/admin/dist: its index.html and one hashed asset. */
function makeConsoleBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), CONSOLE_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'index-c0ffee.js'), 'console.log("console")');
  return dir;
}

describe('the built web app beside the API', () => {
  let server: TestServer;
  let dist: string;
  let adminDist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="site" /><title>Fox</title>' +
        '<!--portal-config--></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    adminDist = makeConsoleBuild();
    server = await startTestServer('sqlite', {
      env: { WEB_DIST_DIR: dist, ADMIN_DIST_DIR: adminDist, MOBILE_SITE_URL: 'https://m.example.com' },
    });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(adminDist, { recursive: true, force: true });
  });

  const page = (pathname: string) => server.get(pathname, { accept: 'text/html,application/xhtml+xml' });

  it('serves index.html for client routes, with the client configuration inlined', async () => {
    for (const route of ['/', '/home', '/makeMoney/myBusinessOrder/orderDetail', '/videoShare?id=7']) {
      const { status, body, headers } = await page(route);
      expect(status, route).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      expect(body).toContain('<div id="root">');
      expect(body).toContain(
        'window.__PORTAL_CONFIG__={"mobileSiteUrl":"https://m.example.com","adminSiteUrl":"/admin/"}',
      );
      expect(body).not.toContain('<!--portal-config-->');
    }
  });

  it('answers the page to any GET of a client route, as curl, crawlers and link previews ask', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const { status, body, headers } = await server.get('/home', { accept });
      expect(status, accept).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      expect(body).toContain('<div id="root">');
    }
  });

  it('writes what a shared detail link shows into the page head, and only what a visitor may open', async () => {
    const article = {
      id: await insertArticle(server.db, {
        userId: 1,
        title: '西湖<script>alert(1)</script>边',
        contentHtml: '<p>湖边</p>',
        createdAt: Date.now(),
      }),
    };
    await server.db
      .updateTable('articles')
      .set({ summary: '湖边 "晨跑"', coverUrl: '/resource/files/demo/x.jpg' })
      .where('id', '=', article.id)
      .execute();
    const { body } = await server.get(`/imageTextDetail?id=${article.id}`, { accept: '*/*' });
    expect(body).toContain('<title>西湖&#60;script&#62;alert(1)&#60;/script&#62;边 - Fox</title>');
    expect(body).toContain('<meta name="description" content="湖边 &#34;晨跑&#34;" />');
    expect(body).toContain(`<meta property="og:image" content="${server.url}/resource/files/demo/x.jpg" />`);
    expect(body).not.toContain('<script>alert');

    await server.db.updateTable('articles').set({ state: 'OffShelf' }).where('id', '=', article.id).execute();
    const hidden = (await server.get(`/imageTextDetail?id=${article.id}`, { accept: '*/*' })).body;
    expect(hidden).toContain('<title>Fox</title>');
    expect(hidden).not.toContain('og:title');
    expect((await server.get('/imageTextDetail?id=abc', { accept: '*/*' })).body).toContain(
      '<title>Fox</title>',
    );
  });

  it('serves hashed assets with a long cache and other files without one', async () => {
    const asset = await server.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await server.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with HTTP 404 and an unknown API path with code 404, not the page', async () => {
    const asset = await page('/assets/missing.js');
    expect(asset.httpStatus).toBe(404);
    const api = await page('/app/api/unknown');
    expect(api.httpStatus).toBe(200);
    expect(api.body.code).toBe(404);
  });

  it("answers the back office's page at /admin/ and for its deep links, whatever the client accepts", async () => {
    for (const route of [
      '/admin/',
      '/admin',
      '/admin/audit',
      '/admin/login?from=x',
      '/admin/users/12/detail',
    ]) {
      for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
        const { status, body, headers } = await server.get(route, { accept });
        expect(status, `${route} ${accept}`).toBe(200);
        expect(headers.get('content-type')).toContain('text/html');
        expect(headers.get('cache-control')).toBe('no-cache');
        expect(body).toContain('<div id="console-root">');
      }
    }
  });

  it('serves the back office assets cached like the portal ones', async () => {
    const asset = await server.get('/admin/assets/index-c0ffee.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.body).toContain('console');
    expect((await page('/admin/assets/missing.js')).httpStatus).toBe(404);
  });

  it('keeps the API under /admin/ answering its envelopes, and its misses the 404 envelope', async () => {
    // Declared routes answer as themselves: a guest is refused by the console and the author calls.
    expect((await page('/admin/api/console/me')).body).toMatchObject({ code: 401 });
    expect((await page('/admin/feedbackInfo')).body.code).toBe(401);
    expect((await server.put('/admin/video', { id: 1 })).body.code).toBe(401);
    // A miss in the API's families is an API miss, even for a browser asking for HTML.
    for (const miss of [
      '/admin/api/console/nothing',
      '/admin/api',
      '/admin/video/nothing',
      '/admin/content/x',
    ]) {
      const answer = await page(miss);
      expect(answer.httpStatus, miss).toBe(200);
      expect(answer.headers.get('content-type'), miss).toContain('application/json');
      expect(answer.body.code, miss).toBe(404);
    }
    // A write is never a page.
    expect((await server.post('/admin/audit', {})).body.code).toBe(404);
  });

  it('keeps the API on the same port', async () => {
    const { body } = await server.get('/healthz');
    expect(body.code).toBe(200);
  });
});

describe('without a web build', () => {
  it('says plainly that the web app and the back office are not built', async () => {
    const server = await startTestServer('sqlite');
    try {
      const { status, body } = await server.get('/home', { accept: 'text/html' });
      expect(status).toBe(503);
      expect(body).toContain('npm run build');
      const console = await server.get('/admin/', { accept: 'text/html' });
      expect(console.status).toBe(503);
      expect(console.body).toContain('back office is not built');
    } finally {
      await server.stop();
    }
  });
});
