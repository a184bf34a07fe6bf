import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen } from '@testing-library/react';
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
} from '../../../test/kits/groups';
import type { CommunityDialogProps } from './community-slots';

configure({ asyncUtilTimeout: 8000 });

/** The rows that open the community dialogs (./community), once those dialogs are in their slots. */
vi.mock('./community-slots', () => {
  const named =
    (name: string) =>
    ({ group, open }: CommunityDialogProps) =>
      open ? <div data-testid={`community-${name}`}>{group.name}</div> : null;
  return {
    communityDialogs: {
      channels: named('channels'),
      inviteRecords: named('inviteRecords'),
      preJoinMessages: named('preJoinMessages'),
      harassRule: named('harassRule'),
      applications: named('applications'),
    },
  };
});

let server: ReturnType<typeof fakeServer>;

function renderPanel(over: Partial<groups.Group>) {
  server.on('GET /im/group/user/all', () => list([memberOf(9, { permissionType: 'group_leader' })]));
  server.on('POST /im/group/gencode/5', () => ok({}));
  renderWithProviders(<GroupInfoPanel group={groupOf(over)} open onClose={() => {}} />);
}

beforeEach(() => {
  logIn();
  server = fakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('the community rows', { timeout: 30_000 }, () => {
  it('open the join-settings dialogs, anti-harassment and applications for the owner', async () => {
    renderPanel({});
    fireEvent.click(await screen.findByTestId('group-info-join'));
    fireEvent.click(await screen.findByTestId('group-join-channels'));
    expect((await screen.findByTestId('community-channels')).textContent).toBe('周末爬山群');
    expect(screen.getByTestId('group-invite-records')).toBeTruthy();
    expect(screen.getByTestId('group-prejoin-messages')).toBeTruthy();
    fireEvent.click(screen.getByTestId('group-info-manage'));
    fireEvent.click(await screen.findByTestId('group-info-harass'));
    expect(await screen.findByTestId('community-harassRule')).toBeTruthy();
    fireEvent.click(screen.getByTestId('group-info-applications'));
    expect(await screen.findByTestId('community-applications')).toBeTruthy();
  });

  it('are not there for an ordinary member', async () => {
    renderPanel({ myRole: 'group_user', userId: 1 });
    await screen.findAllByTestId('group-member');
    for (const gone of ['group-info-join', 'group-info-manage', 'group-info-applications'])
      expect(screen.queryByTestId(gone), gone).toBeNull();
  });
});
