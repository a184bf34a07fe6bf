import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../ui/AppProviders';
import { useLoginPrompt } from '../login-prompt-store';
import { useSessionStore } from '../session-store';
import { captureWechatCallback, rememberWechatState, takeWechatCallback } from './wechat-callback';
import { WechatCallback } from './WechatCallback';

const calls = vi.hoisted(() => ({ paths: [] as string[], bodies: [] as unknown[] }));

vi.mock('../../../api/client', () => ({
  api: vi.fn((endpoint: { path: string }, input: unknown) => {
    calls.paths.push(endpoint.path);
    calls.bodies.push(input);
    if (endpoint.path === '/auth/weixin/login') return Promise.resolve({ flag: false, uuid: 'u'.repeat(32) });
    return Promise.reject(new Error(`unexpected call to ${endpoint.path}`));
  }),
}));

function renderStrict() {
  return render(
    <StrictMode>
      <AppProviders>
        <WechatCallback />
      </AppProviders>
    </StrictMode>,
  );
}

describe('WechatCallback', () => {
  beforeEach(() => {
    calls.paths.length = 0;
    calls.bodies.length = 0;
    useSessionStore.getState().clearSession();
    useLoginPrompt.getState().close();
  });
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    takeWechatCallback();
    useLoginPrompt.getState().close();
  });

  it('sends the code once under StrictMode and opens the binding step for a new WeChat user', async () => {
    rememberWechatState('s-1');
    window.history.replaceState(null, '', '/?code=abc&state=s-1');
    captureWechatCallback();

    const view = renderStrict();
    await waitFor(() => expect(useLoginPrompt.getState().tab).toBe('bindingPhone'));
    // A re-render and a remount do not send it again.
    view.rerender(
      <StrictMode>
        <AppProviders>
          <WechatCallback />
        </AppProviders>
      </StrictMode>,
    );
    view.unmount();
    renderStrict();

    expect(calls.paths).toEqual(['/auth/weixin/login']);
    expect(calls.bodies).toEqual([{ loginType: 'WX_QR', code: 'abc', state: 's-1' }]);
    expect(useLoginPrompt.getState()).toMatchObject({ isOpen: true, bindingUuid: 'u'.repeat(32) });
  });

  it('sends nothing and says so when the state does not match', async () => {
    rememberWechatState('s-1');
    window.history.replaceState(null, '', '/?code=abc&state=other');
    captureWechatCallback();

    renderStrict();
    expect(await screen.findByText('微信登录请求已失效，请重新扫码')).toBeTruthy();
    expect(calls.paths).toEqual([]);
    expect(useLoginPrompt.getState().isOpen).toBe(false);
  });
});
