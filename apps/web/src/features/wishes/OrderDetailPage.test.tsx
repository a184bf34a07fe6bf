import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { wishes } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { OrderDetailPage } from './OrderDetailPage';
import { fakeServer, logIn, renderAt, wishOf } from './wish-test-kit';

const DETAIL = 'GET /busy-order/app/busy/task/detail/T202611270001';
const APPLICATIONS = 'GET /busy-order/app/busy/task/applications/T202611270001';
const PATH = '/makeMoney/myBusinessOrder/orderDetail?taskNumber=T202611270001';

function receptionOf(over: Partial<wishes.Reception>): wishes.Reception {
  return {
    id: 1,
    taskNumber: 'T202611270001',
    userId: 20,
    userName: '100020',
    nickName: '阿狸',
    userAvatar: '',
    state: 'WaitApprove',
    amount: 12.5,
    applyMsg: '我做过二十家店的探店视频',
    applyAnnex: ['/resource/files/a.jpg'],
    depositOrderNo: null,
    deliveryMsg: '',
    deliveryAnnex: [],
    rejectReason: '',
    settledAmount: null,
    createTime: '2026-11-26 10:00:00',
    updateTime: '2026-11-26 10:00:00',
    autoAcceptTime: null,
    myRating: null,
    ...over,
  };
}

function renderOrder() {
  return renderAt(PATH, '/makeMoney/myBusinessOrder/orderDetail', <OrderDetailPage routeKey="orderDetail" />);
}

beforeEach(() => logIn());
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe('OrderDetailPage (the publisher)', () => {
  it('shows the money and each application with its message, pictures and deposit; accepts one', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ isReceiving: 1, userId: 9, state: 'WaitReceive', applyNum: 1 });
    server.handlers[APPLICATIONS] = (_body, url) =>
      url.searchParams.get('state') === 'WaitApproveSettle' ? [] : [receptionOf({})];
    server.handlers['POST /busy-order/app/busy/task/application/accept'] = () =>
      receptionOf({ state: 'Execute' });
    renderOrder();

    expect((await screen.findByTestId('order-full')).textContent).toContain('¥500');
    expect(screen.getByTestId('order-fee').textContent).toContain('10% (¥10.00)');
    const item = await screen.findByTestId('reception-item');
    expect(within(item).getByTestId('reception-apply-msg').textContent).toContain('我做过二十家店的探店视频');
    expect(within(item).getByText('保证金 ¥12.50')).toBeTruthy();
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/resource/files/a.jpg');
    expect((await screen.findByTestId('order-settlements-empty')).textContent).toContain(
      '暂无待审核的结算申请',
    );

    fireEvent.click(within(item).getByTestId('reception-accept'));
    await waitFor(() =>
      expect(server.callsTo('POST /busy-order/app/busy/task/application/accept')).toEqual([
        { receptionId: 1 },
      ]),
    );
  });

  it('declines only with a reason', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ isReceiving: 1, userId: 9 });
    server.handlers[APPLICATIONS] = () => [receptionOf({})];
    server.handlers['POST /busy-order/app/busy/task/application/decline'] = () =>
      receptionOf({ state: 'Refuse' });
    renderOrder();

    fireEvent.click((await screen.findAllByTestId('reception-decline'))[0]!);
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    expect(within(dialog).getByTestId('reason-error').textContent).toBe('请填写原因');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '档期不合适' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    await waitFor(() =>
      expect(server.callsTo('POST /busy-order/app/busy/task/application/decline')).toEqual([
        { receptionId: 1, reason: '档期不合适' },
      ]),
    );
  });

  it('settles a delivery only after a confirmation that says it cannot be undone', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ isReceiving: 1, userId: 9, state: 'WaitApproveSettle' });
    server.handlers[APPLICATIONS] = (_body, url) =>
      url.searchParams.get('state') === 'WaitApproveSettle'
        ? [
            receptionOf({
              state: 'WaitApproveSettle',
              deliveryMsg: '视频已发布',
              autoAcceptTime: '2026-11-30 10:00:00',
            }),
          ]
        : [];
    server.handlers['POST /busy-order/app/busy/task/settle/approve'] = () =>
      receptionOf({ state: 'OverSettle' });
    renderOrder();

    const list = await screen.findByTestId('order-settlements');
    expect(within(list).getByTestId('reception-delivery').textContent).toContain('视频已发布');
    expect(within(list).getByText('2026-11-30 10:00 前未处理将自动确认')).toBeTruthy();
    fireEvent.click(within(list).getByTestId('reception-settle'));
    const confirm = await screen.findByTestId('settle-confirm');
    expect(confirm.textContent).toContain('此操作无法撤销');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(server.callsTo('POST /busy-order/app/busy/task/settle/approve')).toEqual([{ receptionId: 1 }]),
    );
  });

  it('rates a settled taker with stars and a comment, then shows the stars in place of the button', async () => {
    const server = fakeServer();
    let rated = false;
    const settled = () =>
      receptionOf({
        state: 'OverSettle',
        deliveryMsg: '视频已发布',
        settledAmount: 90,
        myRating: rated ? { score: 4, comment: '拍得很用心', createTime: '2026-12-01 10:00:00' } : null,
      });
    server.handlers[DETAIL] = () =>
      wishOf({ isReceiving: 1, userId: 9, state: 'OverSettle', deliveryNum: 1 });
    server.handlers[APPLICATIONS] = (_body, url) =>
      url.searchParams.get('state') === 'WaitApproveSettle' ? [] : [settled()];
    server.handlers['POST /busy-order/app/busy/task/rate'] = () => {
      rated = true;
      return {
        receptionId: 1,
        side: 'publisher',
        score: 4,
        comment: '拍得很用心',
        createTime: '2026-12-01 10:00:00',
      };
    };
    renderOrder();

    const item = await screen.findByTestId('reception-item');
    fireEvent.click(within(item).getByTestId('reception-rate'));
    const dialog = await screen.findByTestId('rating-dialog');
    expect(dialog.textContent).toContain('评价接单者 阿狸');
    expect(dialog.textContent).toContain('0 / 200');
    // Stars are required; the comment is not.
    fireEvent.click(within(dialog).getByTestId('rating-submit'));
    expect(within(dialog).getByTestId('rating-score-error').textContent).toBe('请选择评分');
    expect(server.callsTo('POST /busy-order/app/busy/task/rate')).toEqual([]);
    fireEvent.click(within(dialog).getAllByRole('radio')[3]!);
    expect(within(dialog).getByTestId('rating-score-name').textContent).toBe('满意');
    expect(within(dialog).queryByTestId('rating-score-error')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('rating-comment'), { target: { value: '  拍得很用心 ' } });
    fireEvent.click(within(dialog).getByTestId('rating-submit'));
    await waitFor(() =>
      expect(server.callsTo('POST /busy-order/app/busy/task/rate')).toEqual([
        { receptionId: 1, score: 4, comment: '拍得很用心' },
      ]),
    );
    const given = await screen.findByTestId('reception-rate-given');
    expect(given.getAttribute('data-score')).toBe('4');
    expect(given.textContent).toContain('拍得很用心');
    expect(screen.queryByTestId('reception-rate')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('rating-dialog')).toBeNull());
  });

  it('offers the taker of a settled order to rate the publisher, and only then', async () => {
    const server = fakeServer();
    const mine = receptionOf({ userId: 1, state: 'OverSettle', settledAmount: 90 });
    server.handlers[DETAIL] = () => wishOf({ state: 'OverSettle', myReception: mine });
    const { unmount } = renderOrder();
    fireEvent.click(await screen.findByTestId('taker-rate'));
    expect((await screen.findByTestId('rating-dialog')).textContent).toContain('评价发布者 狐狸小店');
    unmount();

    server.handlers[DETAIL] = () =>
      wishOf({ state: 'Execute', myReception: receptionOf({ userId: 1, state: 'Execute' }) });
    const working = renderOrder();
    expect(await screen.findByTestId('taker-settle')).toBeTruthy();
    expect(screen.queryByTestId('taker-rate')).toBeNull();
    working.unmount();

    server.handlers[DETAIL] = () =>
      wishOf({
        state: 'OverSettle',
        myReception: { ...mine, myRating: { score: 5, comment: '', createTime: '2026-12-01 10:00:00' } },
      });
    renderOrder();
    expect((await screen.findByTestId('taker-rate-given')).getAttribute('data-score')).toBe('5');
    expect(screen.queryByTestId('taker-rate')).toBeNull();
  });

  it('tells someone who neither published nor took the wish that the order is not theirs', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf();
    renderOrder();
    expect((await screen.findByTestId('wish-not-yours')).textContent).toContain('只有发布者可以查看这个订单');
  });
});
