import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, routeOf } from '@fox/contracts';
import { switchLanguage } from '../i18n/i18n';
import { registerApiUiEffects } from './api-effects';
import { ApiError } from './api-error';
import { configureApi } from './api-session';
import { api } from './client';
import { addRequestSigner } from './request-signers';

const articlePage = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/article/list',
  auth: 'public',
  tag: 'test',
  summary: 'list',
  query: z.object({ pageNum: z.number(), pageSize: z.number(), keyword: z.string().optional() }),
  kind: 'list',
  response: z.object({ id: z.number() }),
});

const articleUpdate = defineEndpoint({
  method: 'PUT',
  path: '/admin/article/:id',
  auth: 'user',
  tag: 'test',
  summary: 'update',
  params: z.object({ id: z.number() }),
  query: z.object({ draft: z.boolean().optional() }),
  body: z.object({ title: z.string() }),
  kind: 'object',
  response: z.object({ ok: z.boolean() }),
});

const noticeTabs = defineEndpoint({
  method: 'GET',
  path: '/app/notice/tab/list',
  auth: 'user',
  tag: 'test',
  summary: 'tabs',
  kind: 'object',
  response: z.array(z.string()),
});

const fetchMock = vi.fn<typeof fetch>();
const showError = vi.fn<(text: string) => void>();
const navigate = vi.fn<(path: string) => void>();
/** The session as the app gives it to the request layer: a token, and what ends it or asks for a login. */
let token: string | null = null;
const onSessionEnded = vi.fn(() => {
  token = null;
});
const onLoginRequired = vi.fn();

function answer(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers but rejects like the browser when its signal aborts. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (init?.signal?.aborted) abort();
    init?.signal?.addEventListener('abort', abort);
  });
}

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('api()', () => {
  let unregister: () => void;
  let disconnectSession: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    showError.mockReset();
    navigate.mockReset();
    onSessionEnded.mockClear();
    onLoginRequired.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    unregister = registerApiUiEffects({ showError, navigate });
    token = null;
    disconnectSession = configureApi({
      token: () => token,
      userId: () => (token ? 7 : null),
      onSessionEnded,
      onLoginRequired,
    });
  });
  afterEach(async () => {
    unregister();
    disconnectSession();
    vi.unstubAllGlobals();
    await switchLanguage('zh-CN');
  });

  it('sends GET input as the query with the platform headers and resolves a list as data and total', async () => {
    token = 'tok-1';
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: '查询成功', total: 31, data: [{ id: 1 }] }));

    const result = await api(articlePage, { pageNum: 2, pageSize: 10 });

    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
    const { url, init } = lastCall();
    expect(url).toBe('/app/api/content/article/list?pageNum=2&pageSize=10');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Lang')).toBe('zh_CN');
    expect(headers.get('SysSource')).toBe('web');
  });

  it('fills path parameters, keeps declared query fields in the URL and sends the rest as JSON', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, msg: '操作成功', data: { ok: true } }));

    const result = await api(articleUpdate, { id: 12, draft: true, title: '春天' });

    expect(result).toEqual({ ok: true });
    const { url, init } = lastCall();
    expect(url).toBe('/admin/article/12?draft=true');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ title: '春天' });
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('calls a schema-free route exactly as its declaration', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: '操作成功', data: { ok: true } }));

    const result = await api(routeOf(articleUpdate), { id: 12, draft: true, title: '春天' });

    expect(result).toEqual({ ok: true });
    const { url, init } = lastCall();
    expect(url).toBe('/admin/article/12?draft=true');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ title: '春天' });
  });

  it('sends the Lang header of the current language', async () => {
    await switchLanguage('en-US');
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'ok', data: [] }));
    await api(noticeTabs);
    expect(new Headers(lastCall().init.headers).get('Lang')).toBe('en_US');
  });

  it('uses the envelope of an HTTP error answer and shows its message', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 400, msg: 'title 不能为空', data: null }, 400));

    const error = await api(articleUpdate, { id: 1, title: '' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, msg: 'title 不能为空', kind: 'business', status: 400 });
    expect(showError).toHaveBeenCalledWith('title 不能为空');
  });

  it('on code 11014 logs out, goes home and opens the login prompt', async () => {
    token = 'tok-1';
    fetchMock.mockResolvedValueOnce(answer({ code: 11014, msg: '您的账号已在其他设备登录', data: null }));

    await expect(api(noticeTabs)).rejects.toMatchObject({ code: 11014 });

    expect(showError).toHaveBeenCalledWith('您的账号已在其他设备登录');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith({ code: 11014, msg: '您的账号已在其他设备登录' });
    expect(token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('tells a forced logout once, even when only background requests met it', async () => {
    const refusal = { code: 11014, msg: '账号已被停用：发布违规广告，请联系客服', data: null };
    // Two background polls on their way when the account was disabled: the first ends the session and
    // says why, though it is silent; the second finds the session gone.
    token = 'tok-1';
    fetchMock.mockResolvedValueOnce(answer(refusal)).mockResolvedValueOnce(answer(refusal));
    await Promise.all([
      expect(api(noticeTabs, undefined, { silent: true })).rejects.toMatchObject({ code: 11014 }),
      expect(api(articlePage, { pageNum: 1, pageSize: 10 }, { silent: true })).rejects.toMatchObject({
        code: 11014,
      }),
    ]);
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('账号已被停用：发布违规广告，请联系客服');
    expect(token).toBeNull();

    // Two requests of the page itself: still told once.
    token = 'tok-2';
    fetchMock.mockResolvedValueOnce(answer(refusal)).mockResolvedValueOnce(answer(refusal));
    await Promise.all([
      expect(api(noticeTabs)).rejects.toMatchObject({ code: 11014 }),
      expect(api(articlePage, { pageNum: 1, pageSize: 10 })).rejects.toMatchObject({ code: 11014 }),
    ]);
    expect(showError).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure and an HTTP failure without an envelope', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api(noticeTabs)).rejects.toMatchObject({ kind: 'network', msg: '后端接口连接异常' });
    expect(showError).toHaveBeenLastCalledWith('后端接口连接异常');

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api(noticeTabs)).rejects.toMatchObject({ kind: 'http', code: 502, status: 502 });
    expect(showError).toHaveBeenLastCalledWith('系统接口502异常');
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementationOnce(hangingFetch);
    await expect(api(noticeTabs, undefined, { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      msg: '系统接口请求超时',
    });
    expect(showError).toHaveBeenCalledWith('系统接口请求超时');
  });

  it('cancels a pending duplicate GET silently and answers the newer one', async () => {
    fetchMock.mockImplementationOnce(hangingFetch);
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'ok', total: 0, data: [] }));

    const first = api(articlePage, { pageNum: 1, pageSize: 10 });
    const firstOutcome = first.catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const second = api(articlePage, { pageNum: 1, pageSize: 10, keyword: '狐' });

    await expect(second).resolves.toEqual({ data: [], total: 0 });
    expect(await firstOutcome).toMatchObject({ kind: 'cancelled' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not cancel duplicates of the exempt notice tab list', async () => {
    fetchMock.mockImplementation(async () => answer({ code: 200, msg: 'ok', data: ['system'] }));
    const results = await Promise.all([api(noticeTabs), api(noticeTabs)]);
    expect(results).toEqual([['system'], ['system']]);
  });

  it('lets installed request signers add headers', async () => {
    const remove = addRequestSigner(({ headers, path }) => headers.set('x-test-signed', path));
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'ok', data: [] }));
    await api(noticeTabs);
    remove();
    expect(new Headers(lastCall().init.headers).get('x-test-signed')).toBe('/app/notice/tab/list');
  });

  it('rejects with a cancelled error when the caller aborts', async () => {
    fetchMock.mockImplementationOnce(hangingFetch);
    const controller = new AbortController();
    const pending = api(noticeTabs, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(showError).not.toHaveBeenCalled();
  });
});
