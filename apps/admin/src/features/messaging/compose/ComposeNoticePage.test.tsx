import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../../test/fake-server';
import { renderInConsole } from '../../../../test/render';
import { connectApiToConsole } from '../../../session/api-connection';
import { ComposeNoticePage } from './ComposeNoticePage';

const PATH = '/admin/api/console/notices/broadcasts';

const made = {
  id: 31,
  tab: 'system',
  type: 'announcement',
  title: '平台服务升级公告',
  content: '本周六凌晨升级。',
  extra: { systemType: 'announcement' },
  audience: 'everyone',
  recipientCount: null,
  deliveredCount: 0,
  state: 'scheduled',
  sendAt: '2026-01-02 03:04:05',
  finishTime: null,
  operatorId: 92,
  operatorName: '运营小狐',
  createTime: '2026-01-02 03:04:05',
};

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('the compose page', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('sends a system notice to everyone after a confirmation that says it reaches every account', async () => {
    const server = fakeServer({ [PATH]: { data: made } });
    renderInConsole(<ComposeNoticePage />);
    fill('compose-title', '平台服务升级公告');
    fill('compose-content', '本周六凌晨升级。');
    await waitFor(() =>
      expect(screen.getByTestId('notice-preview').textContent).toContain('平台服务升级公告'),
    );

    fireEvent.click(within(screen.getByTestId('compose-audience')).getByText('全部用户'));
    expect((await screen.findByTestId('compose-everyone-warning')).textContent).toContain('每一个账号');
    expect(screen.queryByTestId('compose-user-ids')).toBeNull();

    fireEvent.click(screen.getByTestId('compose-submit'));
    const dialog = await screen.findByTestId('compose-confirm');
    expect(dialog.textContent).toContain('发送给全部用户？');
    expect(within(dialog).getByTestId('compose-confirm-everyone').textContent).toContain('每一个账号');
    expect(within(dialog).getByTestId('compose-summary').textContent).toContain('立即');
    expect(server.callsTo(PATH)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '服务升级' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(server.callsTo(PATH)).toHaveLength(1));
    expect(server.callsTo(PATH)[0]!.body).toEqual({
      notice: { tab: 'system', type: 'announcement', title: '平台服务升级公告', content: '本周六凌晨升级。' },
      audience: 'everyone',
      reason: '服务升级',
    });
    expect(await screen.findByText('已开始发送')).toBeTruthy();
  });

  it('refuses what is not a public ID before asking anything, and sends listed IDs once each', async () => {
    const server = fakeServer({ [PATH]: { data: { ...made, audience: 'users', recipientCount: 2 } } });
    renderInConsole(<ComposeNoticePage />);
    fireEvent.click(screen.getByTestId('compose-tab-mcn'));
    fill('compose-title', 'MCN 入驻说明');
    fill('compose-content', '机构入驻流程已更新。');
    fill('compose-user-ids', '10000001\nabc, 10000002');
    fireEvent.click(screen.getByTestId('compose-submit'));
    expect(await screen.findByText('以下不是有效的用户 ID：abc')).toBeTruthy();
    expect(screen.queryByTestId('compose-confirm')).toBeNull();

    fill('compose-user-ids', '10000001\n10000002, 10000001');
    await waitFor(() =>
      expect(screen.getByTestId('compose-user-count').textContent).toContain('已识别 2 位'),
    );
    fireEvent.click(screen.getByTestId('compose-submit'));
    const dialog = await screen.findByTestId('compose-confirm');
    expect(dialog.textContent).toContain('发送给 2 位用户？');
    expect(within(dialog).queryByTestId('compose-confirm-everyone')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(server.callsTo(PATH)).toHaveLength(1));
    expect(server.callsTo(PATH)[0]!.body).toEqual({
      notice: { tab: 'mcn', title: 'MCN 入驻说明', content: '机构入驻流程已更新。' },
      audience: 'users',
      userNames: ['10000001', '10000002'],
      reason: '',
    });
  });

  it('keeps the dialog open with the server’s message when it refuses', async () => {
    fakeServer({ [PATH]: { code: 400, msg: '以下用户 ID 不存在：10000999' } });
    renderInConsole(<ComposeNoticePage />);
    fill('compose-title', '账号提醒');
    fill('compose-content', '请尽快完成实名认证。');
    fill('compose-user-ids', '10000999');
    fireEvent.click(screen.getByTestId('compose-submit'));
    await screen.findByTestId('compose-confirm');
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toBe(
      '以下用户 ID 不存在：10000999',
    );
  });
});
