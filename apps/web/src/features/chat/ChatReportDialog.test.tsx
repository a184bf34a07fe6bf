import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { ChatReportDialog } from './ChatReportDialog';

configure({ asyncUtilTimeout: 5000 });

type Handler = (url: string, init: RequestInit) => unknown;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`;
  const handler = handlers[key];
  if (!handler)
    return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
  return new Response(JSON.stringify(await handler(String(input), init)), { status: 200 });
});
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const reportCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes('/im/chat/message/report') && init?.method,
  );
const bodyOf = (call: unknown[]) =>
  JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

function message(extra: Partial<im.Message> = {}): im.Message {
  return {
    id: 77,
    localId: 'l77',
    chatId: 'single:8_9',
    seq: 3,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(Date.now()),
    body: { content: '加我微信领红包', err: null, duration: null },
    sender: { id: 8, name: '西湖边的猫', avatar: '', role: null, forbid: false },
    receiver: { id: 9, name: '小狐狸', avatar: '' },
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
    ...extra,
  };
}

beforeEach(() => {
  handlers = {
    'GET /system/dict/data/type/report_type': () =>
      ok([
        { dictLabel: '垃圾广告', dictValue: 'Spam', dictSort: 1 },
        { dictLabel: '其他', dictValue: 'Other', dictSort: 2 },
      ]),
    'POST /im/chat/message/report': () => ok(null),
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({
    token: 'token-9',
    userId: 9,
    userInfo: {
      id: 9,
      userName: 'fox9',
      nickName: '小狐狸',
      avatar: '',
      hasPassword: false,
      roles: ['user'],
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('ChatReportDialog', { timeout: 30_000 }, () => {
  it('preselects the first reason, takes 300 characters and reports a single chat message as xyhMessage', async () => {
    const onClose = vi.fn();
    render(
      <AppProviders>
        <ChatReportDialog message={message()} onClose={onClose} />
      </AppProviders>,
    );
    const spam = await screen.findByRole('radio', { name: '垃圾广告' });
    expect((spam as HTMLInputElement).checked).toBe(true);
    const dialog = screen.getByTestId('report-dialog');
    expect(within(dialog).getByRole('textbox').getAttribute('maxlength')).toBe('300');

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '反复发广告' } });
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(reportCalls()[0]!)).toEqual({
      busyCode: 'xyhMessage',
      objId: 77,
      reportCategoryId: 'Spam',
      reportInformation: '反复发广告',
    });
    expect(await screen.findByText('举报成功')).toBeTruthy();
  });

  it("reports a group message as xyhGroup, and 'Other' asks for text first: 请填写举报信息", async () => {
    const onClose = vi.fn();
    render(
      <AppProviders>
        <ChatReportDialog message={message({ sessionType: 'group' })} onClose={onClose} />
      </AppProviders>,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '其他' }));
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByTestId('report-information-error')).textContent).toContain('请填写举报信息');
    expect(reportCalls()).toHaveLength(0);

    const dialog = screen.getByTestId('report-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '冒充客服' } });
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(reportCalls()[0]!)).toMatchObject({
      busyCode: 'xyhGroup',
      reportCategoryId: 'Other',
      reportInformation: '冒充客服',
    });
  });
});
