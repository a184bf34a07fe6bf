import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EndpointResult, finance } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { FinanceDetailPage } from './FinanceDetailPage';
import { fakeServer, logIn, recordOf, recordPath, renderAt, withdrawalOf } from './finance-test-kit';

type Detail = EndpointResult<typeof finance.record>;

function renderDetail(id: string) {
  return renderAt(
    `/makeMoney/finance/detail?id=${id}`,
    '/makeMoney/finance/detail',
    <FinanceDetailPage routeKey="financeDetail" />,
  );
}

const saleTransfers: Detail['transfers'] = [
  {
    id: 901,
    kind: 'dramaSale',
    label: '短剧销售分成',
    from: '平台收入',
    to: '我的收益（待入账）',
    amount: 12.3,
    createTime: '2026-11-20 10:30:00',
  },
  {
    id: 902,
    kind: 'release',
    label: '结算期满入账',
    from: '我的收益（待入账）',
    to: '我的收益（可提现）',
    amount: 12.3,
    createTime: '2026-11-27 10:30:00',
  },
];

beforeEach(() => logIn());
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe('FinanceDetailPage', { timeout: 60_000 }, () => {
  it('links a drama sale to the drama and lists the ledger transfers behind it', async () => {
    const server = fakeServer();
    server.handlers[recordPath(41)] = (): Detail => ({
      record: recordOf(),
      transfers: saleTransfers,
      withdrawal: null,
    });
    renderDetail('41');

    expect((await screen.findByTestId('detail-amount')).textContent).toBe('+12.30');
    expect(screen.getByTestId('detail-title').textContent).toBe('《狐狸的夏天》第3集');
    expect(screen.getByTestId('record-state').textContent).toBe('已入账');
    expect(screen.getByTestId('detail-source').getAttribute('href')).toBe(
      '/shortPlayDetail?episodeRelevance=7',
    );
    expect(screen.getByTestId('detail-order-no').textContent).toBe('D202611200001');
    expect(screen.queryByTestId('detail-withdrawal')).toBeNull();

    const rows = within(screen.getByTestId('detail-transfers')).getAllByTestId('transfer-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('短剧销售分成');
    expect(rows[0]!.textContent).toContain('平台收入');
    expect(rows[0]!.textContent).toContain('我的收益（待入账）');
    expect(rows[0]!.textContent).toContain('¥12.30');
    expect(rows[1]!.textContent).toContain('结算期满入账');
    expect(rows[1]!.textContent).toContain('2026-11-27 10:30:00');
  });

  it("links a wish settlement to the viewer's order of that wish", async () => {
    const server = fakeServer();
    server.handlers[recordPath(44)] = (): Detail => ({
      record: recordOf({
        id: 44,
        kind: 'wishSettle',
        title: '为新开的咖啡店拍一条探店短视频',
        sourceType: 'wish',
        sourceId: 'T202611270001',
        orderNo: null,
      }),
      transfers: [],
      withdrawal: null,
    });
    renderDetail('44');
    expect((await screen.findByTestId('detail-source')).getAttribute('href')).toBe(
      '/makeMoney/myTaskDetails?taskNumber=T202611270001',
    );
    expect(screen.getByTestId('detail-transfers').textContent).toContain('暂无资金流水');
  });

  it("shows a withdrawal's card, fee, arrival and each of its steps", async () => {
    const server = fakeServer();
    server.handlers[recordPath(45)] = (): Detail => ({
      record: recordOf({
        id: 45,
        kind: 'withdraw',
        state: 'failed',
        amount: -100,
        fee: 0.1,
        title: '提现',
        sourceType: 'withdrawal',
        sourceId: 'W202611270001',
        orderNo: null,
        availableTime: null,
      }),
      transfers: saleTransfers.slice(0, 1),
      withdrawal: withdrawalOf({
        state: 'failed',
        failReason: '银行卡状态异常',
        finishTime: '2026-11-27 09:05:00',
        steps: [
          { step: 'applied', note: '', time: '2026-11-27 09:00:00' },
          { step: 'sent', note: '', time: '2026-11-27 09:00:01' },
          { step: 'failed', note: '银行卡状态异常', time: '2026-11-27 09:05:00' },
          { step: 'returned', note: '', time: '2026-11-27 09:05:00' },
        ],
      }),
    });
    renderDetail('45');

    expect((await screen.findByTestId('withdrawal-card')).textContent).toBe('招商银行 **** 1234');
    expect(screen.getByTestId('withdrawal-fee').textContent).toBe('¥0.10');
    expect(screen.getByTestId('withdrawal-arrival').textContent).toBe('¥99.90');
    expect(screen.getByTestId('detail-amount').textContent).toBe('-100.00');
    expect(screen.getByTestId('record-state').textContent).toBe('提现失败');
    const steps = screen.getAllByTestId('withdrawal-step').map((step) => step.textContent);
    expect(steps).toEqual([
      '提交提现申请2026-11-27 09:00:00',
      '已发起打款2026-11-27 09:00:01',
      '打款失败银行卡状态异常2026-11-27 09:05:00',
      '金额已退回可提现余额2026-11-27 09:05:00',
    ]);
    expect(screen.queryByTestId('detail-source')).toBeNull();
  });

  it('says so when the address names no record', async () => {
    const server = fakeServer();
    renderDetail('abc');
    expect((await screen.findByTestId('detail-missing')).textContent).toContain('记录不存在或链接有误');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
