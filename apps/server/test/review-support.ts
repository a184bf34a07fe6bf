import { expect } from 'vitest';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer, TestResponse } from './harness.js';

export const REVIEW = '/admin/api/console/review/queues';
export const DEMO_VIDEO = '/resource/files/demo/videos/cat-nap.mp4';

type Kind = 'Video' | 'Article' | 'Question' | 'Poetry' | 'Prose';

/** The paths each kind is published at, and the body of a small work of it. */
export const PUBLISH: Record<Kind, (title: string) => [string, Record<string, unknown>]> = {
  Video: (title: string) => ['/app/api/content/video', { title, videoUrl: DEMO_VIDEO }],
  Article: (title: string) => ['/app/api/content/article', { title, contentHtml: `<p>${title}的正文</p>` }],
  Question: (title: string) => ['/app/api/question', { title }],
  Poetry: (title: string) => [
    '/app/api/content/poetry',
    { title, author: '佚名', dynasty: '唐', content: '床前明月光' },
  ],
  Prose: (title: string) => ['/app/api/content/prose', { title, content: '一段散文。' }],
};

/** Publishes a work as the author; answers its id (an unexpected refusal fails the test). */
export async function publish(
  server: TestServer,
  author: SessionUserForTest,
  kind: Kind,
  title: string,
): Promise<number> {
  const [path, body] = PUBLISH[kind](title);
  const answer = await server.post(path, body, bearer(author.token));
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}

/** One batch action on a queue, as an operator. */
export const act = (
  server: TestServer,
  operator: SessionUserForTest,
  queue: string,
  body: Record<string, unknown>,
): Promise<TestResponse> => server.post(`${REVIEW}/${queue}/actions`, body, bearer(operator.token));

/** One item of a queue as the console shows it. */
export async function reviewItem(
  server: TestServer,
  operator: SessionUserForTest,
  queue: string,
  id: number,
) {
  const answer = await server.get(`${REVIEW}/${queue}/items/${id}`, bearer(operator.token));
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The pending count the queues list shows for one queue. */
export async function pendingOf(server: TestServer, operator: SessionUserForTest, queue: string) {
  const answer = await server.get(REVIEW, bearer(operator.token));
  expect(answer.body.code).toBe(200);
  return (answer.body.data as Array<{ key: string; pending: number }>).find((q) => q.key === queue)?.pending;
}

/** The audit entries written on one target, oldest first. */
export async function auditOf(server: TestServer, targetType: string, id: number) {
  return server.db
    .selectFrom('auditEntries')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', String(id))
    .orderBy('id')
    .execute();
}

/** The system notices a user received, newest first. */
export async function systemNotices(server: TestServer, user: SessionUserForTest) {
  const answer = await server.get('/app/notice/system/page?pageSize=50', bearer(user.token));
  expect(answer.body.code).toBe(200);
  return answer.body.data as Array<{
    type: string;
    title: string;
    content: string;
    extra: Record<string, unknown>;
  }>;
}

/** A work's shelf state and reason as stored. */
export async function stored(
  server: TestServer,
  table: 'videos' | 'articles' | 'questions' | 'dramas',
  id: number,
) {
  return server.db
    .selectFrom(table)
    .select(['state', 'rejectReason', 'reviewPending'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
