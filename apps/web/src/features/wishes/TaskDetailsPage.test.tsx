import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerApiUiEffects } from '../../api';
import { TASK_ALREADY_TAKEN_MESSAGE } from '../../api';
import { useLoginPrompt, useSessionStore } from '../auth';
import { TaskDetailsPage } from './TaskDetailsPage';
import { fakeServer, logIn, Refusal, renderAt, wishOf } from './wish-test-kit';

const DETAIL = 'GET /busy-order/app/busy/task/detail/T202611270001';
const RECEIVE = 'POST /busy-order/app/busy/task/receive';
const PATH = '/makeMoney/taskDetails?taskNumber=T202611270001&type=square&isReceiving=0';

function renderDetails(path = PATH) {
  return renderAt(path, '/makeMoney/taskDetails', <TaskDetailsPage routeKey="taskDetails" />);
}

/** The real-name account and bank card have passed: the settlement gate lets the viewer through. */
function passSettlementGate(server: ReturnType<typeof fakeServer>) {
  server.handlers['GET /pay/account/account'] = () => ({
    accountType: null,
    merchantName: '',
    identityType: null,
    legalName: '',
    identityNoEncrypt: '',
    state: 'Pass',
    rejectReason: '',
    bailState: null,
    existBank: true,
    identityValidityType: null,
    identityEndDate: null,
    licenseValidityType: null,
    licenseEndDate: null,
  });
  server.handlers['GET /pay/account/bank/bank'] = () => ({ state: 'Pass' });
}

let showError: ReturnType<typeof vi.fn<(text: string) => void>>;
let unregister: () => void;
beforeEach(() => {
  showError = vi.fn<(text: string) => void>();
  unregister = registerApiUiEffects({ showError, navigate: vi.fn() });
});
afterEach(() => {
  unregister();
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe('TaskDetailsPage', () => {
  it('shows a taker everything they need: reward, places, deadline, standard, publisher and content', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () =>
      wishOf({
        content: '<p>需要一条视频<script>alert(1)</script></p>',
        fullAmount: 20_000,
        publisherRating: { average: 5, count: 1 },
      });
    renderDetails();

    expect((await screen.findByTestId('page-title')).textContent).toBe('为新开的咖啡店拍一条探店短视频');
    expect(screen.getByTestId('wish-reward').textContent).toBe('¥2万');
    expect(screen.getByTestId('wish-fact-places').textContent).toContain('2/5 人已接');
    expect(screen.getByTestId('wish-fact-deadline').textContent).toContain('2026-12-20 10:00');
    expect(screen.getByTestId('wish-standard').textContent).toBe('发布视频链接和播放量截图');
    expect(screen.getByTestId('publisher-rating').textContent).toBe('★ 5.0 · 1条评价');
    // The content passes the portal's sanitiser: no script reaches the page.
    expect(screen.getByTestId('wish-content').innerHTML).toBe('<p>需要一条视频</p>');
    expect(screen.getByTestId('wish-take-button').textContent).toBe('报名接单');
    expect(screen.getByText('剩余 3 个名额')).toBeTruthy();
  });

  it('gives the publisher their management view, with no take button', async () => {
    logIn();
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ isReceiving: 1, userId: 9, applyNum: 3 });
    renderDetails();

    const panel = await screen.findByTestId('owner-panel');
    expect(screen.queryByTestId('wish-take-button')).toBeNull();
    expect(within(panel).getByTestId('owner-applications').textContent).toBe('待处理报名 3 个');
    expect(within(panel).getByTestId('owner-order-link').getAttribute('href')).toBe(
      '/makeMoney/myBusinessOrder/orderDetail?taskNumber=T202611270001',
    );
  });

  it('says plainly when the wish does not exist, or is no longer on the square', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => new Refusal(404, '心愿不存在');
    const { unmount } = renderDetails();
    expect((await screen.findByTestId('wish-not-found')).textContent).toContain('心愿不存在');
    unmount();

    server.handlers[DETAIL] = () => new Refusal(404, '心愿已下架', { unavailable: 'takenDown' });
    renderDetails();
    expect((await screen.findByTestId('wish-unavailable')).textContent).toContain('这个心愿已不在广场上');
  });

  it('takes a direct wish after the agreement, then shows the viewer’s order', async () => {
    logIn();
    const server = fakeServer();
    passSettlementGate(server);
    let taken = false;
    server.handlers[DETAIL] = () =>
      wishOf({
        isApproveReceive: false,
        myReception: taken
          ? {
              id: 5,
              taskNumber: 'T202611270001',
              userId: 9,
              userName: 'fox9',
              nickName: '小狐狸',
              userAvatar: '',
              state: 'Execute',
              amount: 0,
              applyMsg: '',
              applyAnnex: [],
              depositOrderNo: null,
              deliveryMsg: '',
              deliveryAnnex: [],
              rejectReason: '',
              settledAmount: null,
              createTime: '2026-11-27 08:00:00',
              updateTime: '2026-11-27 08:00:00',
              autoAcceptTime: null,
              myRating: null,
            }
          : null,
      });
    server.handlers[RECEIVE] = () => {
      taken = true;
      return { reception: {}, depositOrder: null };
    };
    renderDetails();

    fireEvent.click(await screen.findByTestId('wish-take-button'));
    const confirm = await screen.findByTestId('take-confirm');
    expect(within(confirm).getByRole('link').getAttribute('href')).toBe('/explain?type=taskAgreement');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    expect((await screen.findByTestId('my-reception')).textContent).toContain('进行中');
    expect(server.callsTo(RECEIVE)).toEqual([{ taskNumber: 'T202611270001' }]);
  });

  it('passes the task-taken message silently and shows the wish full after asking again', async () => {
    logIn();
    const server = fakeServer();
    passSettlementGate(server);
    let full = false;
    // As the server answers: a wish with no place left is off the shelf (shelfState) while at work.
    server.handlers[DETAIL] = () =>
      wishOf({
        isApproveReceive: false,
        state: 'Execute',
        receiveNum: full ? 5 : 4,
        receiveLimit: 5,
        shelfState: full ? 'OffShelf' : 'OnShelf',
      });
    server.handlers[RECEIVE] = () => {
      full = true;
      return new Refusal(409, TASK_ALREADY_TAKEN_MESSAGE);
    };
    renderDetails();

    fireEvent.click(await screen.findByTestId('wish-take-button'));
    fireEvent.click(
      within(await screen.findByTestId('take-confirm')).getByRole('button', { name: /确\s*定/ }),
    );

    await waitFor(() => expect(screen.getByTestId('wish-take-button').textContent).toBe('名额已满'));
    expect(showError).not.toHaveBeenCalled();
  });

  it('opens the apply dialog for a wish that needs approval, and tells the publisher they cannot take their own', async () => {
    logIn();
    const server = fakeServer();
    passSettlementGate(server);
    server.handlers[DETAIL] = () => wishOf();
    const { unmount } = renderDetails();
    fireEvent.click(await screen.findByTestId('wish-take-button'));
    expect(await screen.findByTestId('apply-dialog')).toBeTruthy();
    unmount();

    // A stale answer that still calls the viewer a taker of their own wish.
    server.handlers[DETAIL] = () => wishOf({ userId: 9 });
    renderDetails();
    fireEvent.click(await screen.findByTestId('wish-take-button'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message-notice')?.textContent).toBe('不能接取自己发布的心愿'),
    );
    expect(server.callsTo(RECEIVE)).toEqual([]);
  });

  it('asks a guest to log in before the report dialog opens, and opens it once they did', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ id: 41 });
    renderDetails();
    fireEvent.click(await screen.findByTestId('wish-report'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(screen.queryByTestId('report-dialog')).toBeNull();
    expect(server.callsTo('POST /app/operate/addReportInfo')).toEqual([]);
    // Logging in from the prompt opens the dialog the guest asked for.
    act(() => logIn());
    expect(await screen.findByTestId('report-dialog', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('reports a wish with the portal’s report dialog (objType BusyTask)', async () => {
    logIn();
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ id: 41 });
    server.handlers['GET /system/dict/data/type/report_type'] = () => [
      { dictLabel: '垃圾广告', dictValue: 'Spam', dictSort: 1 },
    ];
    server.handlers['POST /app/operate/addReportInfo'] = () => null;
    renderDetails();
    fireEvent.click(await screen.findByTestId('wish-report'));
    await screen.findByRole('radio', { name: '垃圾广告' });
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(server.callsTo('POST /app/operate/addReportInfo')).toHaveLength(1));
    expect(server.callsTo('POST /app/operate/addReportInfo')[0]).toEqual({
      objId: 41,
      objType: 'BusyTask',
      reportType: 'Spam',
    });
  });

  it('shows no report entry to the publisher', async () => {
    logIn();
    const server = fakeServer();
    server.handlers[DETAIL] = () => wishOf({ isReceiving: 1, userId: 9 });
    renderDetails();
    await screen.findByTestId('owner-panel');
    expect(screen.queryByTestId('wish-report')).toBeNull();
  });
});
