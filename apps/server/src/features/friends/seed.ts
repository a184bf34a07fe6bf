import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userIdsByName } from '../users/index.js';
import type { FriendsTables } from './tables.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Friendships among the demo users, by public ID: [one, other, the remark `one` gives `other`], oldest
 * first (the demo chats, im/seed-chats.ts, are between friends and begin after these). Demo user 10000012
 * is left out of everything here: the browser journeys rely on it being untouched.
 */
const FRIENDSHIPS: Array<[string, string, string]> = [
  ['10000011', '10000004', '知夏姐'],
  ['10000011', '10000007', '猫博主'],
  ['10000011', '10000005', ''],
  ['10000001', '10000002', '晚风'],
  ['10000001', '10000003', '陈经理'],
  ['10000001', '10000004', ''],
  ['10000001', '10000007', '猫咪博主'],
  ['10000002', '10000005', ''],
  ['10000002', '10000009', '旅行搭子'],
  ['10000003', '10000006', ''],
  ['10000004', '10000007', ''],
  ['10000005', '10000008', '阿杰'],
  ['10000006', '10000010', ''],
  ['10000017', '10000018', '小林'],
];

/** Requests: [applicant, receiver, message, state, days ago]; one old enough to read as timeOut. */
const REQUESTS: Array<[string, string, string, 'audit' | 'reject', number]> = [
  ['10000011', '10000001', '你好，我是小鹿，看了你的影评想加个好友～', 'audit', 0.1],
  ['10000008', '10000002', '一起去拍美食吧！', 'audit', 1],
  ['10000010', '10000003', '想咨询一下本地生活服务。', 'reject', 3],
  ['10000009', '10000004', '周末一起去爬山吗？', 'audit', 9],
];

/** Labels: [owner, name, members]. */
const LABELS: Array<[string, string, string[]]> = [
  ['10000001', '同事', ['10000003']],
  ['10000001', '旅行搭子', ['10000002', '10000004']],
  ['10000001', '特别关心', ['10000007']],
  ['10000002', '摄影圈', ['10000009']],
];

export async function seedFriends(platformDb: Db, now: number): Promise<void> {
  const db = tablesOf<FriendsTables>(platformDb);
  const idOf = await userIdsByName(db);
  const id = (userName: string) => idOf.get(userName);

  const sides = FRIENDSHIPS.flatMap(([one, other, remark], index) => {
    const a = id(one);
    const b = id(other);
    if (a === undefined || b === undefined) return [];
    const createdAt = now - (FRIENDSHIPS.length - index) * DAY;
    const empty = { notePhone: '', noteTxt: '', noteImage: '' };
    return [
      { userId: a, friendId: b, remark, ...empty, createdAt },
      { userId: b, friendId: a, remark: '', ...empty, createdAt },
    ];
  });
  if (sides.length > 0) await db.insertInto('friendships').values(sides).execute();

  const requests = REQUESTS.flatMap(([from, to, message, state, daysAgo]) => {
    const userId = id(from);
    const friendId = id(to);
    if (userId === undefined || friendId === undefined) return [];
    const createdAt = now - Math.round(daysAgo * DAY) - 7 * MINUTE;
    return [
      {
        userId,
        friendId,
        applyMsg: message,
        applyMsgList: JSON.stringify([message]),
        alias: '',
        source: 'platform',
        state,
        readState: state === 'audit' ? 0 : 1,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (requests.length > 0) await db.insertInto('friendRequests').values(requests).execute();

  for (const [owner, name, members] of LABELS) {
    const userId = id(owner);
    if (userId === undefined) continue;
    const label = await db
      .insertInto('friendLabels')
      .values({ userId, name, createdAt: now - 2 * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    const friendIds = members.map(id).filter((friendId): friendId is number => friendId !== undefined);
    if (friendIds.length > 0) {
      await db
        .insertInto('friendLabelMembers')
        .values(friendIds.map((friendId) => ({ labelId: Number(label.id), friendId })))
        .execute();
    }
  }
}
