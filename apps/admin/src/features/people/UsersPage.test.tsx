import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { useConsoleSession } from '../../session';
import { list, ok, userDetailRow, userRow } from './test-rows';
import { UsersPage } from './UsersPage';

const USERS = '/admin/api/console/users';

/** Picks an option of an antd Select found by its test id. */
async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options.at(-1)!);
}

describe('the users page', { timeout: 90_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
    useConsoleSession.setState({
      operator: {
        id: 2,
        userName: '90000002',
        nickName: '运营小狐',
        avatar: '',
        roles: ['operationsAdministrator'],
      },
    });
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('searches by exactly one key: the phone, or the start of a nickname', async () => {
    const server = fakeServer({ [USERS]: list([userRow()]) });
    renderInConsole(<UsersPage />);
    await screen.findByText('巡山小妖');
    expect([...server.callsTo(USERS)[0]!.url.searchParams.keys()].sort()).toEqual(['pageSize']);

    fireEvent.change(screen.getByTestId('user-search-text'), { target: { value: ' 13950000001 ' } });
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() =>
      expect(server.callsTo(USERS).at(-1)!.url.searchParams.get('phone')).toBe('13950000001'),
    );

    await choose('user-search-key', '昵称');
    // A new key starts with an empty text: the phone typed before is not sent as a nickname.
    expect((screen.getByTestId('user-search-text') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('user-search-text'), { target: { value: '巡山' } });
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() => {
      const query = server.callsTo(USERS).at(-1)!.url.searchParams;
      expect(query.get('nickName')).toBe('巡山');
      expect(query.has('phone')).toBe(false);
    });

    await choose('user-search-key', '账号状态');
    await choose('user-search-choice', '已停用');
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() => {
      const query = server.callsTo(USERS).at(-1)!.url.searchParams;
      expect(query.get('state')).toBe('disabled');
      expect(query.has('nickName')).toBe(false);
    });
  });

  it('opens a user, disables the account with a reason and then offers to re-enable it', async () => {
    let detail = userDetailRow({ mute: { until: null, reason: '刷屏', createTime: '2026-01-02 05:00:00' } });
    const server = fakeServer({
      [USERS]: list([userRow()]),
      [`${USERS}/501`]: () => ok(detail),
      [`${USERS}/501/disable`]: () => {
        detail = {
          ...detail,
          state: 'disabled',
          stateReason: '发布违规广告',
          stateTime: '2026-01-04 09:00:00',
        };
        return ok(detail);
      },
      '/admin/api/console/audit': list([]),
    });
    renderInConsole(<UsersPage />);
    fireEvent.click(await screen.findByText('巡山小妖'));
    const drawer = await screen.findByTestId('user-drawer');
    await within(drawer).findByText('13950000001');
    expect(drawer.textContent).toContain('直到解除');
    expect(drawer.textContent).toContain('原因：刷屏');
    expect(within(screen.getByTestId('user-counts')).getByText('在线会话')).toBeTruthy();
    await within(drawer).findByText('暂无后台操作记录');

    fireEvent.click(within(drawer).getByTestId('user-disable'));
    const dialog = await screen.findByTestId('confirm-disable');
    expect(dialog.textContent).toContain('当前 2 个在线会话');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: ' 发布违规广告 ' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect(await screen.findByText('账号已停用')).toBeTruthy();
    expect(server.callsTo(`${USERS}/501/disable`)[0]!.body).toEqual({ reason: '发布违规广告' });

    await within(drawer).findByTestId('user-enable');
    expect(drawer.textContent).toContain('停用原因');
    expect(drawer.textContent).toContain('发布违规广告');
    // The list is asked again, so the row shows the new state too.
    await waitFor(() => expect(server.callsTo(USERS).length).toBeGreaterThan(1));
  });

  it("says why a super operator's account cannot be acted on, and shows the server's refusal", async () => {
    const boss = userRow({ id: 9, userName: '90000001', nickName: '超级狐', roles: ['user', 'superAdmin'] });
    const plain = userRow();
    const server = fakeServer({
      [USERS]: list([boss, plain]),
      [`${USERS}/9`]: ok(userDetailRow(boss)),
      [`${USERS}/501`]: ok(userDetailRow()),
      [`${USERS}/501/mute`]: { code: 400, msg: '禁言时长最多 3650 天，更长请选择直到解除' },
      '/admin/api/console/audit': list([]),
    });
    renderInConsole(<UsersPage />);
    fireEvent.click(await screen.findByText('超级狐'));
    let drawer = await screen.findByTestId('user-drawer');
    await within(drawer).findByTestId('user-actions-locked');
    expect(within(drawer).getByTestId('user-disable')).toHaveProperty('disabled', true);
    expect(within(drawer).getByTestId('user-mute')).toHaveProperty('disabled', true);
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(screen.queryByTestId('user-drawer')).toBeNull());

    fireEvent.click(screen.getByText('巡山小妖'));
    drawer = await screen.findByTestId('user-drawer');
    fireEvent.click(await within(drawer).findByTestId('user-mute'));
    await screen.findByTestId('mute-dialog');
    fireEvent.click(screen.getByText('7 天'));
    fireEvent.change(screen.getByTestId('mute-reason'), { target: { value: '辱骂他人' } });
    fireEvent.click(screen.getByTestId('mute-ok'));
    expect((await screen.findByTestId('mute-error')).textContent).toContain('禁言时长最多 3650 天');
    expect(server.callsTo(`${USERS}/501/mute`)[0]!.body).toEqual({
      unit: 'days',
      amount: 7,
      reason: '辱骂他人',
    });
    // Until lifted: no length is sent.
    fireEvent.click(screen.getByTestId('mute-until-lifted'));
    fireEvent.click(screen.getByTestId('mute-ok'));
    await waitFor(() => expect(server.callsTo(`${USERS}/501/mute`)).toHaveLength(2));
    expect(server.callsTo(`${USERS}/501/mute`)[1]!.body).toEqual({ unit: 'untilLifted', reason: '辱骂他人' });
  });
});
