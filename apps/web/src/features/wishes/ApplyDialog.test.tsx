import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerApiUiEffects, TASK_ALREADY_TAKEN_MESSAGE } from '../../api';
import { TASK_ALREADY_TAKEN_EN } from '../../i18n/server-messages';
import { ApplyDialog } from './ApplyDialog';
import { registerWishMessages } from './wish-i18n';
import { fakeServer, logIn, Refusal, renderAt, toastTexts, wishOf } from './wish-test-kit';

vi.mock('../wallet', () => ({
  // The QR panel is the wallet's, tested there: here the order the dialog hands it.
  QrPayPanel: ({
    placeOrder,
    amountLabel,
  }: {
    placeOrder: () => Promise<{ masterOrderNo: string }>;
    amountLabel: string;
  }) => (
    <button
      type="button"
      data-testid="qr-stub"
      onClick={() =>
        void placeOrder().then((order) => document.body.setAttribute('data-order', order.masterOrderNo))
      }
    >
      {amountLabel}
    </button>
  ),
}));

registerWishMessages();
const RECEIVE = 'POST /busy-order/app/busy/task/receive';

function renderDialog(over: Parameters<typeof wishOf>[0] = {}) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderAt(
    '/',
    '/',
    <ApplyDialog
      wish={wishOf({ isReceiveDeposit: true, ...over })}
      open
      onClose={onClose}
      onChanged={onChanged}
    />,
  );
  return { onClose, onChanged };
}

const submit = () => fireEvent.click(screen.getByTestId('apply-submit'));
/** The previous answer has been handled: the button no longer spins. */
const settled = () =>
  waitFor(() => expect(screen.getByTestId('apply-submit').classList.contains('ant-btn-loading')).toBe(false));
const typeDeposit = (value: string) =>
  fireEvent.change(screen.getByTestId('apply-deposit'), { target: { value } });
const depositError = () => screen.queryByTestId('apply-deposit-error')?.textContent ?? null;

let showError: ReturnType<typeof vi.fn<(text: string) => void>>;
let unregister: () => void;
beforeEach(() => {
  logIn();
  showError = vi.fn<(text: string) => void>();
  unregister = registerApiUiEffects({ showError, navigate: vi.fn() });
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

describe('ApplyDialog', () => {
  it('asks for the message, the deposit and the agreement, each with its own message', async () => {
    const server = fakeServer();
    renderDialog();
    submit();
    expect(screen.getByTestId('apply-msg-error').textContent).toBe('请填写心愿完成说明');
    expect(depositError()).toBe('请输入保证金金额');
    expect(screen.getByTestId('apply-agreement-error').textContent).toBe('请先阅读并同意《任务履约协议》');

    typeDeposit('1.25');
    expect(depositError()).toBe('只能输入一位小数');
    typeDeposit('0.1');
    expect(depositError()).toBe('保证金不能低于 0.2 元');
    typeDeposit('100000000.5');
    expect(depositError()).toBe('保证金不能超过 1 亿元');
    typeDeposit('12.5');
    expect(depositError()).toBeNull();
    expect(server.callsTo(RECEIVE)).toEqual([]);
  });

  it('counts the message to 300 characters and offers six images at most', () => {
    fakeServer();
    renderDialog();
    const message = screen.getByTestId('apply-msg') as HTMLTextAreaElement;
    expect(message.maxLength).toBe(300);
    fireEvent.change(message, { target: { value: '我有三年探店经验' } });
    expect(document.querySelector('.ant-input-data-count')?.textContent).toBe('8 / 300');
    expect(screen.getByText('最多 6 张，支持 jpg、png、jpeg')).toBeTruthy();
    expect(screen.getByTestId('apply-agreement-link').getAttribute('href')).toBe(
      '/explain?type=taskAgreement',
    );
  });

  it("sends the application, says 'Submitted successfully', then shows the deposit's payment QR", async () => {
    const server = fakeServer();
    server.handlers[RECEIVE] = () => ({
      reception: {},
      depositOrder: { masterOrderNo: 'DEP-1', state: 'created', paySource: 202, payPrice: 12.5 },
    });
    const { onChanged } = renderDialog();
    fireEvent.change(screen.getByTestId('apply-msg'), { target: { value: '我有三年探店经验' } });
    typeDeposit('12.5');
    fireEvent.click(screen.getByTestId('apply-agreement'));
    submit();

    const qr = await screen.findByTestId('qr-stub');
    expect(qr.textContent).toBe('保证金 ¥12.50');
    await waitFor(() => expect(toastTexts()).toContain('提交成功'));
    expect(server.callsTo(RECEIVE)).toEqual([
      { taskNumber: 'T202611270001', applyMsg: '我有三年探店经验', applyAnnex: [], amount: 12.5 },
    ]);
    expect(onChanged).toHaveBeenCalled();
    // The code shown is the order the application answered; no second application is sent for it.
    fireEvent.click(qr);
    await waitFor(() => expect(document.body.getAttribute('data-order')).toBe('DEP-1'));
    expect(server.callsTo(RECEIVE)).toHaveLength(1);
  });

  it('passes the task-taken message silently in either language, and shows any other refusal', async () => {
    const server = fakeServer();
    let answer = TASK_ALREADY_TAKEN_MESSAGE;
    server.handlers[RECEIVE] = () => new Refusal(409, answer);
    const fill = () => {
      fireEvent.change(screen.getByTestId('apply-msg'), { target: { value: '我有三年探店经验' } });
      typeDeposit('1');
      fireEvent.click(screen.getByTestId('apply-agreement'));
    };
    const first = renderDialog();
    fill();
    submit();
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(first.onChanged).toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();

    answer = TASK_ALREADY_TAKEN_EN;
    await settled();
    submit();
    await waitFor(() => expect(server.callsTo(RECEIVE)).toHaveLength(2));
    expect(showError).not.toHaveBeenCalled();

    answer = '报名已截止';
    await settled();
    submit();
    await waitFor(() => expect(showError).toHaveBeenCalledWith('报名已截止'));
  });
});
