import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { groups } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { AddMembersDialog } from './MemberPickers';
import { SelectMembersDialog, type MemberCandidate } from './SelectMembersDialog';
import {
  fakeServer,
  groupOf,
  list,
  logIn,
  memberOf,
  renderWithProviders,
  VIEWER,
} from '../../../test/kits/groups';

configure({ asyncUtilTimeout: 5000 });

const candidates: MemberCandidate[] = [
  { id: 2, name: '晚风', avatar: '', aliases: ['山间晚风', '10000002'] },
  { id: 3, name: '陈经理', avatar: '', aliases: ['陈一帆', '10000003'] },
  { id: 7, name: '猫咪博主', avatar: '', aliases: ['西湖边的猫', '10000007'] },
];

function renderDialog(onConfirm: (ids: number[]) => Promise<unknown>, leaderId: number | null = null) {
  return renderWithProviders(
    <SelectMembersDialog
      open
      title="发起群聊"
      confirmText={(count) => `确定（${count}）`}
      candidates={candidates}
      leaderId={leaderId}
      searchPlaceholder="搜索好友名称"
      emptyText="暂无可选择的好友"
      onConfirm={onConfirm}
      onClose={() => {}}
    />,
  );
}

const rowOf = (id: number) =>
  screen.getAllByTestId('group-select-row').find((row) => row.dataset.user === String(id))!;
const checkboxOf = (id: number) => within(rowOf(id)).getByRole('checkbox') as HTMLInputElement;
const confirmButton = () => screen.getByTestId('group-select-confirm') as HTMLButtonElement;

beforeEach(() => logIn());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('select members', { timeout: 30_000 }, () => {
  it('keeps confirm disabled until someone is chosen, and shows the chosen as chips', () => {
    renderDialog(vi.fn(async () => {}));
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(checkboxOf(3));
    expect(confirmButton().disabled).toBe(false);
    expect(confirmButton().textContent).toBe('确定（1）');
    const chips = screen.getAllByTestId('group-select-chip');
    expect(chips).toHaveLength(1);
    expect(chips[0]!.textContent).toContain('陈经理');
    fireEvent.click(checkboxOf(3));
    expect(screen.queryAllByTestId('group-select-chip')).toHaveLength(0);
    expect(confirmButton().disabled).toBe(true);
  });

  it('searches by name, nickname and ID, and keeps the choice across searches', () => {
    renderDialog(vi.fn(async () => {}));
    fireEvent.click(checkboxOf(2));
    const field = screen.getByTestId('group-select-search');
    const search = field.matches('input') ? field : field.querySelector('input')!;
    fireEvent.change(search, { target: { value: '西湖' } });
    expect(screen.getAllByTestId('group-select-row').map((row) => row.dataset.user)).toEqual(['7']);
    fireEvent.change(search, { target: { value: '10000003' } });
    expect(screen.getAllByTestId('group-select-row').map((row) => row.dataset.user)).toEqual(['3']);
    fireEvent.change(search, { target: { value: '没有这个人' } });
    expect(screen.getByText('没有找到相关好友')).toBeTruthy();
    expect(screen.getAllByTestId('group-select-chip')).toHaveLength(1);
  });

  it('never lets the group leader be picked', () => {
    renderDialog(
      vi.fn(async () => {}),
      7,
    );
    expect(checkboxOf(7).disabled).toBe(true);
    expect(rowOf(7).textContent).toContain('群主');
    fireEvent.click(checkboxOf(7));
    expect(screen.queryAllByTestId('group-select-chip')).toHaveLength(0);
    expect(confirmButton().disabled).toBe(true);
  });

  it('is disabled while submitting and sends the chosen ids once', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(onConfirm);
    fireEvent.click(checkboxOf(2));
    fireEvent.click(checkboxOf(7));
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().disabled).toBe(true));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith([2, 7]);
    finish();
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
  });

  it('debounces confirm by 800 ms: a failed try can be repeated only after that', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const onConfirm = vi.fn(async () => {
      throw new Error('refused');
    });
    renderDialog(onConfirm);
    fireEvent.click(checkboxOf(3));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().disabled).toBe(false), { timeout: 15_000 });
    // antd drops clicks until its own loading state (which trails the prop by an effect) has ended too.
    await waitFor(() => expect(confirmButton().classList.contains('ant-btn-loading')).toBe(false), {
      timeout: 15_000,
    });
    now += groups.CONFIRM_DEBOUNCE_MS - 1;
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    now += 1;
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2), { timeout: 15_000 });
    // The clock is held still by hand, so a loaded machine's slow renders cannot move it; they only take longer.
  }, 20_000);
});

describe('adding members', { timeout: 30_000 }, () => {
  it('offers only friends who are not in the group yet, and adds the chosen', async () => {
    const server = fakeServer();
    const friend = (friendId: number, displayName: string) => ({
      id: friendId,
      friendId,
      alias: '',
      nickName: displayName,
      userName: `1000000${friendId}`,
      displayName,
      userAvatar: '',
      meFriend: true,
      himFriend: true,
    });
    server.on('GET /app/friends/book', () =>
      list([friend(2, '晚风'), friend(3, '陈一帆'), friend(4, '林知夏')]),
    );
    server.on('POST /im/group/user/add', () => ({ code: 200, msg: 'ok', data: groupOf() }));
    const onClose = vi.fn();
    renderWithProviders(
      <AddMembersDialog
        group={groupOf()}
        members={[memberOf(VIEWER, { permissionType: 'group_leader' }), memberOf(3)]}
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('group-select-row')).toHaveLength(2));
    expect(screen.getAllByTestId('group-select-row').map((row) => row.dataset.user)).toEqual(['2', '4']);
    fireEvent.click(checkboxOf(4));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = server.callsTo('POST /im/group/user/add')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ groupId: 5, userIds: [4] });
  });
});
