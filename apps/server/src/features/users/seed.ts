import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { hashPassword } from '../auth/passwords.js';

/** The password of every demo account (they also log in by SMS code). */
export const DEMO_PASSWORD = 'fox123456';

/** The people of the demo world. Phone numbers are the demo logins the README names. */
export const demoUsers = [
  {
    userName: '10000001',
    nickName: '狐小满',
    phone: '13800000001',
    roles: 'user',
    intro: '爱看短剧，也爱写影评。',
  },
  {
    userName: '10000002',
    nickName: '山间晚风',
    phone: '13800000002',
    roles: 'user',
    intro: '旅行摄影，记录路上的风景。',
  },
  {
    userName: '10000003',
    nickName: '陈一帆',
    phone: '13800000003',
    roles: 'user,agent',
    intro: '本地生活服务代理商。',
  },
  {
    userName: '10000004',
    nickName: '林知夏',
    phone: '13800000004',
    roles: 'user',
    intro: '读诗，写散文，偶尔答题。',
  },
  {
    userName: '10000005',
    nickName: '阿木木',
    phone: '13800000005',
    roles: 'user',
    intro: '接心愿单的小能手。',
  },
  {
    userName: '10000006',
    nickName: 'Maple',
    phone: '13800000006',
    roles: 'user',
    intro: 'Short videos about cooking.',
  },
] as const;

export async function seedDemoUsers(db: Kysely<DatabaseSchema>, now: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(
      demoUsers.map((user, index) => ({
        ...user,
        avatar: '',
        siteId: 11,
        passwordHash,
        state: 'active' as const,
        guideDone: 0,
        // Spread the sign-up times over the past weeks so lists have a natural order.
        createdAt: now - (demoUsers.length - index) * 86_400_000,
      })),
    )
    .execute();
}
