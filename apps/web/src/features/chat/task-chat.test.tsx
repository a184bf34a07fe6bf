import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { groups, wishes } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { chatActions } from '../im';
import { ChatThreadView } from './ChatThreadView';
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

configure({ asyncUtilTimeout: 5000 });

/** A task chat (issue 17 item 6): the order progress bar, its dialogs and the settlement buttons. */

const GROUP = 5;
const PEER = -GROUP;
const PUBLISHER = 1;

const planOf = (state: wishes.WishState): wishes.Plan => ({
  taskNumber: 'W20261127001',
  taskTitle: '探店拍摄三张门头照',
  fullAmount: 300,
  state,
  standNum: 3,
  standAmount: 100,
  deliveryStandard: '三张清晰的门头照片',
  deliveryNum: 1,
  receiveNum: 2,
  taskReceUserName: '',
  busyTaskUpdateTime: formatChinaTime(0),
  groupUserUpdateTime: formatChinaTime(0),
  publisherId: PUBLISHER,
});

/** The viewer as a taker (taskRece) or as the publisher (taskPublish, the group's leader). */
function taskGroup(role: groups.TaskRole, state: wishes.WishState): groups.Group {
  return groupOf({
    name: '探店拍摄三张门头照',
    groupType: 'groupTask',
    userId: role === 'taskPublish' ? VIEWER : PUBLISHER,
    myRole: role === 'taskPublish' ? 'group_leader' : 'group_user',
    specialRole: role,
    planVo: planOf(state),
  });
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  logIn();
  chatActions.reset(VIEWER);
  server = fakeServer();
  server.on('GET /im/chat/message/inner/list', () => list([]));
  server.on('GET /im/chat/message/outer/list', () => list([]));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
});

describe('a task chat', { timeout: 30_000 }, () => {
  it('shows the order progress bar and lets a taker apply for settlement once confirmed', async () => {
    let detail = taskGroup('taskRece', 'Execute');
    server.on('GET /im/group/5', () => ok(detail));
    const applied: unknown[] = [];
    server.on('POST /busy-order/app/busy/task/settle', (_url, init) => {
      applied.push(JSON.parse(String(init.body)));
      detail = taskGroup('taskRece', 'WaitApproveSettle');
      return ok({});
    });
    renderWithProviders(<ChatThreadView peer={PEER} title="探店拍摄三张门头照" />);

    const bar = await screen.findByTestId('task-progress-bar');
    expect(within(bar).getByTestId('task-bar-title').textContent).toBe('探店拍摄三张门头照');
    expect(within(bar).getByTestId('task-bar-state').textContent).toBe('进行中');
    expect(within(bar).getByTestId('task-bar-amount').textContent).toBe('商单金额 ¥300.00');
    expect(within(bar).getByTestId('task-bar-stand').textContent).toBe('每单 ¥100.00');
    expect(within(bar).getByTestId('task-bar-places').textContent).toBe('已接 2/3 单');
    expect(within(bar).getByTestId('task-bar-delivered').textContent).toBe('已交付 1 单');
    expect(within(bar).getByTestId('task-bar-standard').textContent).toBe('交付标准：三张清晰的门头照片');

    fireEvent.click(within(bar).getByTestId('task-bar-settle'));
    expect(within(bar).getByTestId('task-bar-settle').textContent).toBe('申请结算');
    const dialog = await screen.findByTestId('task-settle-dialog');
    expect(within(dialog).getByTestId('task-settle-warning').textContent).toContain('确认后将无法撤销');
    // Nothing is sent before the taker confirms.
    expect(applied).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认结算' }));

    expect(await screen.findByText('结算申请已提交')).toBeTruthy();
    expect(applied).toEqual([{ taskNumber: 'W20261127001' }]);
    // The group is read again: the wish now waits for review, and a taker has no button then.
    await waitFor(() => expect(screen.getByTestId('task-bar-state').textContent).toBe('待审核结算'));
    expect(screen.queryByTestId('task-bar-settle')).toBeNull();
  });

  it('gives a taker no settlement button while a settlement waits for review', async () => {
    server.on('GET /im/group/5', () => ok(taskGroup('taskRece', 'WaitApproveSettle')));
    renderWithProviders(<ChatThreadView peer={PEER} title="探店拍摄三张门头照" />);
    expect((await screen.findByTestId('task-bar-state')).textContent).toBe('待审核结算');
    expect(screen.queryByTestId('task-bar-settle')).toBeNull();
  });

  it.each([
    ['Execute', '去结算'],
    ['WaitApproveSettle', '去审核'],
  ] as const)('sends the publisher to the order details to settle or review (%s)', async (state, label) => {
    server.on('GET /im/group/5', () => ok(taskGroup('taskPublish', state)));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ChatThreadView peer={PEER} title="探店拍摄三张门头照" />);
    const button = await screen.findByTestId('task-bar-settle');
    expect(button.textContent).toBe(label);
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledWith(
      '/makeMoney/myBusinessOrder/orderDetail?taskNumber=W20261127001',
      '_blank',
      'noopener',
    );
    expect(screen.queryByTestId('task-settle-dialog')).toBeNull();
  });

  it('shows the group as done once the wish is settled', async () => {
    server.on('GET /im/group/5', () => ok(taskGroup('taskRece', 'OverSettle')));
    renderWithProviders(<ChatThreadView peer={PEER} title="探店拍摄三张门头照" />);
    expect((await screen.findByTestId('task-bar-done')).textContent).toBe('已完成');
    expect(screen.getByTestId('task-bar-state').textContent).toBe('已结算');
    expect(screen.queryByTestId('task-bar-settle')).toBeNull();
  });

  it('lists each taker in the dream-progress details: masked name, in the group or not, completion', async () => {
    server.on('GET /im/group/5', () => ok(taskGroup('taskPublish', 'Execute')));
    server.on('GET /busy-order/app/busy/task/plan/W20261127001', () =>
      ok({
        plan: planOf('Execute'),
        myRole: 'taskPublish',
        members: [
          { userId: 2, avatar: '', nickName: '李**', isInGroup: true, completeState: 'WaitApproveSettle' },
          { userId: 3, avatar: '', nickName: '赵跑腿', isInGroup: false, completeState: 'Execute' },
        ],
      }),
    );
    renderWithProviders(<ChatThreadView peer={PEER} title="探店拍摄三张门头照" />);
    fireEvent.click(await screen.findByTestId('task-bar-details'));
    const dialog = await screen.findByTestId('task-progress-dialog');
    expect(within(dialog).getByText('圆梦进度详情')).toBeTruthy();
    const rows = await within(dialog).findAllByTestId('task-progress-member');
    expect(rows.map((row) => row.textContent)).toEqual(['李**在群内待审核结算', '赵**已退群进行中']);
  });

  it('keeps the publisher from a taker’s card and from dissolving while the wish is at work', async () => {
    server.on('GET /im/group/5', () => ok(taskGroup('taskPublish', 'Execute')));
    server.on('GET /im/group/user/all', () =>
      list([
        memberOf(VIEWER, {
          nickName: '王发布',
          permissionType: 'group_leader',
          specialRole: 'taskPublish',
        }),
        memberOf(2, { nickName: '李**', userName: '1**', specialRole: 'taskRece' }),
      ]),
    );
    renderWithProviders(<ChatThreadView peer={PEER} title="探店拍摄三张门头照" />);
    // The info button waits for the group's details.
    await screen.findByTestId('task-progress-bar');
    fireEvent.click(screen.getByTestId('group-info-open'));
    const members = await screen.findAllByTestId('group-member');
    expect(members[1]!.textContent).toContain('李**');
    // Nobody is brought into a task group by hand.
    expect(screen.queryByTestId('group-member-add')).toBeNull();
    fireEvent.click(members[1]!);
    expect(await screen.findByText('商单发布者与接单者不能互相查看名片')).toBeTruthy();

    fireEvent.click(screen.getByTestId('group-dissolve'));
    expect(await screen.findByText('商单进行中，禁止解散群聊')).toBeTruthy();
    expect(screen.queryByTestId('group-dissolve-confirm')).toBeNull();
    expect(server.callsTo('DELETE /im/group/5')).toHaveLength(0);
  });
});
