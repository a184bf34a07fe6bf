import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { groups } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { GroupInfoPanel } from './GroupInfoPanel';
import {
  fakeServer,
  groupOf,
  list,
  logIn,
  memberOf,
  ok,
  renderWithProviders,
  VIEWER,
} from '../../../test/kits/groups';

configure({ asyncUtilTimeout: 8000 });

/** The group settings panel (spec 002 §2.6, §4.2, §5, §6, §8): what each role sees and the dialogs' rules. */

let server: ReturnType<typeof fakeServer>;

const members = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    memberOf(index + 1, { permissionType: index === 0 ? 'group_leader' : 'group_user' }),
  );

function renderPanel(group: groups.Group, memberCount = 3) {
  server.on('GET /im/group/user/all', (url) => {
    const limit = new URL(url, 'http://x').searchParams.get('limit');
    const all = members(memberCount);
    return { code: 200, msg: 'ok', data: limit ? all.slice(0, Number(limit)) : all, total: all.length };
  });
  renderWithProviders(<GroupInfoPanel group={group} open onClose={() => {}} />);
}

const present = (testId: string) => screen.queryByTestId(testId) !== null;
const bodyOf = (key: string, index = 0) =>
  JSON.parse(String(server.callsTo(key)[index]![1]!.body)) as Record<string, unknown>;

beforeEach(() => {
  logIn();
  server = fakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
});

/** The six derived roles of spec 002 §4.1, as the server reports them. */
const ROLES: Record<string, Partial<groups.Group>> = {
  leader: { myRole: 'group_leader' },
  admin: { myRole: 'group_admin', userId: 1 },
  user: { myRole: 'group_user', userId: 1 },
  subGroup: { myRole: 'group_user', userId: 1, pid: 2, groupType: 'subGroup' },
  subLeader: { myRole: 'group_leader', pid: 2, groupType: 'subGroup' },
  subAdmin: { myRole: 'group_admin', userId: 1, pid: 2, groupType: 'subGroup' },
};

/** Spec 002 §6, row by row: which rows and buttons each role gets. */
const SEES: Record<string, string[]> = {
  leader: ['avatar', 'join', 'nickname', 'manage', 'forbidFriend', 'mute', 'dissolve', 'remove'],
  admin: ['avatar', 'join', 'nickname', 'manage', 'forbidFriend', 'mute', 'exit', 'remove'],
  user: ['avatar', 'nickname', 'exit'],
  subGroup: ['avatar', 'exit'],
  subLeader: ['join', 'manage', 'mute', 'dissolve', 'remove'],
  subAdmin: ['manage', 'forbidFriend', 'mute', 'exit', 'remove'],
};
const ROW_IDS: Record<string, string> = {
  avatar: 'group-info-avatar',
  join: 'group-info-join',
  nickname: 'group-info-nickname',
  manage: 'group-info-manage',
  forbidFriend: 'group-info-forbid-friend',
  mute: 'group-info-mute',
  dissolve: 'group-dissolve',
  exit: 'group-exit',
  remove: 'group-member-remove',
};

describe('the group settings panel', { timeout: 30_000 }, () => {
  for (const [role, over] of Object.entries(ROLES)) {
    it(`shows a ${role} exactly the rows of the matrix`, async () => {
      renderPanel(groupOf(over));
      await screen.findAllByTestId('group-member');
      // Everyone: name, QR code, passphrase, announcement, pin, associations, add member.
      for (const always of [
        'group-info-name',
        'group-info-qr',
        'group-info-word',
        'group-info-notice',
        'group-info-pin',
        'group-info-associations',
        'group-member-add',
      ])
        expect(present(always), always).toBe(true);
      const seen = Object.entries(ROW_IDS)
        .filter(([, testId]) => present(testId))
        .map(([row]) => row);
      expect(seen.sort()).toEqual([...SEES[role]!].sort());
    });
  }

  it('opens the name dialog only for the managing roles', async () => {
    renderPanel(groupOf(ROLES.user));
    fireEvent.click(await screen.findByTestId('group-info-name'));
    expect(screen.queryByTestId('group-edit-input')).toBeNull();
  });

  it('puts the bind-friend switch in join settings for the owner and admins only', async () => {
    server.on('POST /im/group/gencode/5', () =>
      ok({
        type: 'joinGroup',
        groupId: 5,
        inviteId: VIEWER,
        inviteCalculate: 'sig',
        sharePerson: '小狐狸',
        expireTime: '2026-12-04 10:00:00',
        link: '/joinGroup?groupId=5&inviteId=9',
      }),
    );
    renderPanel(groupOf(ROLES.subLeader));
    fireEvent.click(await screen.findByTestId('group-info-join'));
    const approval = await screen.findByTestId('group-approval');
    expect(approval.hasAttribute('disabled')).toBe(false);
    expect(present('group-bind-friends')).toBe(false);
    await waitFor(() =>
      expect(screen.getByTestId('group-join-link').textContent).toBe(
        `${window.location.origin}/joinGroup?groupId=5&inviteId=9`,
      ),
    );
  });

  it('sends the approval switch and says 设置成功', async () => {
    server.on('POST /im/group/gencode/5', () => ok({}));
    server.on('POST /im/group/switch/5', () => ok(groupOf({ needConfirm: true })));
    renderPanel(groupOf());
    fireEvent.click(await screen.findByTestId('group-info-join'));
    expect(present('group-bind-friends')).toBe(true);
    fireEvent.click(await screen.findByTestId('group-approval'));
    expect(await screen.findByText('设置成功')).toBeTruthy();
    expect(bodyOf('POST /im/group/switch/5')).toEqual({ needConfirm: true });
  });

  it('keeps only what reads on a dissolved group', async () => {
    renderPanel(groupOf({ dissolved: true }));
    await screen.findAllByTestId('group-member');
    for (const gone of [
      'group-member-add',
      'group-member-remove',
      'group-info-mute',
      'group-dissolve',
      'group-info-join',
    ])
      expect(present(gone), gone).toBe(false);
    expect(present('group-info-pin')).toBe(true);
  });
});

describe('the member grid', { timeout: 30_000 }, () => {
  it('asks for 11, shows 10 to a manager with both tools, and opens everyone on view more', async () => {
    renderPanel(groupOf(), 14);
    await waitFor(() => expect(screen.getAllByTestId('group-member')).toHaveLength(10));
    expect(String(server.callsTo('GET /im/group/user/all')[0]![0])).toContain('limit=11');
    expect(present('group-member-add') && present('group-member-remove')).toBe(true);
    fireEvent.click(screen.getByTestId('group-members-more'));
    const all = await screen.findByTestId('all-members');
    await waitFor(() => expect(within(all).getAllByTestId('group-member')).toHaveLength(14));
    expect(String(server.callsTo('GET /im/group/user/all')[1]![0])).not.toContain('limit');
  });

  it('shows 11 to an ordinary member, and no view more under 11', async () => {
    renderPanel(groupOf(ROLES.user), 11);
    await waitFor(() => expect(screen.getAllByTestId('group-member')).toHaveLength(11));
    expect(present('group-members-more')).toBe(true);
  });

  it('has no view more under 11', async () => {
    renderPanel(groupOf(ROLES.user), 10);
    await waitFor(() => expect(screen.getAllByTestId('group-member')).toHaveLength(10));
    expect(present('group-members-more')).toBe(false);
  });

  it('keeps an ordinary member from cards when the group forbids adding friends', async () => {
    renderPanel(groupOf({ ...ROLES.user, addFriend: false }));
    const tiles = await screen.findAllByTestId('group-member');
    fireEvent.click(tiles[1]!);
    expect(await screen.findByText('当前群聊已设置禁止添加好友')).toBeTruthy();
  });
});

describe('in-group mute', { timeout: 30_000 }, () => {
  it('turns timed mute off when everyone is muted, and the other way round', async () => {
    server.on('PUT /im/group', () => ok(groupOf()));
    renderPanel(groupOf({ forbidTime: true }));
    fireEvent.click(await screen.findByTestId('group-info-mute'));
    const all = await screen.findByTestId('group-mute-all');
    const timed = screen.getByTestId('group-mute-time');
    expect(timed.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(all);
    await waitFor(() => expect(all.getAttribute('aria-checked')).toBe('true'));
    expect(timed.getAttribute('aria-checked')).toBe('false');
    expect(bodyOf('PUT /im/group')).toEqual({ id: 5, forbid: true, forbidTime: false });

    fireEvent.click(timed);
    await waitFor(() => expect(timed.getAttribute('aria-checked')).toBe('true'));
    expect(all.getAttribute('aria-checked')).toBe('false');
    expect(bodyOf('PUT /im/group', 1)).toEqual({ id: 5, forbid: false, forbidTime: true });
  });

  it('asks 是否全部解禁？ before unmuting everyone', async () => {
    server.on('PUT /im/group', () => ok(groupOf()));
    renderPanel(groupOf({ forbid: true }));
    fireEvent.click(await screen.findByTestId('group-info-mute'));
    fireEvent.click(await screen.findByTestId('group-mute-all'));
    const ask = await screen.findByTestId('group-unmute-confirm');
    expect(within(ask).getAllByText('是否全部解禁？').length).toBeGreaterThan(0);
    expect(server.callsTo('PUT /im/group')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.callsTo('PUT /im/group')).toHaveLength(1));
    expect(bodyOf('PUT /im/group')).toEqual({ id: 5, forbid: false, forbidTime: false });
  });

  const period = (startTime: string, endTime: string) => ({ startTime, endTime });

  it('refuses overlapping periods before sending anything', async () => {
    renderPanel(groupOf({ timeList: [period('08:00', '12:00'), period('11:00', '13:00')] }));
    fireEvent.click(await screen.findByTestId('group-info-mute'));
    fireEvent.click(await screen.findByTestId('group-mute-periods'));
    fireEvent.click(await screen.findByTestId('mute-periods-save'));
    expect(await screen.findByText('禁言时间已存在请修改后保存')).toBeTruthy();
    expect(server.callsTo('PUT /im/group/forbid/time')).toHaveLength(0);
  });

  it('saves the periods as a whole and says 保存设置成功', async () => {
    server.on('PUT /im/group/forbid/time', () => ok(groupOf()));
    const timeList = [period('22:00', '06:00'), period('12:00', '13:00')];
    renderPanel(groupOf({ timeList }));
    fireEvent.click(await screen.findByTestId('group-info-mute'));
    fireEvent.click(await screen.findByTestId('group-mute-periods'));
    fireEvent.click(await screen.findByTestId('mute-periods-save'));
    expect(await screen.findByText('保存设置成功')).toBeTruthy();
    expect(bodyOf('PUT /im/group/forbid/time')).toEqual({ groupId: 5, timeList });
  });

  it('adds rows up to five and no sixth', async () => {
    const timeList = ['01', '03', '05', '07'].map((hour) => period(`${hour}:00`, `${hour}:30`));
    renderPanel(groupOf({ timeList }));
    fireEvent.click(await screen.findByTestId('group-info-mute'));
    fireEvent.click(await screen.findByTestId('group-mute-periods'));
    expect(await screen.findAllByTestId('mute-period')).toHaveLength(4);
    const add = screen.getByTestId('mute-period-add');
    fireEvent.click(add);
    expect(screen.getAllByTestId('mute-period')).toHaveLength(5);
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(add);
    expect(screen.getAllByTestId('mute-period')).toHaveLength(5);
    // A row without times is refused before sending too.
    fireEvent.click(screen.getByTestId('mute-periods-save'));
    expect(await screen.findByText('请选择开始和结束时间')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('mute-period-remove')[4]!);
    expect(screen.getAllByTestId('mute-period')).toHaveLength(4);
    expect(add.hasAttribute('disabled')).toBe(false);
  });
});

describe('the dialogs', { timeout: 30_000 }, () => {
  it('keeps the nickname save disabled under 2 characters', async () => {
    server.on('PUT /im/group/user/nickname', () => ok(groupOf()));
    renderPanel(groupOf(ROLES.user));
    fireEvent.click(await screen.findByTestId('group-info-nickname'));
    const input = await screen.findByTestId('group-nickname-input');
    const save = () => screen.getByTestId('group-nickname-save');
    expect(screen.getByText('请设置2-24个字符，不能使用@<>/等字符哦')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' 狐 ' } });
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: ' 狐狸 ' } });
    expect(save().hasAttribute('disabled')).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(bodyOf('PUT /im/group/user/nickname')).toEqual({ groupId: 5, groupUserNickName: '狐狸' });
  });

  it('keeps the announcement confirm disabled while empty, and inserts the rules template', async () => {
    server.on('PUT /im/group', () => ok(groupOf()));
    renderPanel(groupOf());
    fireEvent.click(await screen.findByTestId('group-info-notice'));
    const save = () => screen.getByTestId('group-edit-save');
    await screen.findByTestId('group-edit-input');
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('group-notice-template'));
    const text = (screen.getByTestId('group-edit-input') as HTMLTextAreaElement).value;
    expect(text.split('\n')).toHaveLength(3);
    expect(save().hasAttribute('disabled')).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(bodyOf('PUT /im/group')).toEqual({ id: 5, groupNotice: text });
  });

  it('shows a plain member the announcement read-only', async () => {
    renderPanel(groupOf({ ...ROLES.user, groupNotice: '周六早上八点集合' }));
    fireEvent.click(await screen.findByTestId('group-info-notice'));
    expect((await screen.findByTestId('group-notice-readonly')).textContent).toBe('周六早上八点集合');
    expect(present('group-edit-input')).toBe(false);
  });

  it('copies the passphrase and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    server.on('GET /im/group/word/5', () => ok({ groupWord: 'K7QX2M9P' }));
    renderPanel(groupOf(ROLES.user));
    fireEvent.click(await screen.findByTestId('group-info-word'));
    expect((await screen.findByTestId('group-word-code')).textContent).toBe('K7QX2M9P');
    fireEvent.click(screen.getByTestId('group-word-copy'));
    expect(await screen.findByText('进群口令复制成功，快去分享好友吧!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('K7QX2M9P');
  });

  it('refuses to dissolve while the order is at work', async () => {
    renderPanel(groupOf({ planVo: { state: 'Execute' } as groups.Group['planVo'] }));
    fireEvent.click(await screen.findByTestId('group-dissolve'));
    expect(await screen.findByText('商单进行中，禁止解散群聊')).toBeTruthy();
    expect(present('group-dissolve-confirm')).toBe(false);
  });

  it('forbids members adding each other as friends with the switch', async () => {
    server.on('PUT /im/group/addFriend', () => ok(groupOf({ addFriend: false })));
    renderPanel(groupOf({ addFriend: true }));
    const forbid = await screen.findByTestId('group-forbid-add-friend');
    expect(forbid.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(forbid);
    expect(await screen.findByText('设置成功')).toBeTruthy();
    expect(bodyOf('PUT /im/group/addFriend')).toEqual({ id: 5, addFriend: false });
  });

  it('makes an admin an ordinary member again from set admins', async () => {
    server.on('PUT /im/group/user/role', () => ok(null));
    server.on('GET /im/group/user/all', () =>
      list([
        memberOf(VIEWER, { permissionType: 'group_leader' }),
        memberOf(3, { nickName: '陈经理', permissionType: 'group_admin' }),
        memberOf(4, { nickName: '林知夏' }),
      ]),
    );
    renderWithProviders(<GroupInfoPanel group={groupOf()} open onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('group-info-manage'));
    fireEvent.click(await screen.findByTestId('group-info-admins'));
    const rows = await screen.findAllByTestId('set-admins-row');
    // The owner is not listed; the admin's switch is on.
    expect(rows.map((row) => row.getAttribute('data-user'))).toEqual(['3', '4']);
    const adminSwitch = within(rows[0]!).getByTestId('set-admins-switch');
    expect(adminSwitch.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(adminSwitch);
    expect(await screen.findByText('设置成功')).toBeTruthy();
    expect(bodyOf('PUT /im/group/user/role')).toEqual({
      groupId: 5,
      userIds: [3],
      permissionType: 'group_user',
    });
  });

  it('lists the associated groups, or says 暂无关联', async () => {
    server.on('GET /im/group/sub/list', () =>
      list([
        {
          id: 5,
          name: '周末爬山群',
          logo: '',
          avatars: [],
          groupUserNum: 3,
          needConfirm: false,
          isMain: true,
          inGroup: true,
        },
      ]),
    );
    renderPanel(groupOf());
    fireEvent.click(await screen.findByTestId('group-info-associations'));
    expect(await screen.findByText('暂无关联')).toBeTruthy();
  });
});
