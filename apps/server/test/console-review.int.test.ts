import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  act,
  auditOf,
  pendingOf,
  publish,
  REVIEW,
  reviewItem,
  stored,
  systemNotices,
} from './review-support.js';

/**
 * The back office's review queues: which queues each role opens, what each action does to a work (its
 * state, its reason, its place in the queue), the audit entry and the author's notice that come with it,
 * batches in one transaction, and bad input refused with a readable message and nothing changed.
 */
describe.each(databaseKinds())('console review queues on %s', (kind) => {
  let server: TestServer;
  let operators: Record<string, Operator>;
  let plain: SessionUserForTest;
  let author: SessionUserForTest;
  let copyright: Operator;
  let article: Operator;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ user: plain, operators } = await makeOperators(server, '1391700'));
    [author] = (await makeUsers(server, 1, '1391701')) as [SessionUserForTest];
    copyright = operators.copyright!;
    article = operators.article!;
  });
  afterAll(() => server.stop());

  const queuesOf = async (who: SessionUserForTest) => {
    const answer = await server.get(REVIEW, bearer(who.token));
    expect(answer.body.code).toBe(200);
    return (answer.body.data as Array<{ key: string }>).map((queue) => queue.key);
  };

  it('opens to each role the queues that serve it, and every queue to the super operator', async () => {
    expect(await queuesOf(copyright)).toEqual(['videos', 'dramas']);
    expect(await queuesOf(article)).toEqual([
      'articles',
      'questions',
      'answers',
      'poems',
      'proses',
      'wishes',
    ]);
    // Finance reviews real-name verifications, settlement bank cards and game rebate claims.
    expect(await queuesOf(operators.finance!)).toEqual(['personAuth', 'bankCard', 'gameRebate']);
    expect(await queuesOf(operators.superAdmin!)).toHaveLength(11);
    expect((await server.get(REVIEW, bearer(plain.token))).body.code).toBe(403);

    const videos = (await server.get(REVIEW, bearer(copyright.token))).body.data[0];
    expect(videos).toMatchObject({ key: 'videos', title: '视频审核', kind: 'Video', roles: ['copyright'] });
    expect(videos.views.map((view: { key: string }) => view.key)).toEqual([
      'pending',
      'all',
      'OnShelf',
      'WaitApprove',
      'Refuse',
      'CompelOff',
      'OffShelf',
    ]);
    expect(videos.actions).toEqual([
      { name: 'approve', label: '通过', reason: 'optional', undoneBy: 'takeDown', from: expect.any(Array) },
      { name: 'refuse', label: '驳回', reason: 'required', undoneBy: 'approve', from: expect.any(Array) },
      { name: 'takeDown', label: '下架', reason: 'required', undoneBy: 'restore', from: expect.any(Array) },
      { name: 'restore', label: '恢复上架', reason: 'optional', undoneBy: 'takeDown', from: ['CompelOff'] },
    ]);
    expect(videos.reasons.length).toBeGreaterThan(0);
  });

  it('refuses a role the named queue does not serve, and answers an unknown queue with 404', async () => {
    for (const path of [`${REVIEW}/articles/items`, `${REVIEW}/articles/items/1`]) {
      const refused = await server.get(path, bearer(copyright.token));
      expect(refused.body).toMatchObject({ code: 403, msg: '没有权限进行此操作，请联系超级管理员开通' });
    }
    const acting = await act(server, copyright, 'articles', { action: 'approve', ids: [1] });
    expect(acting.body.code).toBe(403);
    expect((await server.get(`${REVIEW}/dramas/items`, bearer(article.token))).body.code).toBe(403);
    const unknown = await server.get(`${REVIEW}/realName/items`, bearer(operators.superAdmin!.token));
    expect(unknown.body).toMatchObject({ code: 404, msg: '审核队列不存在' });
  });

  it('queues a published work at once, on the shelf (post-moderation), and approving it leaves the queue', async () => {
    const before = await pendingOf(server, copyright, 'videos');
    const id = await publish(server, author, 'Video', '刚发布的猫');
    expect(await pendingOf(server, copyright, 'videos')).toBe(before! + 1);
    expect((await server.get(`/app/api/content/video/${id}`)).body.data.state).toBe('OnShelf');
    const page = await server.get(`${REVIEW}/videos/items?pageSize=5`, bearer(copyright.token));
    expect(page.body.data[0]).toMatchObject({
      id,
      kind: 'Video',
      title: '刚发布的猫',
      state: 'OnShelf',
      auditState: 'WaitApprove',
      pending: true,
      media: '/resource/files/demo/videos/cat-nap.mp4',
      portalPath: `/videoShare?id=${id}`,
      author: { id: author.userId },
      actions: ['approve', 'refuse', 'takeDown'],
    });

    const approved = await act(server, copyright, 'videos', { action: 'approve', ids: [id] });
    expect(approved.body.data).toEqual({ changed: [id], skipped: [] });
    expect(await pendingOf(server, copyright, 'videos')).toBe(before);
    expect(await stored(server, 'videos', id)).toMatchObject({ state: 'OnShelf', reviewPending: 0 });
    const [entry] = await auditOf(server, 'Video', id);
    expect(entry).toMatchObject({ operatorId: copyright.userId, action: 'review.approve' });
    // Nothing the author sees changed, so nothing is said.
    expect((await systemNotices(server, author)).map((notice) => notice.extra.busyCode)).not.toContain(id);
    // Approving it again applies no more: it is skipped and named.
    const again = await act(server, copyright, 'videos', { action: 'approve', ids: [id] });
    expect(again.body.data).toEqual({ changed: [], skipped: [{ id, state: 'OnShelf' }] });
  });

  it('refuses with the reason kept, audited and told to the author', async () => {
    const id = await publish(server, author, 'Article', '要驳回的图文');
    const refused = await act(server, article, 'articles', {
      action: 'refuse',
      ids: [id],
      reason: '含有广告或引流信息',
    });
    expect(refused.body.data.changed).toEqual([id]);
    expect(await stored(server, 'articles', id)).toEqual({
      state: 'Refuse',
      rejectReason: '含有广告或引流信息',
      reviewPending: 0,
    });
    const [entry] = await auditOf(server, 'Article', id);
    expect(entry).toMatchObject({ action: 'review.refuse', reason: '含有广告或引流信息' });
    expect(JSON.parse(entry!.before)).toMatchObject({ state: 'OnShelf', pending: true });
    expect(JSON.parse(entry!.after)).toEqual({ state: 'Refuse' });
    const [notice] = await systemNotices(server, author);
    expect(notice).toMatchObject({ type: 'contentAudit', title: '作品审核未通过' });
    expect(notice!.content).toContain('《要驳回的图文》');
    expect(notice!.content).toContain('含有广告或引流信息');
    expect(notice!.extra).toMatchObject({ busyType: 'Article', busyCode: id, result: 'refuse' });

    const item = await reviewItem(server, article, 'articles', id);
    expect(item).toMatchObject({ state: 'Refuse', auditState: 'Refuse', actions: ['approve', 'takeDown'] });
    expect(item.body).toBe('<p>要驳回的图文的正文</p>');
    expect(item.history).toEqual([expect.objectContaining({ action: 'review.refuse' })]);
  });

  it('takes down and puts back, each with its audit entry and notice', async () => {
    const id = await publish(server, author, 'Question', '要下架的提问');
    const down = await act(server, article, 'questions', { action: 'takeDown', ids: [id], reason: '违规' });
    expect(down.body.data.changed).toEqual([id]);
    expect(await stored(server, 'questions', id)).toMatchObject({ state: 'CompelOff', rejectReason: '违规' });
    expect((await systemNotices(server, author))[0]).toMatchObject({ title: '作品已被下架' });

    const back = await act(server, article, 'questions', { action: 'restore', ids: [id] });
    expect(back.body.data.changed).toEqual([id]);
    expect(await stored(server, 'questions', id)).toMatchObject({ state: 'OnShelf', rejectReason: '' });
    expect((await systemNotices(server, author))[0]).toMatchObject({ title: '作品已恢复上架' });
    expect((await auditOf(server, 'Question', id)).map((entry) => entry.action)).toEqual([
      'review.takeDown',
      'review.restore',
    ]);
  });

  it('runs a batch of many items in one transaction, skipping and naming those it does not apply to', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await publish(server, author, 'Poetry', `批量诗${i}`));
    await act(server, article, 'poems', { action: 'takeDown', ids: [ids[0]], reason: '抄袭' });
    const noticesBefore = (await systemNotices(server, author)).length;
    const batch = await act(server, article, 'poems', { action: 'takeDown', ids, reason: '批量下架' });
    expect(batch.body.data.changed).toEqual(ids.slice(1));
    expect(batch.body.data.skipped).toEqual([{ id: ids[0], state: 'CompelOff' }]);
    const rows = await server.db.selectFrom('poems').select(['state']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.state === 'CompelOff')).toBe(true);
    expect((await systemNotices(server, author)).length).toBe(noticesBefore + 24);
    const audited = await server.db
      .selectFrom('auditEntries')
      .select('targetId')
      .where('targetType', '=', 'Poetry')
      .where('reason', '=', '批量下架')
      .execute();
    expect(audited).toHaveLength(24);
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const id = await publish(server, author, 'Prose', '不该被改的散文');
    const pending = await pendingOf(server, article, 'proses');
    const audited = (await server.db.selectFrom('auditEntries').select('id').execute()).length;
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [
        { action: 'delete', ids: [id] },
        400,
        '该队列不支持此操作，可选操作：approve, refuse, takeDown, restore',
      ],
      [{ action: 'refuse', ids: [] }, 400, '参数 ids 至少需要 1 项'],
      [{ action: 'refuse', ids: [id] }, 400, '请填写驳回的原因'],
      [{ action: 'takeDown', ids: [id], reason: '   ' }, 400, '请填写下架的原因'],
      [{ action: 'approve', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 400, '参数 ids 最多 100 项'],
      [{ action: 'takeDown', ids: [id, 99_999_999], reason: '违规' }, 404, '以下内容不存在：99999999'],
      [
        { action: 'takeDown', ids: [id], reason: 'x'.repeat(201) },
        400,
        '参数 reason 长度不能超过 200 个字符',
      ],
      [{ action: 'approve', ids: [id], extra: 1 }, 400, '不支持的参数：extra'],
    ];
    for (const [body, code, msg] of bad) {
      const answer = await act(server, article, 'proses', body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code, msg });
    }
    for (const query of ['view=Deleted', 'keyword=abc', 'pageSize=101', 'before=0']) {
      const answer = await server.get(`${REVIEW}/proses/items?${query}`, bearer(article.token));
      expect(answer.body.code, query).toBe(400);
      expect(answer.body.msg, query).not.toBe('');
    }
    expect((await server.get(`${REVIEW}/proses/items?view=Deleted`, bearer(article.token))).body.msg).toBe(
      '筛选条件只能是 pending, all, OnShelf, WaitApprove, Refuse, CompelOff, OffShelf 之一',
    );
    const row = await server.db
      .selectFrom('proses')
      .select(['state', 'reviewPending'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'OnShelf', reviewPending: 1 });
    expect(await pendingOf(server, article, 'proses')).toBe(pending);
    expect((await server.db.selectFrom('auditEntries').select('id').execute()).length).toBe(audited);
  });

  it('lets only one of two operators acting at once change a work; the other is told it was skipped', async () => {
    const id = await publish(server, author, 'Video', '两人同时处理');
    const before = await pendingOf(server, copyright, 'videos');
    const both = await Promise.all([
      act(server, copyright, 'videos', { action: 'takeDown', ids: [id], reason: '甲的理由' }),
      act(server, operators.superAdmin!, 'videos', { action: 'takeDown', ids: [id], reason: '乙的理由' }),
    ]);
    const changed = both.filter((answer) => answer.body.data.changed.length === 1);
    expect(changed).toHaveLength(1);
    expect(both.find((answer) => answer !== changed[0])!.body.data.skipped).toHaveLength(1);
    expect(await pendingOf(server, copyright, 'videos')).toBe(before! - 1);
    expect(await auditOf(server, 'Video', id)).toHaveLength(1);
  });

  it('takes an edited work back to review, and resubmits a refused one', async () => {
    const video = await publish(server, author, 'Video', '会被修改的视频');
    await act(server, copyright, 'videos', { action: 'approve', ids: [video] });
    const before = await pendingOf(server, copyright, 'videos');
    const edited = await server.put('/admin/video', { id: video, title: '改过的视频' }, bearer(author.token));
    expect(edited.body.data).toMatchObject({ title: '改过的视频', state: 'OnShelf' });
    expect(await stored(server, 'videos', video)).toMatchObject({ state: 'OnShelf', reviewPending: 1 });
    expect(await pendingOf(server, copyright, 'videos')).toBe(before! + 1);
    await server.put('/admin/video', { id: video, title: '又改了一次' }, bearer(author.token));
    expect(await pendingOf(server, copyright, 'videos')).toBe(before! + 1);

    const refused = await publish(server, author, 'Article', '被驳回后修改');
    await act(server, article, 'articles', { action: 'refuse', ids: [refused], reason: '标题党' });
    const fixed = await server.put(
      '/admin/article',
      { id: refused, title: '修改后重新提交' },
      bearer(author.token),
    );
    expect(fixed.body.data).toMatchObject({
      state: 'WaitApprove',
      auditState: 'WaitApprove',
      rejectReason: '',
    });
    expect(await stored(server, 'articles', refused)).toMatchObject({ reviewPending: 1 });
    expect((await server.get(`/app/api/content/article/${refused}`)).body.data).toEqual({
      unavailable: 'underReview',
    });
    await act(server, article, 'articles', { action: 'approve', ids: [refused] });
    expect((await server.get(`/app/api/content/article/${refused}`)).body.data.state).toBe('OnShelf');
  });

  it('pages by key, filters by state and finds by id or author', async () => {
    const ids = [
      await publish(server, author, 'Article', '翻页一'),
      await publish(server, author, 'Article', '翻页二'),
      await publish(server, author, 'Article', '翻页三'),
    ];
    const page = async (query: string) => {
      const answer = await server.get(`${REVIEW}/articles/items?${query}`, bearer(article.token));
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body as { total: number; data: Array<{ id: number; state: string }> };
    };
    const first = await page('pageSize=2');
    expect(first.data.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.total).toBe(3);
    const second = await page(`pageSize=2&before=${ids[1]}`);
    expect(second.data[0]!.id).toBe(ids[0]);
    expect((await page(`keyword=${ids[1]}&view=all`)).data.map((item) => item.id)).toEqual([ids[1]]);
    const account = await server.db
      .selectFrom('users')
      .select('userName')
      .where('id', '=', author.userId)
      .executeTakeFirstOrThrow();
    const byAuthor = await page(`keyword=${account.userName}&view=all&pageSize=100`);
    expect(byAuthor.data.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
    const refused = await page('view=Refuse&pageSize=100');
    expect(refused.data.length).toBeGreaterThan(0);
    expect(refused.data.every((item) => item.state === 'Refuse')).toBe(true);
  });
});
