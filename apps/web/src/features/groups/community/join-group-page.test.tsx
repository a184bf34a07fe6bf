import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { groupJoin } from '@fox/contracts';
import { useSessionStore } from '../../auth';
import { chatActions, useChatStore } from '../../im';
import { JoinGroupPage } from './JoinGroupPage';
import { JoinByWordDialog } from './JoinByWordDialog';
import { fakeServer, groupOf, logIn, ok, renderWithProviders, VIEWER } from '../../../../test/kits/groups';

configure({ asyncUtilTimeout: 10_000 });

const LINK =
  '/joinGroup?type=joinGroup&groupId=5&inviteId=3&inviteCalculate=sig-abc&sharePerson=%E8%80%81%E7%8E%8B';

const previewOf = (over: Partial<groupJoin.JoinPreview> = {}): groupJoin.JoinPreview => ({
  groupId: 5,
  name: '周末爬山群',
  logo: '',
  avatars: [],
  groupUserNum: 42,
  needConfirm: false,
  inGroup: false,
  applying: false,
  inviter: { userId: 3, nickName: '老王', userAvatar: '' },
  channelName: null,
  ...over,
});

let server: ReturnType<typeof fakeServer>;
const toasts = () => document.querySelector('.ant-message')?.textContent ?? '';

beforeEach(() => {
  logIn();
  chatActions.reset(VIEWER);
  server = fakeServer();
  server.on('GET /im/group/5', () => ok(groupOf()));
  server.on('GET /im/chat/message/outer/list', () => ({ code: 200, msg: 'ok', data: [], total: 0 }));
  server.on('GET /im/chat/session/list', () => ({ code: 200, msg: 'ok', data: [], total: 0 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderAt(path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/joinGroup" element={<JoinGroupPage routeKey="joinGroup" />} />
        <Route path="/home" element={<div data-testid="home-page" />} />
        <Route path="/chat" element={<JoinByWordDialog open onClose={() => {}} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const previewQuery = () =>
  new URL(String(server.callsTo('GET /im/group/join/preview')[0]![0]), 'http://x').searchParams;

describe('the join page', { timeout: 30_000 }, () => {
  it('opens the chat of a group the viewer is already in', async () => {
    server.on('GET /im/group/join/preview', () => ok(previewOf({ inGroup: true })));
    renderAt(LINK);
    expect(await screen.findByTestId('join-member')).toBeTruthy();
    await waitFor(() => expect(useChatStore.getState().selectedPeer).toBe(-5));
    expect(previewQuery().get('groupId')).toBe('5');
    expect(previewQuery().get('inviteUserId')).toBe('3');
    expect(previewQuery().get('inviteCalculate')).toBe('sig-abc');
    expect(server.callsTo('POST /im/group/join')).toHaveLength(0);
  });

  it('shows the apply dialog for a group that approves its members, and says the application is waiting', async () => {
    server.on('GET /im/group/join/preview', () => ok(previewOf({ needConfirm: true })));
    server.on('POST /im/group/apply', () => ok({ id: 70, applyState: 'WaitApprove' }));
    renderAt(LINK);
    const dialog = await screen.findByTestId('apply-dialog');
    const reason = within(dialog).getByTestId('apply-reason') as HTMLTextAreaElement;
    expect(reason.placeholder).toBe('请输入申请理由');
    expect(reason.rows).toBe(5);
    expect(reason.maxLength).toBe(40);
    fireEvent.change(reason, { target: { value: '老王介绍来的' } });
    fireEvent.click(within(dialog).getByTestId('apply-send'));
    await waitFor(() => expect(server.callsTo('POST /im/group/apply')).toHaveLength(1));
    expect(JSON.parse(String(server.callsTo('POST /im/group/apply')[0]![1]!.body))).toEqual({
      groupId: 5,
      inviteUserId: 3,
      inviteCalculate: 'sig-abc',
      applyContent: '老王介绍来的',
    });
    await waitFor(() => expect(toasts()).toContain('申请成功，等待群主审核'));
    expect(await screen.findByTestId('join-waiting')).toBeTruthy();
    expect(server.callsTo('POST /im/group/join')).toHaveLength(0);
  });

  it('goes home when the group is not found', async () => {
    server.on('GET /im/group/join/preview', () => ({ code: 404, msg: '群聊不存在', data: null }));
    renderAt(LINK);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
  });

  it('shows why a forged or expired link is refused', async () => {
    server.on('GET /im/group/join/preview', () => ({ code: 500, msg: '二维码已过期', data: null }));
    renderAt(LINK);
    expect((await screen.findByTestId('join-refused')).textContent).toContain('二维码已过期');
    expect(screen.queryByTestId('join-button')).toBeNull();
  });

  it('shows the group and its inviter, and joins at once with one click', async () => {
    server.on('GET /im/group/join/preview', () => ok(previewOf()));
    server.on('POST /im/group/join', () => ok(groupOf({ groupUserNum: 43 })));
    renderAt(LINK);
    expect((await screen.findByTestId('join-group-name')).textContent).toBe('周末爬山群');
    expect(screen.getByTestId('join-page').textContent).toContain('42 人');
    expect(screen.getByTestId('join-inviter').textContent).toBe('老王 邀请你加入群聊');
    expect(screen.queryByTestId('apply-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('join-button'));
    await waitFor(() => expect(server.callsTo('POST /im/group/join')).toHaveLength(1));
    expect(JSON.parse(String(server.callsTo('POST /im/group/join')[0]![1]!.body))).toEqual({
      groupId: 5,
      inviteUserId: 3,
      inviteCalculate: 'sig-abc',
    });
    await waitFor(() => expect(useChatStore.getState().selectedPeer).toBe(-5));
    expect(await screen.findByTestId('join-member')).toBeTruthy();
  });

  it('finds a group by its passphrase through the join page', async () => {
    server.on('GET /im/group/join/preview', () => ok(previewOf({ inviter: null, channelName: null })));
    renderAt('/chat');
    const input = await screen.findByTestId('join-word-input');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('join-word-submit'));
    expect((await screen.findByTestId('join-word-error')).textContent).toBe(
      '请输入8位进群口令（数字和字母）',
    );
    fireEvent.change(input, { target: { value: 'k7m2 p9qx' } });
    fireEvent.click(screen.getByTestId('join-word-submit'));
    expect((await screen.findByTestId('join-group-name')).textContent).toBe('周末爬山群');
    expect(previewQuery().get('groupWord')).toBe('K7M2P9QX');
  });
});
