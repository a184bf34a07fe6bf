import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../../test/fake-server';
import { renderInConsole } from '../../../../test/render';
import { connectApiToConsole } from '../../../session/api-connection';
import { BroadcastListPage } from './BroadcastListPage';
import { refreshMsOf } from './refresh';

const LIST = '/admin/api/console/notices/broadcasts';

const row = (id: number, fields: Record<string, unknown>) => ({
  id,
  tab: 'system',
  type: 'announcement',
  title: `通知 ${id}`,
  content: '正文',
  extra: {},
  audience: 'users',
  recipientCount: 5,
  deliveredCount: 0,
  state: 'sent',
  sendAt: '2026-01-02 03:04:05',
  finishTime: null,
  operatorId: 92,
  operatorName: '运营小狐',
  createTime: '2026-01-02 03:04:05',
  ...fields,
});

describe('the broadcasts page', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('fetches again while a notice is being sent, until it is sent', async () => {
    let delivered = 0;
    const server = fakeServer({
      [LIST]: () => {
        delivered = Math.min(5, delivered + 2);
        const state = delivered === 5 ? 'sent' : 'sending';
        return { code: 200, msg: 'ok', data: [row(3, { state, deliveredCount: delivered })], total: 1 };
      },
    });
    renderInConsole(<BroadcastListPage />);
    const progress = () => screen.getByTestId('broadcast-progress').textContent;
    await waitFor(() => expect(progress()).toBe('2 / 5 人'));
    await waitFor(() => expect(progress()).toBe('4 / 5 人'), { timeout: 8000 });
    await waitFor(() => expect(progress()).toBe('5 / 5 人'), { timeout: 8000 });
    expect(screen.getByTestId('state-tag').textContent).toBe('已发送');
    const calls = server.callsTo(LIST).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(server.callsTo(LIST)).toHaveLength(calls);
  });

  it('cancels a scheduled notice with a reason, and opens a notice from the address', async () => {
    const server = fakeServer({
      [LIST]: {
        code: 200,
        msg: 'ok',
        data: [
          row(8, {
            state: 'scheduled',
            audience: 'everyone',
            recipientCount: null,
            sendAt: '2099-01-01 08:00:00',
          }),
          row(7, { state: 'sent', deliveredCount: 5 }),
        ],
        total: 2,
      },
      [`${LIST}/7`]: {
        data: { ...row(7, { state: 'sent', deliveredCount: 5 }), userNames: ['10000001', '10000002'] },
      },
      [`${LIST}/8/cancel`]: {
        data: row(8, { state: 'cancelled', audience: 'everyone', recipientCount: null }),
      },
    });
    renderInConsole(<BroadcastListPage />, '/?id=7');
    const drawer = await screen.findByTestId('broadcast-drawer');
    await waitFor(() =>
      expect(within(drawer).getByTestId('broadcast-users').textContent).toContain('10000002'),
    );
    expect(within(drawer).queryByTestId('broadcast-cancel')).toBeNull();

    await waitFor(() => expect(screen.getAllByTestId('broadcast-row')).toHaveLength(2));
    expect(screen.getAllByTestId('broadcast-progress')[0]!.textContent).toBe('全部用户 · 尚未开始');
    fireEvent.click(screen.getByTestId('broadcast-cancel-8'));
    await screen.findByTestId('broadcast-cancel-confirm');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '内容需要修改' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(server.callsTo(`${LIST}/8/cancel`)).toHaveLength(1));
    expect(server.callsTo(`${LIST}/8/cancel`)[0]!.body).toEqual({ reason: '内容需要修改' });
    expect(await screen.findByText('已取消')).toBeTruthy();
  });
});

describe('when the records are fetched again', () => {
  const now = Date.UTC(2026, 0, 1, 0, 0);
  it('soon while one is sent or due, at its time while one waits, never when all are done', () => {
    expect(refreshMsOf([{ state: 'sent', sendAt: '2026-01-01 08:00:00' }], now)).toBe(false);
    expect(refreshMsOf([{ state: 'sending', sendAt: '2026-01-01 08:00:00' }], now)).toBe(1500);
    expect(refreshMsOf([{ state: 'scheduled', sendAt: '2026-01-01 07:59:00' }], now)).toBe(1500);
    expect(refreshMsOf([{ state: 'scheduled', sendAt: '2026-01-01 08:00:05' }], now)).toBe(5500);
    expect(refreshMsOf([{ state: 'scheduled', sendAt: '2026-01-02 08:00:00' }], now)).toBe(15_000);
  });
});
