import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { testUser } from '../../../test/kits/session';
import { adminSiteLink } from '../../features/auth/account-session';
import { useSessionStore } from '../../features/auth/session-store';
import { AppProviders } from '../../ui/AppProviders';
import { ConsoleEntry } from './ConsoleEntry';

function logInWith(roles: string[]) {
  useSessionStore
    .getState()
    .setSession({ token: 'tok 9', userId: testUser.id, userInfo: { ...testUser, roles } });
}

function renderEntry() {
  return render(
    <AppProviders>
      <ConsoleEntry />
    </AppProviders>,
  );
}

describe('the back-office entry in the header', () => {
  let open: ReturnType<typeof vi.fn>;
  beforeAll(async () => {
    await import('./ConsoleEntryMenu');
  });
  beforeEach(() => {
    open = vi.fn();
    vi.stubGlobal('open', open);
    window.__PORTAL_CONFIG__ = { adminSiteUrl: '/admin/' };
  });
  afterEach(() => {
    useSessionStore.getState().clearSession();
    delete window.__PORTAL_CONFIG__;
    vi.unstubAllGlobals();
  });

  it('is absent for a guest and for an account without a back-office role', () => {
    const { rerender } = renderEntry();
    expect(screen.queryByTestId('nav-console')).toBeNull();
    logInWith(['user', 'mcn']);
    rerender(
      <AppProviders>
        <ConsoleEntry />
      </AppProviders>,
    );
    expect(screen.queryByTestId('nav-console')).toBeNull();
  });

  it('is absent when no back office is configured', () => {
    window.__PORTAL_CONFIG__ = {};
    logInWith(['user', 'operationsAdministrator']);
    renderEntry();
    expect(screen.queryByTestId('nav-console')).toBeNull();
  });

  it("opens the back office in a new tab with the token and the operator's role", () => {
    logInWith(['user', 'operationsAdministrator']);
    renderEntry();
    const entry = screen.getByTestId('nav-console');
    expect(entry.textContent).toBe('管理后台');
    fireEvent.click(entry);
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/admin/?token=tok+9&roleIdentifier=operationsAdministrator`,
      '_blank',
      'noopener',
    );
  });

  it('lists every role of an account holding several, each opening its own menu', async () => {
    logInWith(['user', 'copyright', 'article']);
    renderEntry();
    fireEvent.mouseEnter(screen.getByTestId('nav-console'));
    const article = await screen.findByTestId('nav-console-role-article');
    expect(screen.getByTestId('nav-console-role-copyright').textContent).toBe('版权审核');
    expect(article.textContent).toBe('内容审核');
    fireEvent.click(article);
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/admin/?token=tok+9&roleIdentifier=article`,
      '_blank',
      'noopener',
    );
  });
});

describe('adminSiteLink', () => {
  it('carries the token and the roleIdentifier, on a relative or an absolute address', () => {
    expect(adminSiteLink('/admin/', 'a&b', 'agent')).toBe(
      `${window.location.origin}/admin/?token=a%26b&roleIdentifier=agent`,
    );
    expect(adminSiteLink('https://admin.example.com/console?x=1', 't', 'article')).toBe(
      'https://admin.example.com/console?x=1&token=t&roleIdentifier=article',
    );
    expect(adminSiteLink(undefined, 't', 'agent')).toBeNull();
  });
});
