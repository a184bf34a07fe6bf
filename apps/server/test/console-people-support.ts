import type { groups } from '@fox/contracts';
import { hashPassword } from '../src/platform/passwords.js';
import { bearer, encryptedPassword, makeFriends, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer } from './harness.js';

/** The people pages' paths, for the tests of the back office's users, roles and groups. */
export const PEOPLE = '/admin/api/console/users';
export const GROUPS = '/admin/api/console/groups';

/** The system notices a user got, newest first. */
export const systemNoticesOf = (server: TestServer, userId: number) =>
  server.db
    .selectFrom('notices')
    .selectAll()
    .where('userId', '=', userId)
    .where('tab', '=', 'system')
    .orderBy('id', 'desc')
    .execute();

/** The audit entries of one target, newest first. */
export const auditOf = (server: TestServer, targetType: string, targetId: number) =>
  server.db
    .selectFrom('auditEntries')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', String(targetId))
    .orderBy('id', 'desc')
    .execute();

/** Gives an account a password directly, for logins after the SMS code's rate limit. */
export async function setPasswordForTest(server: TestServer, userId: number, password: string) {
  await server.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

/** A password login by public ID; answers the envelope. */
export async function passwordLogin(server: TestServer, userName: string, password: string) {
  const { body } = await server.post('/auth/v2/login', {
    loginType: 'PASSWORD',
    userName,
    password: await encryptedPassword(server, password),
    deviceType: 'PC',
  });
  return body as { code: number; msg: string; data: { accessToken: string } | null };
}

export const publicIdOf = async (server: TestServer, userId: number) =>
  (await server.db.selectFrom('users').select('userName').where('id', '=', userId).executeTakeFirstOrThrow())
    .userName;

/** A group of a leader and friends of theirs, made through the portal's own call. */
export async function createGroupForTest(
  server: TestServer,
  leader: SessionUserForTest,
  members: SessionUserForTest[],
  name: string,
): Promise<groups.Group> {
  for (const member of members) await makeFriends(server, leader, member);
  const created = await server.post(
    '/im/group',
    { userIds: members.map((member) => member.userId), name },
    bearer(leader.token),
  );
  if (created.body.code !== 200) throw new Error(`group not made: ${JSON.stringify(created.body)}`);
  return created.body.data as groups.Group;
}

/** A group send frame. */
export const groupText = (groupId: number, localId: string, content: string) => ({
  localId,
  receiverId: groupId,
  sessionType: 'group',
  messageType: 'text',
  content,
});
