import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets } from '../src/compose.js';
import { inTransaction } from '../src/platform/db/transactions.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { episodesOf, grantEpisode } from './media-support.js';
import { dramaOnShelf } from './money-support.js';
import { act, pendingOf, publish, stored, systemNotices } from './review-support.js';

/**
 * What the portal shows of a reviewed work: its author sees its state and the reason on their own lists and
 * its page; anyone else finds it gone from lists, feeds and search, and its page says it is unavailable. A
 * taken-down drama stays watchable by those who bought it. The report queue's takedowns (the targets'
 * moderation) have the same effect as the review queue's.
 */
describe.each(databaseKinds())('reviewed works on the portal on %s', (kind) => {
  let server: TestServer;
  let copyright: Operator;
  let author: SessionUserForTest;
  let other: SessionUserForTest;

  beforeAll(async () => {
    server = await startTestServer(kind);
    copyright = (await makeOperators(server, '1391710')).operators.copyright;
    [author, other] = (await makeUsers(server, 2, '1391711')) as [SessionUserForTest, SessionUserForTest];
  });
  afterAll(() => server.stop());

  const ids = (answer: { body: { data: Array<{ id: number }> } }) => answer.body.data.map((item) => item.id);
  const works = async (viewer: SessionUserForTest | null) =>
    (
      await server.get(
        `/app/user/works?userId=${author.userId}&kind=Video&pageSize=50`,
        viewer ? bearer(viewer.token) : {},
      )
    ).body.data as Array<{ id: number; state: string; auditState: string; rejectReason: string }>;

  it('shows a taken-down video to its author with the reason, and to nobody else', async () => {
    const id = await publish(server, author, 'Video', '萤火虫之夜');
    const found = async () =>
      ids(await server.get(`/app/api/search/content?keyword=${encodeURIComponent('萤火虫')}`));
    expect(await found()).toContain(id);
    const down = await act(server, copyright, 'videos', {
      action: 'takeDown',
      ids: [id],
      reason: '侵犯他人版权',
    });
    expect(down.body.data.changed).toEqual([id]);

    const own = (await works(author)).find((work) => work.id === id);
    expect(own).toMatchObject({ state: 'CompelOff', auditState: 'Pass', rejectReason: '侵犯他人版权' });
    const detail = await server.get(`/app/api/content/video/${id}`, bearer(author.token));
    expect(detail.body.data).toMatchObject({ state: 'CompelOff', rejectReason: '侵犯他人版权' });

    for (const viewer of [other, null]) {
      const headers = viewer ? bearer(viewer.token) : {};
      const page = await server.get(`/app/api/content/video/${id}`, headers);
      expect(page.body).toEqual({ code: 404, msg: '该内容已下架', data: { unavailable: 'takenDown' } });
      expect((await works(viewer)).map((work) => work.id)).not.toContain(id);
      expect(ids(await server.get('/app/api/content/video/page/center?pageSize=50', headers))).not.toContain(
        id,
      );
    }
    expect(await found()).not.toContain(id);
    // A missing id is still the plain 404.
    expect((await server.get('/app/api/content/video/99999999')).body).toMatchObject({
      code: 404,
      msg: '内容不存在或已下架',
      data: null,
    });

    await act(server, copyright, 'videos', { action: 'restore', ids: [id] });
    expect((await server.get(`/app/api/content/video/${id}`)).body.data.rejectReason).toBe('');
    expect(await found()).toContain(id);
  });

  it('keeps a taken-down drama watchable by its buyer, and its reason for its creator alone', async () => {
    const drama = await dramaOnShelf(server);
    const bought = drama.paidEpisodes[0]!;
    await grantEpisode(server, other.userId, drama.dramaId, bought.id);
    const down = await act(server, copyright, 'dramas', {
      action: 'takeDown',
      ids: [drama.dramaId],
      reason: '未取得播出许可',
    });
    expect(down.body.data.changed).toEqual([drama.dramaId]);
    expect(await stored(server, 'dramas', drama.dramaId)).toMatchObject({ state: 'CompelOff' });

    const buyerEpisodes = await episodesOf(server, drama.dramaId, other.token);
    const watched = buyerEpisodes.find((episode) => episode.id === bought.id)!;
    expect(watched.paid).toBe(true);
    expect(watched.videoUrl).not.toBe('');
    const locked = buyerEpisodes.find((episode) => episode.id === drama.paidEpisodes[1]!.id)!;
    expect(locked).toMatchObject({ paid: false, videoUrl: '' });

    const info = await server.get(
      `/app/api/playlet/info?episodeRelevance=${drama.dramaId}`,
      bearer(other.token),
    );
    expect(info.body.data).toMatchObject({ state: 'CompelOff', rejectReason: '' });
    const creator = await server.db
      .selectFrom('dramas')
      .select('userId')
      .where('id', '=', drama.dramaId)
      .executeTakeFirstOrThrow();
    const told = await server.db
      .selectFrom('notices')
      .select(['title', 'content', 'extra'])
      .where('userId', '=', Number(creator.userId))
      .where('tab', '=', 'system')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.title).toBe('作品已被下架');
    expect(told.content).toContain('未取得播出许可');
    expect(JSON.parse(told.extra)).toMatchObject({ busyType: 'Playlet', busyCode: drama.dramaId });
    const shelf = (await server.get('/app/api/playlet/list?pageSize=50')).body.data as Array<{ id: number }>;
    expect(shelf.map((item) => item.id)).not.toContain(drama.dramaId);
  });

  it("takes down through a target's moderation exactly as the review queue does", async () => {
    const id = await publish(server, author, 'Article', '被举报的图文');
    const pending = await pendingOf(server, copyright, 'videos');
    const moderation = targets.moderation('Article')!;
    const change = await inTransaction(server.db, (trx) =>
      moderation.takeDown(trx, id, '举报属实', Date.now()),
    );
    expect(change).toEqual({
      authorId: author.userId,
      title: '被举报的图文',
      before: 'OnShelf',
      after: 'CompelOff',
    });
    expect(await stored(server, 'articles', id)).toEqual({
      state: 'CompelOff',
      rejectReason: '举报属实',
      reviewPending: 0,
    });
    expect(await pendingOf(server, copyright, 'videos')).toBe(pending);
    const again = await inTransaction(server.db, (trx) =>
      moderation.takeDown(trx, id, '再次举报', Date.now()),
    );
    expect(again).toMatchObject({ before: 'CompelOff', after: 'CompelOff' });
    const back = await inTransaction(server.db, (trx) => moderation.restore!(trx, id, Date.now()));
    expect(back).toMatchObject({ before: 'CompelOff', after: 'OnShelf' });
    expect(await targets.moderation('Playlet')!.takeDown(server.db, 99_999_999, 'x', Date.now())).toBeNull();
  });
});

describe.each(databaseKinds())('review before publishing (CONTENT_REVIEW=before) on %s', (kind) => {
  let server: TestServer;
  let article: Operator;
  let author: SessionUserForTest;
  let asker: SessionUserForTest;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false', CONTENT_REVIEW: 'before' } });
    article = (await makeOperators(server, '1391720')).operators.article;
    [author, asker] = (await makeUsers(server, 2, '1391721')) as [SessionUserForTest, SessionUserForTest];
  });
  afterAll(() => server.stop());

  it('keeps a new work from everyone but its author until it is approved', async () => {
    const id = await publish(server, author, 'Question', '审核前的提问');
    const own = await server.get(`/app/api/question/${id}`, bearer(author.token));
    expect(own.body.data).toMatchObject({ state: 'WaitApprove', auditState: 'WaitApprove' });
    const others = await server.get(`/app/api/question/${id}`, bearer(asker.token));
    expect(others.body).toEqual({
      code: 404,
      msg: '该内容正在审核中，暂时无法查看',
      data: { unavailable: 'underReview' },
    });
    expect(ids(await server.get('/app/api/question/page/center?pageSize=50'))).not.toContain(id);
    expect(await pendingOf(server, article, 'questions')).toBe(1);

    const approved = await act(server, article, 'questions', { action: 'approve', ids: [id] });
    expect(approved.body.data.changed).toEqual([id]);
    expect((await server.get(`/app/api/question/${id}`)).body.data.state).toBe('OnShelf');
    expect((await systemNotices(server, author))[0]).toMatchObject({ title: '作品审核通过' });
    expect(await pendingOf(server, article, 'questions')).toBe(0);
  });

  it('counts an answer on its question only once it is approved', async () => {
    const questionId = await publish(server, asker, 'Question', '有人回答吗');
    await act(server, article, 'questions', { action: 'approve', ids: [questionId] });
    const answered = await server.post(
      `/app/api/question/${questionId}/answer`,
      { contentHtml: '<p>我来回答</p>' },
      bearer(author.token),
    );
    expect(answered.body.data.state).toBe('WaitApprove');
    const count = async () => (await server.get(`/app/api/question/${questionId}`)).body.data.answerCount;
    expect(await count()).toBe(0);
    expect((await systemNotices(server, asker)).map((notice) => notice.type)).not.toContain(
      'questionReceive',
    );
    await act(server, article, 'answers', { action: 'approve', ids: [answered.body.data.id] });
    expect(await count()).toBe(1);
    await act(server, article, 'answers', {
      action: 'takeDown',
      ids: [answered.body.data.id],
      reason: '灌水',
    });
    expect(await count()).toBe(0);
  });

  const ids = (answer: { body: { data: Array<{ id: number }> } }) => answer.body.data.map((item) => item.id);
});
