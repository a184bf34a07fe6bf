import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { list, ok, userRow } from './test-rows';
import { RolesPage } from './RolesPage';

const OPERATORS = '/admin/api/console/operators';
const USERS = '/admin/api/console/users';

describe('the roles page', { timeout: 90_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('grants a role to an account found by phone, with the reason', async () => {
    const finance = userRow({
      id: 95,
      userName: '90000005',
      nickName: '财务小狐',
      roles: ['user', 'finance'],
    });
    const newcomer = userRow();
    const server = fakeServer({
      [OPERATORS]: list([finance]),
      [USERS]: (url) => list(url.searchParams.get('phone') === '13950000001' ? [newcomer] : []),
      [`${USERS}/501/roles/grant`]: ok({ ...newcomer, roles: ['user', 'article'] }),
    });
    renderInConsole(<RolesPage />);
    await screen.findByText('财务小狐');
    fireEvent.click(screen.getByTestId('grant-role'));
    const dialog = await screen.findByTestId('grant-role-dialog');

    // antd puts the test id on the search's wrapper; the text goes in its input.
    const search = within(within(dialog).getByTestId('grant-role-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '13950000009' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect((await within(dialog).findByTestId('grant-role-missing')).textContent).toContain('13950000009');

    fireEvent.change(search, { target: { value: '13950000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查找/ }));
    expect((await within(dialog).findByTestId('grant-role-account')).textContent).toContain('巡山小妖');
    expect(server.callsTo(USERS).at(-1)!.url.searchParams.get('phone')).toBe('13950000001');

    fireEvent.mouseDown(within(within(dialog).getByTestId('grant-role-role')).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByText('内容审核', { selector: '.ant-select-item-option-content' }))[0]!,
    );
    expect(screen.getByTestId('grant-role-ok')).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByTestId('grant-role-reason'), { target: { value: '新入职审核' } });
    fireEvent.click(screen.getByTestId('grant-role-ok'));
    expect(await screen.findByText('已授予「内容审核」角色')).toBeTruthy();
    expect(server.callsTo(`${USERS}/501/roles/grant`)[0]!.body).toEqual({
      role: 'article',
      reason: '新入职审核',
    });
    await waitFor(() => expect(screen.queryByTestId('grant-role-dialog')).toBeNull());
  });

  it('revokes one role from a row, with the reason, and lists operators by role', async () => {
    const finance = userRow({
      id: 95,
      userName: '90000005',
      nickName: '财务小狐',
      roles: ['user', 'finance'],
    });
    const server = fakeServer({
      [OPERATORS]: list([finance]),
      [`${USERS}/95/roles/revoke`]: ok({ ...finance, roles: ['user'] }),
    });
    renderInConsole(<RolesPage />);
    await screen.findByText('财务小狐');

    fireEvent.mouseDown(within(screen.getByTestId('operators-filter-role')).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByText('财务', { selector: '.ant-select-item-option-content' }))[0]!,
    );
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() =>
      expect(server.callsTo(OPERATORS).at(-1)!.url.searchParams.get('role')).toBe('finance'),
    );

    fireEvent.click(screen.getByTestId('operator-revoke-90000005'));
    fireEvent.click(await screen.findByText('收回「财务」'));
    const dialog = await screen.findByTestId('confirm-revoke');
    expect(dialog.textContent).toContain('收回「财务小狐」的「财务」角色？');
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '调岗' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect(await screen.findByText('已收回「财务」角色')).toBeTruthy();
    expect(server.callsTo(`${USERS}/95/roles/revoke`)[0]!.body).toEqual({ role: 'finance', reason: '调岗' });
    // The row's click opens no drawer while the role menu is used.
    expect(screen.queryByTestId('user-drawer')).toBeNull();
  });
});
