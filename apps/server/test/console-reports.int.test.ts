import type { consoleReports, im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets } from '../src/compose.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { reportQueueHelpers } from './console-reports-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho } from './im-socket.js';

type User = SessionUserForTest;
type Case = consoleReports.ReportCase;
type CaseWithPreview = Case & { preview: consoleReports.ReportPreview };

/**
 * The back office's report queue: reports from the portal land in one case per reported object at once,
 * the queue pages by key with exact totals from its counters, and each case shows its object in place.
 * Decisions are tested in console-report-decisions.int.test.ts.
 */
describe.each(databaseKinds())('the report queue on %s', (kind) => {
  let server: TestServer;
  let ops: Operator;
  let plain: User;
  let users: User[];
  let helpers: ReturnType<typeof reportQueueHelpers>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const staff = await makeOperators(server, '1391628');
    ops = staff.operators.operationsAdministrator;
    plain = staff.user;
    users = await makeUsers(server, 8, '1391629');
    helpers = reportQueueHelpers(server);
  });
  afterAll(() => server.stop());

  const caseOf = async (id: number): Promise<CaseWithPreview> => {
    const answer = await server.get(`/admin/api/console/reports/${id}`, bearer(ops.token));
    expect(answer.body.code).toBe(200);
    return answer.body.data as CaseWithPreview;
  };

  it('gathers the reports of one object in one row, and pages the queue by key with exact totals', async () => {
    const [author, a, b, c] = users as [User, User, User, User];
    const first = await helpers.video(author, '被多人举报的视频');
    const second = await helpers.article(author, '另一篇文章', '<p>正文</p>');
    const third = await helpers.video(author, '第三个视频');
    await helpers.reportOk(a, 'Video', first, 'Spam');
    await helpers.reportOk(b, 'Video', first, 'Porn');
    await helpers.reportOk(c, 'Video', first, 'Spam');
    await helpers.reportOk(a, 'Article', second, 'Abuse');
    await helpers.reportOk(b, 'Video', third, 'Other');

    // A second report by the same user is refused, and counts nothing.
    const again = await helpers.report(a, 'Video', first, 'Porn');
    expect(again.body).toMatchObject({ code: 400, msg: '您已举报过该内容，请耐心等待处理' });

    const open = await helpers.queue(ops);
    expect(open.body).toMatchObject({ code: 200, total: 3 });
    const rows = open.body.data as Case[];
    expect(rows.map((row) => [row.objType, row.objId])).toEqual([
      ['Video', third],
      ['Article', second],
      ['Video', first],
    ]);
    const viral = rows[2]!;
    expect(viral).toMatchObject({
      title: '被多人举报的视频',
      state: 'open',
      reportCount: 3,
      outcome: null,
      resolver: null,
      noteCount: 0,
      author: { id: author.userId },
    });
    expect(viral.reasons).toEqual([
      { reportType: 'Spam', label: '垃圾广告', count: 2 },
      { reportType: 'Porn', label: '色情低俗', count: 1 },
    ]);

    // Filters: by type, by reason, by both; totals from the counters match the rows.
    const videos = await helpers.queue(ops, { objType: 'Video' });
    expect(videos.body.total).toBe(2);
    expect((videos.body.data as Case[]).map((row) => row.objId)).toEqual([third, first]);
    const porn = await helpers.queue(ops, { reportType: 'Porn' });
    expect(porn.body.total).toBe(1);
    expect((porn.body.data as Case[]).map((row) => row.objId)).toEqual([first]);
    const articleSpam = await helpers.queue(ops, { objType: 'Article', reportType: 'Spam' });
    expect(articleSpam.body).toMatchObject({ total: 0, data: [] });
    const resolved = await helpers.queue(ops, { state: 'resolved' });
    expect(resolved.body).toMatchObject({ total: 0, data: [] });

    // Page by page, by the id of the last row shown.
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await helpers.queue(ops, { pageSize: 1, ...(before ? { before } : {}) });
      expect(page.body.total).toBe(3);
      const data = page.body.data as Case[];
      if (data.length === 0) break;
      seen.push(data[0]!.objId);
      before = data[0]!.id;
    }
    expect(seen).toEqual([third, second, first]);

    // The reports of one case: who, why, newest first.
    const filed = await server.get(`/admin/api/console/reports/${viral.id}/reports`, bearer(ops.token));
    expect(filed.body).toMatchObject({ code: 200, total: 3 });
    expect((filed.body.data as Array<{ reporter: { id: number } }>).map((row) => row.reporter.id)).toEqual([
      c.userId,
      b.userId,
      a.userId,
    ]);

    const counts = await server.get('/admin/api/console/reports/counts', bearer(ops.token));
    expect(counts.body.data).toContainEqual({
      state: 'open',
      objType: 'Video',
      reportType: '',
      cases: 2,
      reports: 4,
    });
    expect(counts.body.data).toContainEqual({
      state: 'open',
      objType: 'Video',
      reportType: 'Spam',
      cases: 1,
      reports: 2,
    });
    await helpers.expectCountersExact();
  });

  it('refuses bad filters with a readable message', async () => {
    const badType = await helpers.queue(ops, { objType: 'Nothing' });
    expect(badType.body.code).toBe(400);
    expect(badType.body.msg).toContain('objType');
    const badState = await helpers.queue(ops, { state: 'closed' });
    expect(badState.body.code).toBe(400);
    expect(badState.body.msg).toContain('state');
    const badSize = await helpers.queue(ops, { pageSize: 1000 });
    expect(badSize.body.code).toBe(400);
    const missing = await server.get('/admin/api/console/reports/999999', bearer(ops.token));
    expect(missing.body).toMatchObject({ code: 404, msg: '举报记录不存在' });
    const asUser = await helpers.queue(plain);
    expect(asUser.body.code).toBe(403);
  });

  it('shows a video to play and an article whose HTML is made safe', async () => {
    const [author, reporter] = users as [User, User];
    const videoId = await helpers.video(author, '预览视频', {
      videoUrl: '/resource/files/demo/videos/v.mp4',
    });
    await helpers.reportOk(reporter, 'Video', videoId);
    const shownVideo = await caseOf(await helpers.openCaseOf('Video', videoId));
    expect(shownVideo.preview).toMatchObject({
      found: true,
      title: '预览视频',
      state: 'OnShelf',
      videoUrl: '/resource/files/demo/videos/v.mp4',
      coverUrl: '/resource/files/demo/pictures/cat.jpg',
      author: { id: author.userId },
      paidEpisode: false,
      chat: null,
    });

    const articleId = await helpers.article(
      author,
      '预览文章',
      '<p onclick="steal()">正文<script>alert(1)</script></p><img src="x" onerror="steal()"><a href="javascript:alert(1)">链接</a>',
    );
    await helpers.reportOk(reporter, 'Article', articleId, 'Abuse');
    const shownArticle = await caseOf(await helpers.openCaseOf('Article', articleId));
    expect(shownArticle.preview).toMatchObject({ found: true, title: '预览文章', text: '摘要' });
    const html = shownArticle.preview.html;
    expect(html).toContain('正文');
    for (const unsafe of ['<script', 'onclick', 'onerror', 'javascript:', 'alert'])
      expect(html).not.toContain(unsafe);
  });

  it('shows a comment with what it was posted under', async () => {
    const [author, commenter, reporter] = users as [User, User, User];
    const videoId = await helpers.video(author, '评论所在的视频');
    const commentId = await helpers.comment(commenter, 'Video', videoId, '一条恶意评论');
    await helpers.reportOk(reporter, 'Comment', commentId, 'Abuse');
    const shown = await caseOf(await helpers.openCaseOf('Comment', commentId));
    expect(shown.title).toBe('一条恶意评论');
    expect(shown.preview).toMatchObject({
      found: true,
      text: '一条恶意评论',
      author: { id: commenter.userId },
      under: { busyType: 'Video', busyCode: videoId, title: '评论所在的视频' },
    });
  });

  it('shows a group message with the messages around it and who sent them', async () => {
    const [alice, bob, carol] = users.slice(5) as [User, User, User];
    await makeFriends(server, alice, bob);
    await makeFriends(server, alice, carol);
    const created = await server.post(
      '/im/group',
      { userIds: [bob.userId, carol.userId] },
      bearer(alice.token),
    );
    expect(created.body.code).toBe(200);
    const groupId = created.body.data.id as number;
    const devices = {
      alice: await connectDevice(server, alice.token),
      bob: await connectDevice(server, bob.token),
    };
    const sent: im.Message[] = [];
    const say = async (who: 'alice' | 'bob', content: string) => {
      const localId = `ctx-${sent.length}`;
      devices[who].send({ localId, receiverId: groupId, sessionType: 'group', messageType: 'text', content });
      sent.push((await devices[who].next(isEcho(localId))).data);
    };
    for (let i = 0; i < 7; i++) await say(i % 2 === 0 ? 'bob' : 'alice', `第${i}句`);
    const reported = sent[3]!; // alice's
    const ok = await server.post(
      '/im/chat/message/report',
      { busyCode: 'xyhGroup', objId: reported.id, reportCategoryId: 'Abuse' },
      bearer(bob.token),
    );
    expect(ok.body.code).toBe(200);
    await devices.alice.close();
    await devices.bob.close();

    const { preview, title, author } = await caseOf(await helpers.openCaseOf('xyhGroup', reported.id));
    expect(title).toBe('第3句');
    expect(author?.id).toBe(alice.userId);
    expect(preview).toMatchObject({ found: true, text: '第3句', author: { id: alice.userId } });
    expect(preview.chat).toMatchObject({ sessionType: 'group', conversation: { id: groupId } });
    const lines = preview.chat!.messages.filter((line) => line.messageType === 'text');
    // Five before and after at most: the group's own opening line comes first, then the seven.
    expect(preview.chat!.messages.length).toBeLessThanOrEqual(11);
    expect(lines.map((line) => line.content)).toEqual([
      '第0句',
      '第1句',
      '第2句',
      '第3句',
      '第4句',
      '第5句',
      '第6句',
    ]);
    expect(lines.map((line) => line.reported)).toEqual([false, false, false, true, false, false, false]);
    expect(lines.map((line) => line.sender.id)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => (i % 2 === 0 ? bob.userId : alice.userId)),
    );
  });

  it('describes a free episode with its video and a paid one only by its cover and title', async () => {
    const [author] = users as [User];
    const at = Date.now();
    const drama = await server.db
      .insertInto('dramas')
      .values({
        userId: author.userId,
        title: '短剧',
        intro: '简介',
        coverUrl: '/resource/files/demo/pictures/cat.jpg',
        categoryName: '都市',
        singlePriceCents: 100,
        playletPriceCents: 500,
        freeCount: 1,
        isPlatform: 0,
        state: 'OnShelf',
        episodeCount: 2,
        siteId: 11,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const episodes = await server.db
      .insertInto('dramaEpisodes')
      .values(
        [1, 2].map((episodeNumber) => ({
          dramaId: Number(drama.id),
          episodeNumber,
          title: `第${episodeNumber}集`,
          videoUrl: `/resource/files/episode-${episodeNumber}.mp4`,
          coverUrl: `/resource/files/episode-${episodeNumber}.jpg`,
          duration: 60,
          createdAt: at,
        })),
      )
      .returning('id')
      .execute();
    const [free, paid] = await Promise.all(
      episodes.map((row) => targets.preview(server.db, 'PlayletVideo', Number(row.id))),
    );
    expect(free).toMatchObject({
      title: '第1集',
      videoUrl: '/resource/files/episode-1.mp4',
      paidEpisode: false,
      under: { busyType: 'Playlet', busyCode: Number(drama.id) },
    });
    expect(paid).toMatchObject({
      title: '第2集',
      coverUrl: '/resource/files/episode-2.jpg',
      videoUrl: '',
      paidEpisode: true,
    });
    expect(await targets.preview(server.db, 'Playlet', Number(drama.id))).toMatchObject({
      title: '短剧',
      text: '简介',
      state: 'OnShelf',
    });
  });

  it('keeps operators’ notes on a case, newest first', async () => {
    const [author, reporter] = users as [User, User];
    const videoId = await helpers.video(author, '需要讨论的视频');
    await helpers.reportOk(reporter, 'Video', videoId);
    const caseId = await helpers.openCaseOf('Video', videoId);
    const notes = `/admin/api/console/reports/${caseId}/notes`;
    for (const content of ['先看看是否搬运', '已联系版权方'])
      expect((await server.post(notes, { content }, bearer(ops.token))).body.code).toBe(200);

    const listed = await server.get(notes, bearer(ops.token));
    expect(listed.body).toMatchObject({ code: 200, total: 2 });
    expect(listed.body.data).toMatchObject([
      { content: '已联系版权方', operator: { id: ops.userId } },
      { content: '先看看是否搬运', operator: { id: ops.userId } },
    ]);
    const older = await server.get(`${notes}?pageSize=1&before=${listed.body.data[0].id}`, bearer(ops.token));
    expect(older.body.data).toMatchObject([{ content: '先看看是否搬运' }]);
    expect((await caseOf(caseId)).noteCount).toBe(2);
    expect(await helpers.auditOf('Video', videoId)).toHaveLength(2);

    const empty = await server.post(notes, { content: '   ' }, bearer(ops.token));
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toContain('content');
    const long = await server.post(notes, { content: '长'.repeat(501) }, bearer(ops.token));
    expect(long.body.code).toBe(400);
    const nowhere = await server.post(
      '/admin/api/console/reports/999999/notes',
      { content: '无' },
      bearer(ops.token),
    );
    expect(nowhere.body).toMatchObject({ code: 404 });
    expect((await server.get(notes, bearer(ops.token))).body.total).toBe(2);
  });
});
