import type { consolePeople } from '@fox/contracts';

/** Rows as the people endpoints answer them, for the pages' component tests. */
export function userRow(overrides: Partial<consolePeople.ConsoleUser> = {}): consolePeople.ConsoleUser {
  return {
    id: 501,
    userName: '10000501',
    nickName: '巡山小妖',
    avatar: '',
    phone: '13950000001',
    roles: ['user'],
    state: 'active',
    stateReason: '',
    stateTime: null,
    mute: null,
    createTime: '2026-01-02 03:04:05',
    ...overrides,
  };
}

export function userDetailRow(
  overrides: Partial<consolePeople.ConsoleUserDetail> = {},
): consolePeople.ConsoleUserDetail {
  return {
    ...userRow(),
    intro: '爱看山',
    siteId: 1,
    hasPassword: false,
    counts: { followCount: 3, fansCount: 12, likedCount: 40, liveSessions: 2 },
    ...overrides,
  };
}

export function groupRow(overrides: Partial<consolePeople.ConsoleGroup> = {}): consolePeople.ConsoleGroup {
  return {
    id: 77,
    name: '西湖摄影群',
    logo: '',
    groupType: 'group',
    owner: { id: 501, userName: '10000501', nickName: '巡山小妖', avatar: '' },
    memberCount: 8,
    state: 0,
    dissolved: false,
    createTime: '2026-01-02 03:04:05',
    lastMessageTime: '2026-01-03 10:00:00',
    ...overrides,
  };
}

export const list = (rows: unknown[]) => ({ code: 200, msg: 'ok', data: rows, total: rows.length });
export const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });
