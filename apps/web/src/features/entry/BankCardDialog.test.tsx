import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../auth';
import { BankCardDialog } from './BankCardDialog';
import { registerEntryMessages } from './entry-i18n';
import { bankCardOf, fakeServer, logIn, Refusal, renderAt, toastTexts } from './entry-test-kit';

registerEntryMessages();

const BIN = 'GET /pay/account/bank/bin';
const SAVE = 'POST /pay/account/bank/save';
/** A 19-digit card number whose Luhn check digit is right. */
const GOOD_CARD = '6222020200112345679';

let server: ReturnType<typeof fakeServer>;
let onClose: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  logIn();
  server = fakeServer();
  onClose = vi.fn<() => void>();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderDialog(bankName: string | null) {
  server.handlers[BIN] = () => ({ bankName, cardType: bankName ? 'debit' : null, problem: null });
  renderAt('/entry/status', <BankCardDialog replacing={false} verifiedName="林*夏" onClose={onClose} />);
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const cardInput = () => screen.getByTestId('card-number') as HTMLInputElement;

function fillRest(holder = '林知夏') {
  type('card-branch', '北京分行朝阳支行');
  type('card-holder', holder);
}

describe('BankCardDialog', () => {
  it('groups the number by four and names the bank from its first digits', async () => {
    renderDialog('中国工商银行');
    type('card-number', GOOD_CARD);
    expect(cardInput().value).toBe('6222 0202 0011 2345 679');
    expect((await screen.findByTestId('card-bank-found')).textContent).toBe('中国工商银行 · 储蓄卡');
    // Only the prefix the issuer list needs is sent to look the bank up.
    expect(server.callsTo(BIN)).toEqual([{ cardNumber: '62220202' }]);
    expect(screen.queryByTestId('card-bank')).toBeNull();
  });

  it('refuses a number whose check digit is wrong and sends nothing', async () => {
    renderDialog('中国工商银行');
    type('card-number', '6222020200112345678');
    fillRest();
    fireEvent.click(screen.getByTestId('card-submit'));
    expect(screen.getByTestId('card-number-error').textContent).toBe('银行卡号有误，请核对后重新输入');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it('asks for the bank when the first digits are unknown, and sends it', async () => {
    renderDialog(null);
    server.handlers[SAVE] = () =>
      bankCardOf({ state: 'WaitApprove', bankName: '某农商银行', cardTail: '5679' });
    type('card-number', GOOD_CARD);
    expect((await screen.findByTestId('card-bank-unknown')).textContent).toBe('未能识别开户银行，请手动填写');
    fillRest();
    fireEvent.click(screen.getByTestId('card-submit'));
    expect(screen.getByTestId('card-bank-error').textContent).toBe('请输入开户银行');
    expect(server.callsTo(SAVE)).toHaveLength(0);

    type('card-bank', '某农商银行');
    fireEvent.click(screen.getByTestId('card-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(SAVE)).toEqual([
      { cardNumber: GOOD_CARD, bankName: '某农商银行', branchName: '北京分行朝阳支行', holderName: '林知夏' },
    ]);
    await waitFor(() => expect(toastTexts()).toContain('银行卡已提交，请等待审核'));
  });

  it('sends a known card without a bank name, the holder typed in full', async () => {
    renderDialog('中国工商银行');
    server.handlers[SAVE] = () =>
      bankCardOf({ state: 'WaitApprove', bankName: '中国工商银行', cardTail: '5679' });
    type('card-number', GOOD_CARD);
    await screen.findByTestId('card-bank-found');
    fillRest();
    fireEvent.click(screen.getByTestId('card-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(SAVE)).toEqual([
      { cardNumber: GOOD_CARD, branchName: '北京分行朝阳支行', holderName: '林知夏' },
    ]);
  });

  it('refuses a holder who is not the verified name', async () => {
    renderDialog('中国工商银行');
    type('card-number', GOOD_CARD);
    fillRest('王小明');
    expect(screen.getByText('须与实名认证姓名（林*夏）一致')).toBeTruthy();
    fireEvent.click(screen.getByTestId('card-submit'));
    expect(screen.getByTestId('card-holder-error').textContent).toBe('持卡人须与实名认证姓名一致');
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    renderDialog('中国工商银行');
    server.handlers[SAVE] = () => new Refusal(400, '持卡人姓名须与实名认证的姓名（林*夏）一致');
    type('card-number', GOOD_CARD);
    await screen.findByTestId('card-bank-found');
    fillRest();
    fireEvent.click(screen.getByTestId('card-submit'));
    expect((await screen.findByTestId('card-server-error')).textContent).toContain(
      '持卡人姓名须与实名认证的姓名（林*夏）一致',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
