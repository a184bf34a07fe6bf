import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import {
  CLIENT_STYLES,
  RealPlatformClient,
  UNSIGNED_STYLE,
  type Answer,
  type ClientStyle,
} from './compat/real-platform-client.js';

/*
 * Clients written for the real platform (shared/notes/platform-facts.md) against this server, in each
 * signing policy: every style of signed client logs in, reads the article list and an article, its comments
 * and the pay account, in the real API's shapes field by field, always with HTTP 200; replaying any request
 * it made is refused. The unsigned client of an app before Version 1.5.4 is served only when the policy
 * allows requests without the header.
 */

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const MODES = ['on', 'legacy', 'off'] as const;

function expectContentItem(item: Record<string, unknown>, body: 'summary' | 'html') {
  expect(item).toMatchObject({
    id: expect.any(Number),
    title: expect.any(String),
    auditState: 'Pass',
    state: 'OnShelf',
    content: expect.any(String),
    coverImage: expect.any(String),
    coverUrl: expect.any(String),
    viewCount: expect.any(Number),
    commentCount: expect.any(Number),
    praiseCount: expect.any(Number),
    collectCount: expect.any(Number),
    forwardCount: expect.any(Number),
    categoryName: expect.any(String),
    mediaContentType: 'article',
    rejectReason: '',
    createBy: expect.any(String),
    updateBy: expect.any(String),
    createTime: expect.stringMatching(TIME),
    updateTime: expect.stringMatching(TIME),
  });
  expect(item.coverImage).toBe(item.coverUrl);
  expect(item.createBy).toBe(item.userName);
  if (body === 'html') expect(item.content).toMatch(/^<\w/);
  else expect(item.content).not.toMatch(/[<>]/);
}

describe.each(MODES)('clients of the real platform with SIGNATURE_CHECK=%s', (mode) => {
  let server: TestServer;
  let articleId: number;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { SIGNATURE_CHECK: mode } });
    const article = await server.db
      .selectFrom('articles')
      .select('id')
      .where('state', '=', 'OnShelf')
      .where('commentCount', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    articleId = Number(article.id);
  });
  afterAll(() => server.stop());

  /** What every style of client reads, each answer checked as the real API would give it. */
  async function readEverything(client: RealPlatformClient, style: ClientStyle) {
    const slash = style.doubleSlash ? '//' : '/';
    const answers: Answer[] = [];
    const login = await client.login('10000001', 'fox123456');
    answers.push(login);
    expect(login.body, JSON.stringify(login.body)).toMatchObject({ code: 200, msg: '操作成功' });
    expect(login.body.data).toMatchObject({
      userId: expect.any(Number),
      accessToken: expect.any(String),
      expiresTime: 604_800,
      roles: expect.arrayContaining(['user']),
    });

    const list = await client.call('GET', `/app/api/content/article${slash}list?pageNum=1&pageSize=10`);
    answers.push(list);
    expect(list.body).toMatchObject({ code: 200, msg: '查询成功', total: expect.any(Number) });
    const passed = (list.body.data as Array<Record<string, unknown>>).filter(
      (item) => item.auditState === 'Pass',
    );
    expect(passed.length).toBe(list.body.data.length);
    expect(passed.length).toBeGreaterThan(0);
    for (const item of passed) expectContentItem(item, 'summary');

    const detail = await client.call('GET', `/app/api/content/article${slash}${articleId}`);
    answers.push(detail);
    expect(detail.body.code, JSON.stringify(detail.body)).toBe(200);
    expectContentItem(detail.body.data, 'html');
    expect(detail.body.data.id).toBe(articleId);

    const comments = await client.call(
      'GET',
      `/app/api/common/comment${slash}list?busyCode=${articleId}&busyType=Article&pageNum=1&pageSize=10`,
    );
    answers.push(comments);
    expect(comments.body).toMatchObject({ code: 200, msg: '查询成功' });
    expect(comments.body.data.length).toBeGreaterThan(0);
    for (const comment of comments.body.data) {
      expect(comment).toMatchObject({
        id: expect.any(Number),
        pid: expect.any(Number),
        commentUser: expect.any(Number),
        commentUserName: expect.any(String),
        commentUserAvatar: expect.any(String),
        content: expect.any(String),
        commentTime: expect.stringMatching(TIME),
        ipAddress: expect.any(String),
        praiseObj: expect.any(Boolean),
        praiseCount: expect.any(Number),
      });
    }

    const account = await client.call('GET', `/pay${slash}account/account`);
    answers.push(account);
    expect(account.body.code).toBe(200);
    expect(account.body.data).toEqual({
      accountType: 'personal',
      merchantName: '',
      identityType: 'idCard',
      legalName: '胡*满',
      identityNoEncrypt: '33**************21',
      state: 'Pass',
      rejectReason: '',
      bailState: 'none',
      existBank: true,
      identityValidityType: '0',
      identityEndDate: null,
      licenseValidityType: null,
      licenseEndDate: null,
    });
    for (const answer of answers) expect(answer.httpStatus).toBe(200);
  }

  describe.each(CLIENT_STYLES)('a client with $name', (style) => {
    it('logs in and reads in the real shapes; every request it made is refused when replayed', async () => {
      const client = new RealPlatformClient(server.url, style);
      await readEverything(client, style);
      expect(client.sent.length).toBe(5);
      for (const request of client.sent) {
        const replay = await client.send(request);
        expect(replay.httpStatus).toBe(200);
        expect(replay.body, `${request.method} ${request.path}`).toMatchObject({
          code: 401,
          data: { signature: 'replayed' },
        });
      }
    });
  });

  it(`serves an app before signing (no header, Version 1.5.0) ${mode === 'on' ? 'nothing' : 'as it did'}`, async () => {
    const client = new RealPlatformClient(server.url, UNSIGNED_STYLE);
    if (mode === 'on') {
      const login = await client.login('10000001', 'fox123456');
      expect(login.httpStatus).toBe(200);
      expect(login.body).toMatchObject({ code: 401, data: { signature: 'missing' } });
      return;
    }
    await readEverything(client, UNSIGNED_STYLE);
  });

  it('refuses a request without the header from an app that declares no version or 1.5.4 and later', async () => {
    for (const version of [undefined, '1.5.4', '2.0.1']) {
      const client = new RealPlatformClient(server.url, { ...UNSIGNED_STYLE, version });
      const answer = await client.call('GET', '/app/api/content/article/list?pageNum=1&pageSize=1');
      if (mode === 'off') expect(answer.body.code).toBe(200);
      else expect(answer.body, String(version)).toMatchObject({ code: 401, data: { signature: 'missing' } });
    }
  });

  it('says a password sent unencrypted was not encrypted, instead of calling the form expired', async () => {
    const client = new RealPlatformClient(server.url, { name: 'plain password', padding: 'zero' });
    const answer = await client.call('POST', '/auth/v2/login', {
      loginType: 'PASSWORD',
      userName: '10000001',
      password: 'fox123456',
      deviceType: 'PC',
    });
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toContain('密码未加密');
  });
});
