import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/kits/session';
import { useLoginPrompt } from '../features/auth/login-prompt-store';
import { useSessionStore } from '../features/auth/session-store';
import { switchLanguage } from '../i18n/i18n';
import { routeTitlesZh } from '../i18n/route-titles';
import { allPagePaths } from './route-map';
import { hasOwnPage } from './routing/page-registry';

async function expectPage(key: string) {
  const title = routeTitlesZh[key];
  await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe(title));
  await waitFor(() => expect(document.title).toBe(`${title} - 狐狐视界`));
}

describe('router', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    useLoginPrompt.getState().close();
  });
  afterEach(async () => {
    await switchLanguage('zh-CN');
  });

  it('shows every route whose feature is not built with its title and the not-yet-available notice', async () => {
    useSessionStore.getState().setSession({ token: 't', userId: testUser.id, userInfo: testUser });
    const { router } = renderApp('/home');
    const pending = allPagePaths().filter(({ key }) => !hasOwnPage(key));
    expect(pending.length).toBeGreaterThan(0);
    for (const { key, path } of pending) {
      await act(() => router.navigate(path));
      await expectPage(key);
      expect(screen.getByTestId('not-available').textContent).toBe('该功能尚未开放，敬请期待');
    }
  }, 60_000);

  it('shows the QR confirm page, which says a missing code is invalid', async () => {
    const { router } = renderApp('/home');
    await act(() => router.navigate('/qrLogin'));
    await expectPage('qrLogin');
    expect((await screen.findByTestId('qr-expired')).textContent).toBe('二维码已失效');
  });

  it('redirects / to /home and keeps the query', async () => {
    const { router } = renderApp('/?code=wx123&state=login');
    await expectPage('home');
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.search).toBe('?code=wx123&state=login');
  });

  it('sends an entry flow base path to its first step, under the flow title and steps', async () => {
    const { router } = renderApp('/agentEnter');
    await expectPage('agentEnterIndex');
    expect(router.state.location.pathname).toBe('/agentEnter/agentEnterIndex');
    expect(screen.getByTestId('flow-title').textContent).toBe('代理商入驻');
    expect(screen.getByTestId('flow-steps')).toBeTruthy();
  });

  it('shows the single-step preview flow at its own path', async () => {
    const { router } = renderApp('/preview');
    await expectPage('preview');
    expect(router.state.location.pathname).toBe('/preview');
  });

  it('shows a friendly 404 with a link home for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByTestId('not-found-home').getAttribute('href')).toBe('/home');
    expect(screen.getByTestId('app-header')).toBeTruthy();
  });

  it('asks a guest on /my to log in and opens the login prompt', async () => {
    renderApp('/my');
    await expectPage('my');
    expect(screen.getByTestId('login-required').textContent).toBe('登录后才能查看我的主页');
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(screen.getByTestId('login-tab-phone')).toBeTruthy();
  });

  it('follows the language: titles, the product name and the notice', async () => {
    await switchLanguage('en-US');
    renderApp('/makeMoney/classroom');
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Classroom'));
    await waitFor(() => expect(document.title).toBe('Classroom - Foxview'));
    expect(screen.getByTestId('not-available').textContent).toBe('This feature is not available yet.');
    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('offers the home page links to every area', async () => {
    renderApp('/home');
    await expectPage('home');
    const hrefs = [...document.querySelectorAll('[data-testid^="home-area-"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/shortPlay',
      '/content/videoList',
      '/content/imageTextList',
      '/content/questionList',
      '/makeMoney',
      '/novel',
      '/game-app',
    ]);
  });
});
