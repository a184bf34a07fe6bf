import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../auth';
import { useChatStore, chatActions } from '../im';
import { ContactsDialog } from './ContactsDialog';
import { fakeServer, logIn, ok, renderWithProviders, VIEWER } from '../../../test/kits/groups';

configure({ asyncUtilTimeout: 5000 });

const friend = (friendId: number) => ({
  id: friendId,
  friendId,
  alias: '',
  nickName: `好友${friendId}`,
  userName: `${10000000 + friendId}`,
  displayName: `好友${friendId}`,
  userAvatar: '',
  meFriend: true,
  himFriend: true,
});

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  logIn();
  chatActions.reset(VIEWER);
  server = fakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('the contacts dialog', { timeout: 30_000 }, () => {
  it('pages friends ten at a time and opens a group chat from the groups tab', async () => {
    server.on('GET /app/friends/list', (url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('pageNum'));
      const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 10, 11] : [12, 13];
      return { code: 200, msg: 'ok', data: ids.map(friend), total: 12 };
    });
    server.on('GET /im/group/list', () => ({
      code: 200,
      msg: 'ok',
      data: [
        {
          id: 5,
          name: '周末爬山群',
          logo: '',
          avatars: [],
          groupUserNum: 3,
          groupType: 'group',
          myRole: 'group_user',
        },
      ],
      total: 1,
    }));
    server.on('GET /im/group/5', () => ok(null));
    server.on('GET /im/chat/message/outer/list', () => ({ code: 200, msg: 'ok', data: [], total: 0 }));
    const onClose = vi.fn();
    renderWithProviders(<ContactsDialog onClose={onClose} />);

    await waitFor(() => expect(screen.getAllByTestId('contacts-friend')).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(screen.getAllByTestId('contacts-friend').map((row) => row.dataset.friend)).toEqual(['12', '13']),
    );
    expect(server.callsTo('GET /app/friends/list').at(-1)![0]).toContain('pageSize=10');

    fireEvent.click(screen.getByTestId('contacts-tab-groups'));
    fireEvent.click(await screen.findByTestId('group-list-row'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(useChatStore.getState().selectedPeer).toBe(-5));
  });
});
