import { expect } from 'vitest';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer } from './harness.js';

type User = SessionUserForTest;

/** Arranging reported objects and reading the report queue, shared by the report queue's test files. */
export function reportQueueHelpers(server: TestServer) {
  const { db } = server;
  const now = () => Date.now();

  const video = async (author: User, title: string, extra: { videoUrl?: string } = {}) => {
    const row = await db
      .insertInto('videos')
      .values({
        userId: author.userId,
        title,
        state: 'OnShelf',
        siteId: 11,
        createdAt: now(),
        updatedAt: now(),
        videoUrl: extra.videoUrl ?? '/resource/files/demo/videos/cat.mp4',
        coverUrl: '/resource/files/demo/pictures/cat.jpg',
        duration: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  /** An article stored as given: the preview must make its HTML safe even if it was never cleaned. */
  const article = async (author: User, title: string, contentHtml: string) => {
    const row = await db
      .insertInto('articles')
      .values({
        userId: author.userId,
        title,
        state: 'OnShelf',
        siteId: 11,
        createdAt: now(),
        updatedAt: now(),
        summary: '摘要',
        coverUrl: '/resource/files/demo/pictures/xihu.jpg',
        contentHtml,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  const comment = async (author: User, busyType: string, busyCode: number, content: string) => {
    const row = await db
      .insertInto('comments')
      .values({
        busyType,
        busyCode,
        userId: author.userId,
        pid: 0,
        replyId: 0,
        replyUserId: 0,
        content,
        ipAddress: '未知',
        praiseCount: 0,
        replyCount: 0,
        lastReplyId: 0,
        createdAt: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  /** Reports from the portal, as its report dialog sends them. */
  const report = (by: User, objType: string, objId: number, reportType = 'Spam', reportInformation = '') =>
    server.post(
      '/app/operate/addReportInfo',
      { objType, objId, reportType, ...(reportInformation ? { reportInformation } : {}) },
      bearer(by.token),
    );

  const reportOk = async (by: User, objType: string, objId: number, reportType = 'Spam') => {
    const answer = await report(by, objType, objId, reportType, reportType === 'Other' ? '详情' : '');
    expect(answer.body, `${objType} ${objId}`).toMatchObject({ code: 200 });
  };

  const queue = (operator: User, query: Record<string, string | number> = {}) =>
    server.get(
      `/admin/api/console/reports?${new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      )}`,
      bearer(operator.token),
    );

  /** The open case of an object, by reading the database (a test arranges by it). */
  const openCaseOf = async (objType: string, objId: number) => {
    const row = await db
      .selectFrom('reportCases')
      .select('id')
      .where('objType', '=', objType)
      .where('objId', '=', objId)
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  const resolve = (operator: User, caseId: number, body: Record<string, unknown>) =>
    server.post(`/admin/api/console/reports/${caseId}/resolve`, body, bearer(operator.token));

  const systemNotices = async (user: User) => {
    const answer = await server.get('/app/notice/system/page?pageNum=1&pageSize=50', bearer(user.token));
    expect(answer.body.code).toBe(200);
    return answer.body.data as Array<{ type: string; title: string; content: string; extra: object }>;
  };

  const auditOf = (targetType: string, targetId: number) =>
    db
      .selectFrom('auditEntries')
      .selectAll()
      .where('targetType', '=', targetType)
      .where('targetId', '=', String(targetId))
      .orderBy('id')
      .execute();

  /**
   * The counters against a count of what they count (fine in a test of a few rows): every (state, type,
   * reason) row equals the cases and reports it stands for.
   */
  const expectCountersExact = async () => {
    const cases = await db.selectFrom('reportCases').selectAll().execute();
    const reasons = await db.selectFrom('reportCaseReasons').selectAll().execute();
    const reports = await db.selectFrom('reports').select(['caseId', 'reportType']).execute();
    const expected = new Map<string, { cases: number; reports: number }>();
    const add = (key: string, cases: number, reportCount: number) => {
      const entry = expected.get(key) ?? { cases: 0, reports: 0 };
      expected.set(key, { cases: entry.cases + cases, reports: entry.reports + reportCount });
    };
    const stateOf = new Map(cases.map((row) => [Number(row.id), row]));
    for (const row of cases) {
      const own = reports.filter((entry) => Number(entry.caseId) === Number(row.id));
      expect(Number(row.reportCount)).toBe(own.length);
      add(`${row.state}|${row.objType}|`, 1, own.length);
    }
    for (const row of reasons) {
      const parent = stateOf.get(Number(row.caseId))!;
      expect(row.state).toBe(parent.state);
      const own = reports.filter(
        (entry) => Number(entry.caseId) === Number(row.caseId) && entry.reportType === row.reportType,
      );
      expect(Number(row.reportCount)).toBe(own.length);
      add(`${parent.state}|${parent.objType}|${row.reportType}`, 1, own.length);
    }
    const counted = await db.selectFrom('reportCounts').selectAll().execute();
    const actual = new Map(
      counted
        .filter((row) => Number(row.caseCount) !== 0 || Number(row.reportCount) !== 0)
        .map((row) => [
          `${row.state}|${row.objType}|${row.reportType}`,
          { cases: Number(row.caseCount), reports: Number(row.reportCount) },
        ]),
    );
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  };

  return {
    video,
    article,
    comment,
    report,
    reportOk,
    queue,
    openCaseOf,
    resolve,
    systemNotices,
    auditOf,
    expectCountersExact,
  };
}
