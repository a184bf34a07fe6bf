import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeServer } from '../../test/fake-server';
import { connectApiToConsole } from '../session/api-connection';
import { endConsoleSession, enterConsole, useConsoleSession } from '../session/session-store';
import { ConsoleProviders } from './ConsoleProviders';
import { buildRoutes } from './router';

const operator = {
  id: 14,
  userName: '90000002',
  nickName: '运营小狐',
  avatar: '',
  roles: ['operationsAdministrator', 'agent'] as ('operationsAdministrator' | 'agent')[],
};

function renderConsole(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <ConsoleProviders>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return router;
}

const menuTexts = () =>
  within(screen.getByTestId('console-menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the console layout', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
    fakeServer({
      '/admin/api/console/audit': { code: 200, msg: 'ok', data: [], total: 0 },
      '/admin/api/console/dashboard': { data: { days: [], openReports: 0, pendingReviews: 0 } },
    });
  });
  afterEach(() => {
    disconnect();
    endConsoleSession(null);
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a session to the login page', async () => {
    const router = renderConsole('/audit');
    expect(await screen.findByTestId('console-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the role's menu, the operator and the breadcrumbs, and switches roles", async () => {
    enterConsole('tok-14', operator, 'operationsAdministrator');
    // The areas' pages join the operations menu (page-registry.test.ts); this opens the audit log by link.
    const router = renderConsole('/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
    expect(await screen.findByTestId('page-title')).toHaveProperty('textContent', '审计日志');
    expect(menuTexts().slice(-2)).toEqual(['审计日志', '账号信息']);
    expect(menuTexts()).not.toContain('商家后台');
    expect(screen.getByTestId('console-operator').textContent).toContain('运营小狐');
    fireEvent.click(screen.getByRole('menuitem', { name: /审计日志/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
    expect(screen.getByTestId('console-breadcrumb').textContent).toContain('系统管理/审计日志');

    // The switcher: the agent's menu, opened at its first page.
    fireEvent.mouseDown(within(screen.getByTestId('role-switcher')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('代理商'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant'));
    expect(useConsoleSession.getState().role).toBe('agent');
    expect(menuTexts()).toEqual(['商家后台', '账号信息']);
    expect(localStorage.getItem('console.role')).toBe('agent');
  });

  it("offers the role that may see a page opened by link from another role's menu", async () => {
    enterConsole('tok-14', operator, 'agent');
    renderConsole('/audit');
    const forbidden = await screen.findByTestId('page-forbidden');
    expect(forbidden.textContent).toContain('当前角色无权查看此页面');
    fireEvent.click(within(forbidden).getByRole('button', { name: '切换为运营管理员' }));
    expect(await screen.findByTestId('audit-log')).toBeTruthy();
  });
});
