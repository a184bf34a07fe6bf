import type { im } from '@fox/contracts';
import { bearer } from './auth-helpers.js';
import type { TestServer } from './harness.js';

export type NoticeFrame = Extract<im.ServerFrame, { type: 'notice' }>;
export const isSystemNotice = (frame: im.ServerFrame): frame is NoticeFrame =>
  frame.type === 'notice' && frame.data.tab === 'system';

export const BROADCASTS = '/admin/api/console/notices/broadcasts';

/** Polls `probe` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function publicIdsOf(server: Pick<TestServer, 'db'>, userIds: number[]): Promise<string[]> {
  const rows = await server.db
    .selectFrom('users')
    .select(['id', 'userName'])
    .where('id', 'in', userIds)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row.userName]));
  return userIds.map((id) => byId.get(id)!);
}

/** The broadcast as the console shows it, once `done` says it is where the test needs it. */
export function broadcastWhen(
  server: TestServer,
  token: string,
  id: number,
  done: (broadcast: { state: string; deliveredCount: number }) => boolean,
  timeoutMs?: number,
) {
  return eventually(
    `broadcast ${id}`,
    async () => {
      const answer = await server.get(`${BROADCASTS}/${id}`, bearer(token));
      return done(answer.body.data) ? (answer.body.data as Record<string, any>) : undefined;
    },
    timeoutMs,
  );
}

/** How many notices of broadcast `id` each user holds. */
export async function noticesPerUser(
  server: Pick<TestServer, 'db'>,
  id: number,
): Promise<Map<number, number>> {
  const rows = await server.db
    .selectFrom('notices')
    .select(['userId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('broadcastId', '=', id)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((row) => [Number(row.userId), Number(row.n)]));
}

export async function allUserIds(server: Pick<TestServer, 'db'>): Promise<number[]> {
  const rows = await server.db.selectFrom('users').select('id').orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

/** Every account holds exactly one notice of broadcast `id`. */
export async function everyoneOnce(server: Pick<TestServer, 'db'>, id: number) {
  const [users, held] = await Promise.all([allUserIds(server), noticesPerUser(server, id)]);
  return {
    users: users.length,
    missing: users.filter((userId) => !held.has(userId)),
    doubled: [...held].filter(([, n]) => n !== 1).map(([userId]) => userId),
  };
}

export const systemNotice = (title: string, content = '平台将于今晚十点进行维护') => ({
  tab: 'system',
  title,
  content,
});
