import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { groupJoin } from '@fox/contracts';
import { useSessionStore } from '../../auth';
import { chatActions } from '../../im';
import { ChatPlusMenu } from '../ChatPlusMenu';
import { ApplicationsDialog } from './ApplicationsDialog';
import { fakeServer, groupOf, logIn, ok, renderWithProviders, VIEWER } from '../../../../test/kits/groups';

configure({ asyncUtilTimeout: 10_000 });

const applicationOf = (id: number, over: Partial<groupJoin.Application> = {}): groupJoin.Application => ({
  id,
  groupId: 5,
  groupName: '周末爬山群',
  userId: 30 + id,
  userName: `申请人${id}`,
  userAvatar: '',
  applyContent: '我也爱爬山',
  applyState: 'WaitApprove',
  inviterName: '',
  channelName: '',
  createTime: '2026-11-27 10:00:00',
  ...over,
});

let server: ReturnType<typeof fakeServer>;
let stored: groupJoin.Application[];
const toasts = () => document.querySelector('.ant-message')?.textContent ?? '';
const rowOf = (id: number) =>
  screen.getAllByTestId('application-row').find((row) => row.dataset.application === String(id))!;

beforeEach(() => {
  logIn();
  chatActions.reset(VIEWER);
  server = fakeServer();
  stored = [
    applicationOf(1, { channelName: '公众号' }),
    applicationOf(2, { inviterName: '老王' }),
    applicationOf(3, { applyState: 'Pass' }),
  ];
  server.on('GET /im/apply/list', () => ({ code: 200, msg: 'ok', data: stored, total: stored.length }));
  server.on('PUT /im/apply/audit', (_url, init) => {
    const body = JSON.parse(String(init.body)) as { id: number; applyState: 'Pass' | 'Refuse' };
    stored = stored.map((one) => (one.id === body.id ? { ...one, applyState: body.applyState } : one));
    return ok(stored.find((one) => one.id === body.id));
  });
  server.on('GET /im/group/5', () => ok(groupOf({ needConfirm: true })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('the join applications dialog', { timeout: 30_000 }, () => {
  it('lets an applicant in or turns them away, and shows decided ones without buttons', async () => {
    renderWithProviders(
      <ApplicationsDialog group={groupOf({ needConfirm: true })} open onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(3));
    expect(server.callsTo('GET /im/apply/list')[0]![0]).toContain('targetId=5');
    expect(rowOf(1).textContent).toContain('来自 渠道 公众号');
    expect(rowOf(2).textContent).toContain('来自 老王 的邀请');
    expect(within(rowOf(3)).queryByTestId('application-agree')).toBeNull();
    expect(within(rowOf(3)).getByTestId('application-state').textContent).toBe('已同意');

    fireEvent.click(within(rowOf(1)).getByTestId('application-agree'));
    await waitFor(() => expect(server.callsTo('PUT /im/apply/audit')).toHaveLength(1));
    expect(JSON.parse(String(server.callsTo('PUT /im/apply/audit')[0]![1]!.body))).toEqual({
      id: 1,
      applyState: 'Pass',
    });
    await waitFor(() => expect(toasts()).toContain('操作成功'));
    await waitFor(() => expect(within(rowOf(1)).getByTestId('application-state').textContent).toBe('已同意'));

    fireEvent.click(within(rowOf(2)).getByTestId('application-refuse'));
    await waitFor(() => expect(server.callsTo('PUT /im/apply/audit')).toHaveLength(2));
    expect(JSON.parse(String(server.callsTo('PUT /im/apply/audit')[1]![1]!.body))).toEqual({
      id: 2,
      applyState: 'Refuse',
    });
    await waitFor(() => expect(within(rowOf(2)).getByTestId('application-state').textContent).toBe('已拒绝'));
  });
});

describe('group approval in the plus menu', { timeout: 30_000 }, () => {
  const openMenu = async () => {
    fireEvent.click(screen.getByTestId('chat-plus'));
    await screen.findByTestId('chat-plus-contacts');
  };

  it('shows to the leader of the open group chat when it asks for approval, and opens its applications', async () => {
    chatActions.select(-5);
    renderWithProviders(<ChatPlusMenu />);
    await waitFor(() => expect(server.callsTo('GET /im/group/5')).toHaveLength(1));
    await openMenu();
    fireEvent.click(await screen.findByTestId('chat-plus-approval'));
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(3));
  });

  it('is not there for a plain member, nor for a form group', async () => {
    server.on('GET /im/group/5', () => ok(groupOf({ needConfirm: true, myRole: 'group_user' })));
    server.on('GET /im/group/6', () => ok(groupOf({ id: 6, needConfirm: true, groupType: 'groupForm' })));
    chatActions.select(-5);
    const view = renderWithProviders(<ChatPlusMenu />);
    await waitFor(() => expect(server.callsTo('GET /im/group/5')).toHaveLength(1));
    await openMenu();
    expect(screen.queryByTestId('chat-plus-approval')).toBeNull();
    expect(screen.getByTestId('chat-plus-joinByWord')).toBeTruthy();
    view.unmount();

    chatActions.select(-6);
    renderWithProviders(<ChatPlusMenu />);
    await waitFor(() => expect(server.callsTo('GET /im/group/6')).toHaveLength(1));
    await openMenu();
    expect(screen.queryByTestId('chat-plus-approval')).toBeNull();
  });
});
