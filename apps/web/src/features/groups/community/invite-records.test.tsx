import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '../../auth';
import { InviteRecordsDialog } from './InviteRecordsDialog';
import { fakeServer, groupOf, logIn, renderWithProviders } from '../../../../test/kits/groups';

configure({ asyncUtilTimeout: 10_000 });

const person = (userId: number) => ({
  userId,
  userName: `新人${userId}`,
  userAvatar: '',
  joinTime: '2026-11-27 09:00:00',
});

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  logIn();
  server = fakeServer();
  server.on('GET /im/group/invite/list', (url) => {
    const type = new URL(url, 'http://x').searchParams.get('channelType');
    const data =
      type === 'bindUser'
        ? [{ userId: 4, userName: '小李', userAvatar: '', inviteCount: 1, inviteList: [person(41)] }]
        : [
            {
              userId: 3,
              userName: '老王',
              userAvatar: '',
              inviteCount: 12,
              inviteList: [person(31), person(32)],
            },
            { userId: 4, userName: '小李', userAvatar: '', inviteCount: 1, inviteList: [person(41)] },
          ];
    return { code: 200, msg: 'ok', data, total: data.length };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('the invite records dialog', { timeout: 30_000 }, () => {
  it('lists inviters with their counts, expands whom they brought, and filters bound friends', async () => {
    renderWithProviders(<InviteRecordsDialog group={groupOf()} open onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('invite-row')).toHaveLength(2));
    const first = screen.getAllByTestId('invite-row')[0]!;
    expect(within(first).getByTestId('invite-count').textContent).toBe('邀请 12 人');
    expect(within(first).queryByTestId('invitees')).toBeNull();
    fireEvent.click(within(first).getByTestId('invite-expand'));
    const invitees = within(first).getByTestId('invitees');
    expect(within(invitees).getAllByTestId('invitee')).toHaveLength(2);
    expect(invitees.textContent).toContain('最近 2 人，共 12 人');
    expect(server.callsTo('GET /im/group/invite/list')[0]![0]).toContain('channelType=common');

    fireEvent.click(screen.getByTestId('invite-tab-bindUser'));
    await waitFor(() =>
      expect(
        server
          .callsTo('GET /im/group/invite/list')
          .some(([url]) => String(url).includes('channelType=bindUser')),
      ).toBe(true),
    );
    const bound = await screen.findByTestId('invite-list-bindUser');
    await waitFor(() => expect(within(bound).getAllByTestId('invite-row')).toHaveLength(1));
  });
});
