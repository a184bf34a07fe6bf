import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { im, type groups } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { GroupComposer } from './GroupComposer';
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

const members = [
  memberOf(VIEWER, { nickName: '小狐狸', permissionType: 'group_leader' }),
  memberOf(3, { alias: '陈经理', nickName: '陈一帆', userName: '10000003', permissionType: 'group_admin' }),
  memberOf(4, { nickName: '林知夏', userName: '10000004' }),
];

let server: ReturnType<typeof fakeServer>;

function serve(group: groups.Group) {
  server.on('GET /im/group/5', () => ok(group));
  server.on('GET /im/group/user/all', () => list(members));
}

function renderComposer(onSend = vi.fn()) {
  renderWithProviders(<GroupComposer groupId={5} onSend={onSend} />);
  return onSend;
}

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;
const type = (value: string) =>
  fireEvent.change(input(), { target: { value, selectionStart: value.length } });
const optionNames = () =>
  screen
    .queryAllByTestId('mention-option')
    .map((option) => option.querySelector('.mention-picker__name')!.textContent);

beforeEach(() => {
  logIn();
  server = fakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('the @ picker', { timeout: 30_000 }, () => {
  it("opens on @ with the other members, '@所有人' first for the leader", async () => {
    serve(groupOf({ myRole: 'group_leader' }));
    renderComposer();
    await waitFor(() => expect(server.callsTo('GET /im/group/user/all')).toHaveLength(1));
    await screen.findByTestId('chat-input');
    type('@');
    await waitFor(() => expect(optionNames()).toEqual(['@所有人', '陈经理', '林知夏']));
  });

  it('filters by alias, nickname or username', async () => {
    serve(groupOf());
    renderComposer();
    await waitFor(() => expect(server.callsTo('GET /im/group/user/all')).toHaveLength(1));
    type('@经理');
    await waitFor(() => expect(optionNames()).toEqual(['陈经理']));
    type('@一帆');
    expect(optionNames()).toEqual(['陈经理']);
    type('@10000004');
    expect(optionNames()).toEqual(['林知夏']);
    type('@nobody');
    expect(screen.queryByTestId('mention-picker')).toBeNull();
  });

  it("offers '@所有人' to admins but not to ordinary members", async () => {
    serve(groupOf({ myRole: 'group_user', userId: 3 }));
    renderComposer();
    await waitFor(() => expect(server.callsTo('GET /im/group/user/all')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /im/group/5')).toHaveLength(1));
    type('@');
    await waitFor(() => expect(optionNames()).toEqual(['陈经理', '林知夏']));
  });

  it('picks with Enter instead of sending, and sends the mention as atIds', async () => {
    serve(groupOf({ myRole: 'group_admin', userId: 3 }));
    const onSend = renderComposer();
    await waitFor(() => expect(server.callsTo('GET /im/group/user/all')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /im/group/5')).toHaveLength(1));
    type('@');
    await waitFor(() => expect(optionNames()[0]).toBe('@所有人'));
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(input().value).toBe('@所有人 ');
    expect(screen.queryByTestId('mention-picker')).toBeNull();

    type('@所有人 周六早上八点集合 @林');
    await waitFor(() => expect(optionNames()).toEqual(['林知夏']));
    fireEvent.click(screen.getByTestId('mention-option'));
    expect(input().value).toBe('@所有人 周六早上八点集合 @林知夏 ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('@所有人 周六早上八点集合 @林知夏', [im.MENTION_ALL, 4]);
  });

  it('moves with the arrows and forgets a mention deleted before sending', async () => {
    serve(groupOf({ myRole: 'group_user', userId: 3 }));
    const onSend = renderComposer();
    await waitFor(() => expect(server.callsTo('GET /im/group/user/all')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /im/group/5')).toHaveLength(1));
    type('@');
    await waitFor(() => expect(optionNames()).toEqual(['陈经理', '林知夏']));
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Tab' });
    // The name written is the member's own (their nickname), not the viewer's private remark.
    expect(input().value).toBe('@林知夏 ');
    type('改天再约');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('改天再约', []);
  });
});

describe('sending blocks', { timeout: 30_000 }, () => {
  it.each([
    ['dissolved', '群聊已解散，无法发送消息'],
    ['banned', '群聊已被封禁，无法发送消息'],
    ['orderEnded', '订单已结束'],
    ['forbidden', '禁言中'],
  ] as const)('shows %s as the exact text in place of the composer', async (sendBlock, text) => {
    serve(groupOf({ myRole: 'group_user', userId: 3, sendBlock }));
    renderComposer();
    expect((await screen.findByTestId('group-send-block')).textContent).toBe(text);
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('polls the timed mute every 5 s for an ordinary member and follows it', async () => {
    let muted = true;
    serve(
      groupOf({
        myRole: 'group_user',
        userId: 3,
        forbidTime: true,
        timeList: [{ startTime: '22:00', endTime: '07:00' }],
      }),
    );
    server.on('GET /im/group/forbid/5', () => ok(muted));
    renderComposer();
    expect((await screen.findByTestId('group-send-block')).textContent).toBe('禁言中');
    muted = false;
    await screen.findByTestId('chat-input', undefined, { timeout: 8000 });
    expect(server.callsTo('GET /im/group/forbid/5').length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('does not poll for the leader, who is never muted', async () => {
    serve(groupOf({ myRole: 'group_leader', forbidTime: true }));
    server.on('GET /im/group/forbid/5', () => ok(true));
    renderComposer();
    await screen.findByTestId('chat-input');
    await waitFor(() => expect(server.callsTo('GET /im/group/5')).toHaveLength(1));
    expect(server.callsTo('GET /im/group/forbid/5')).toHaveLength(0);
  });

  it('says so when the viewer is no longer in the group', async () => {
    server.on('GET /im/group/user/all', () => list([]));
    renderComposer();
    expect((await screen.findByTestId('group-send-block')).textContent).toBe('你已不在该群聊中');
  });
});
