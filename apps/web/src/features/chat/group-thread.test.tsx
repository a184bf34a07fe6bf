import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { im } from '@fox/contracts';
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

const GROUP = 5;
const PEER = -GROUP;

function groupMessage(seq: number, from: number, extra: Partial<im.Message> = {}): im.Message {
  return {
    id: seq,
    localId: `l${seq}`,
    chatId: `g_${GROUP}`,
    seq,
    sessionType: 'group',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(Date.now() - (10 - seq) * 1000),
    body: { content: `消息 ${seq}`, err: null, duration: null },
    sender: { id: from, name: from === VIEWER ? '小狐狸' : '陈一帆', avatar: '', role: null, forbid: false },
    receiver: { id: GROUP, name: '周末爬山群', avatar: '' },
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
    ...extra,
  };
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  logIn();
  chatActions.reset(VIEWER);
  server = fakeServer();
  server.on('GET /im/group/user/all', () =>
    list([
      memberOf(VIEWER, { nickName: '小狐狸', permissionType: 'group_leader' }),
      memberOf(3, { alias: '陈经理', nickName: '陈一帆', permissionType: 'group_admin' }),
    ]),
  );
  server.on('GET /im/chat/message/inner/list', () => list([groupMessage(2, 3), groupMessage(1, VIEWER)]));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('a group thread', { timeout: 30_000 }, () => {
  it('shows the name, head count and notice, and names others with their role', async () => {
    server.on('GET /im/group/5', () =>
      ok(groupOf({ groupNotice: '周六早上八点在西湖边集合，别迟到', groupUserNum: 2 })),
    );
    renderWithProviders(<ChatThreadView peer={PEER} title="周末爬山群" />);
    expect((await screen.findByTestId('group-member-count')).textContent).toBe('（2）');
    expect(screen.getByTestId('chat-thread-title').textContent).toBe('周末爬山群');
    const notice = screen.getByTestId('group-notice');
    expect(notice.textContent).toContain('周六早上八点在西湖边集合');
    fireEvent.click(notice);
    expect(notice.getAttribute('aria-expanded')).toBe('true');

    const sender = await screen.findByTestId('group-sender');
    await waitFor(() => expect(sender.textContent).toBe('陈经理管理员'));
    // Own messages carry no name line.
    expect(screen.getAllByTestId('group-sender')).toHaveLength(1);
  });

  it('refetches the group when a command message arrives, so a mute shows at once', async () => {
    let group = groupOf({ myRole: 'group_user', userId: 3 });
    server.on('GET /im/group/5', () => ok(group));
    renderWithProviders(<ChatThreadView peer={PEER} title="周末爬山群" />);
    await screen.findByTestId('chat-input');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));

    group = { ...group, forbid: true, sendBlock: 'forbidden' };
    act(() => {
      chatActions.receive(
        [
          groupMessage(3, 3, {
            messageType: 'command',
            commandType: 'groupForbid',
            body: { content: '陈一帆开启了全员禁言', err: null, duration: null },
          }),
        ],
        false,
      );
    });
    expect((await screen.findByTestId('group-send-block')).textContent).toBe('禁言中');
    expect(server.callsTo('GET /im/group/5')).toHaveLength(2);
  });
});
