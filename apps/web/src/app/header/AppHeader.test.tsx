import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { testUser } from '../../../test/kits/session';
import { useLoginPrompt } from '../../features/auth/login-prompt-store';
import { useSessionStore } from '../../features/auth/session-store';
import { useTopUpDialog } from '../../features/wallet/top-up-store';
import { switchLanguage } from '../../i18n/i18n';
import { usePanelsStore } from '../../ui/panels-store';

function logIn(hasPassword = false) {
  useSessionStore
    .getState()
    .setSession({ token: 't', userId: testUser.id, userInfo: { ...testUser, hasPassword } });
}

/** Answers the settlement check with a passed pay account and, unless told otherwise, a passed bank card. */
function stubSettlement(cardState: 'Pass' | null = 'Pass') {
  const answers: Record<string, unknown> = {
    '/pay/account/account': {
      accountType: 'personal',
      merchantName: '',
      identityType: 'idCard',
      legalName: '狐小满',
      identityNoEncrypt: '33**************21',
      state: 'Pass',
      rejectReason: '',
      bailState: 'none',
      existBank: true,
      identityValidityType: '0',
      identityEndDate: null,
      licenseValidityType: null,
      licenseEndDate: null,
    },
    '/pay/account/bank/bank': { state: cardState },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const data = answers[new URL(String(input), 'http://x').pathname];
      const body = data ? { code: 200, msg: 'ok', data } : { code: 404, msg: 'not faked' };
      return new Response(JSON.stringify(body), { status: data ? 200 : 404 });
    }),
  );
}

async function openUserMenu() {
  fireEvent.mouseEnter(screen.getByTestId('nav-user'));
  return screen.findByTestId('user-menu');
}

describe('header', { timeout: 30_000 }, () => {
  // The menus, dialogs and panels arrive on first use as chunks of their own; loaded here once, a test
  // waits for them to open, not for a busy machine to compile them.
  beforeAll(async () => {
    await Promise.all([
      import('./UserMenuDropdown'),
      import('./DownloadPopover'),
      import('./LanguageMenu'),
      import('../panels/SidePanels'),
      import('../../features/auth/LoginPrompt'),
      import('../../features/auth/PasswordDialog'),
      import('../../features/wallet/TopUpDialog'),
    ]);
  }, 60_000);
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    useLoginPrompt.getState().close();
    usePanelsStore.getState().close();
    useTopUpDialog.getState().close();
  });
  afterEach(() => {
    usePanelsStore.getState().close();
    vi.unstubAllGlobals();
  });

  it.each(['nav-ai-tools', 'nav-notices', 'nav-messages', 'nav-publish'])(
    'sends a guest clicking %s to the login prompt',
    async (testId) => {
      const { router } = renderApp('/home');
      fireEvent.click(await screen.findByTestId(testId));
      expect(await screen.findByTestId('login-prompt')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/home');
      expect(usePanelsStore.getState().openPanel).toBeNull();
    },
  );

  it('keeps business cooperation and the app download open to guests', async () => {
    const { router } = renderApp('/home');
    fireEvent.click(await screen.findByTestId('nav-download'));
    expect((await screen.findByTestId('download-popover')).textContent).toContain('应用商店');
    expect(screen.getByTestId('download-qr').querySelector('svg')).toBeTruthy();
    fireEvent.click(screen.getByTestId('nav-business'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investmentFlow'));
    expect(useLoginPrompt.getState().isOpen).toBe(false);
  });

  it('opens the login prompt from the guest login button', async () => {
    renderApp('/home');
    fireEvent.click(await screen.findByTestId('nav-login'));
    expect((await screen.findByTestId('login-prompt')).textContent).toContain('登录');
  });

  it('searches by keyword', async () => {
    const { router } = renderApp('/home');
    fireEvent.change(await screen.findByTestId('header-search'), { target: { value: ' 狐狸 ' } });
    fireEvent.click(screen.getByTestId('header-search-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchResult'));
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('狐狸')}`);
  });

  it('lets a user open one panel at a time and go to AI tools', async () => {
    logIn();
    const { router } = renderApp('/home');
    fireEvent.click(await screen.findByTestId('nav-notices'));
    // The panels' code loads when one first opens; the first import under the test runner takes a while.
    expect(await screen.findByTestId('notice-panel', undefined, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('nav-messages'));
    expect(await screen.findByTestId('chat-panel')).toBeTruthy();
    expect(usePanelsStore.getState().openPanel).toBe('chat');
    expect(useLoginPrompt.getState().isOpen).toBe(false);

    act(() => usePanelsStore.getState().close());
    fireEvent.click(screen.getByTestId('nav-ai-tools'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/makeMoney/AITools'));
  });

  it('offers the user menu with set password for a user without a password', async () => {
    logIn(false);
    stubSettlement();
    const { router } = renderApp('/home');
    const menu = await openUserMenu();
    expect(menu.style.width).toBe('120px');
    expect(menu.style.height).toBe('250px');
    expect(screen.getByTestId('user-menu-password').textContent).toBe('设置密码');

    fireEvent.click(screen.getByTestId('user-menu-topUp'));
    expect((await screen.findByTestId('top-up-dialog')).textContent).toContain('狐币余额');

    fireEvent.click(screen.getByTestId('user-menu-finance'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/makeMoney/finance'));
  });

  it('keeps a user without a settlement bank card out of the settlement centre and says why', async () => {
    logIn();
    stubSettlement(null);
    const { router } = renderApp('/home');
    await openUserMenu();
    fireEvent.click(screen.getByTestId('user-menu-finance'));
    expect(await screen.findByText('为保证正常结算，请添加结算银行卡')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('reads change password when the user has one', async () => {
    logIn(true);
    renderApp('/home');
    await openUserMenu();
    expect(screen.getByTestId('user-menu-password').textContent).toBe('修改密码');
  });

  it('switches the language and remembers it', async () => {
    renderApp('/home');
    fireEvent.mouseEnter(await screen.findByTestId('nav-language'));
    fireEvent.click(await screen.findByTestId('lang-en-US'));
    await waitFor(() => expect(screen.getByTestId('main-nav-home').textContent).toBe('Home'));
    expect(screen.getByTestId('nav-login').textContent).toBe('Log in');
    expect(localStorage.getItem('lang')).toBe('en-US');
    await act(() => switchLanguage('zh-CN'));
  });

  it('asks before logging out and then clears the session', async () => {
    logIn();
    renderApp('/home');
    await openUserMenu();
    fireEvent.click(screen.getByTestId('user-menu-logout'));
    expect((await screen.findByTestId('logout-confirm')).textContent).toContain('确认退出登录？');
    expect(useSessionStore.getState().token).toBe('t');

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(await screen.findByTestId('nav-login')).toBeTruthy();
  });
});
