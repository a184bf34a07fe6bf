import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as Publish from '../publish';
import { openWishPublish, closeWishPublish } from './publish-store';
import { WishPublishDialog } from './WishPublishDialog';
import { fakeServer, logIn, renderAt, wishOf } from './wish-test-kit';

vi.mock('../wallet', () => ({
  // The QR panel is the wallet's, tested there: here the order the form hands it.
  QrPayPanel: ({ placeOrder, amountLabel }: { placeOrder: () => Promise<unknown>; amountLabel: string }) => (
    <button type="button" data-testid="qr-stub" onClick={() => void placeOrder()}>
      {amountLabel}
    </button>
  ),
}));

vi.mock('../publish', async (importOriginal) => ({
  ...(await importOriginal<typeof Publish>()),
  // The article editor is the publish feature's (its autosizing text areas measure a layout jsdom has
  // not): here one paragraph stands for it.
  LazyBodyEditor: ({
    value,
    onChange,
  }: {
    value: Array<{ key: string; type: string; text?: string }>;
    onChange: (blocks: Array<{ key: string; type: 'text'; text: string }>) => void;
  }) => (
    <textarea
      data-testid="body-stub"
      value={value[0]?.text ?? ''}
      onChange={(event) => onChange([{ key: 'b1', type: 'text', text: event.target.value }])}
    />
  ),
}));

const DRAFT = wishOf({
  id: 42,
  taskNumber: 'T42',
  state: 'Edit',
  standAmount: 12.5,
  receiveLimit: 4,
  fullAmount: 50,
  platformFee: 100,
  isReceiving: 1,
  userId: 9,
});

function renderForm() {
  return renderAt('/', '/', <WishPublishDialog />);
}

beforeEach(() => logIn());
afterEach(() => {
  closeWishPublish();
  vi.unstubAllGlobals();
});

describe('WishPublishDialog', () => {
  it('shows the total of each place times the places, and before the first save that the fee comes off each settlement', async () => {
    fakeServer();
    openWishPublish();
    renderForm();

    fireEvent.change(await screen.findByTestId('wish-form-stand-amount'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('wish-form-receive-limit'), { target: { value: '4' } });
    await waitFor(() => expect(screen.getByTestId('wish-form-total').textContent).toBe('¥50.00'));
    expect(screen.getByTestId('wish-form-fee').textContent).toBe(
      '平台服务费在每次结算时从单人赏金中扣除，费率以保存后显示为准',
    );
  });

  it('refuses to publish with what is missing, each said under its field', async () => {
    const server = fakeServer();
    openWishPublish();
    renderForm();
    fireEvent.click(await screen.findByTestId('wish-form-submit'));

    expect(screen.getByTestId('wish-form-title-error').textContent).toBe('请填写标题');
    expect(screen.getByTestId('wish-form-content-error').textContent).toBe('请写下心愿详情');
    expect(screen.getByTestId('wish-form-industry-error').textContent).toBe('请选择行业');
    expect(screen.getByTestId('wish-form-reward-error').textContent).toBe('请输入单人赏金');
    expect(screen.getByTestId('wish-form-deadline-error').textContent).toBe('请选择截止时间');
    expect(screen.getByTestId('wish-form-agreement-error').textContent).toBe(
      '请先阅读并同意《任务履约协议》',
    );
    expect(server.callsTo('POST /busy-order/app/busy/task')).toEqual([]);
  });

  it("continues a draft with the server's fee rate, then publishes it and shows the reward's payment QR", async () => {
    const server = fakeServer();
    server.handlers['GET /busy-order/app/busy/task/detail/T42'] = () => DRAFT;
    server.handlers['PUT /busy-order/app/busy/task'] = () => 42;
    server.handlers['GET /busy-order/app/busy/task/mine'] = () => [{ ...DRAFT, state: 'WaitPay' }];
    server.handlers['POST /busy-order/app/busy/task/pay'] = () => ({ masterOrderNo: 'W-1' });
    openWishPublish('T42');
    renderForm();

    expect((await screen.findByTestId('wish-form-title')).getAttribute('value')).toBe(DRAFT.title);
    expect(screen.getByTestId('wish-form-total').textContent).toBe('¥50.00');
    expect(screen.getByTestId('wish-form-fee').textContent).toBe('10%，在每次结算时从单人赏金中扣除');
    expect(screen.getByTestId('wish-form-taker-gets').textContent).toBe('每位接单者结算到手约 ¥11.25');

    fireEvent.click(screen.getByTestId('wish-form-agreement'));
    fireEvent.click(screen.getByTestId('wish-form-submit'));

    const qr = await screen.findByTestId('qr-stub');
    expect(qr.textContent).toBe('赏金 ¥50.00 将托管在平台');
    const [edit] = server.callsTo('PUT /busy-order/app/busy/task');
    expect(edit).toMatchObject({
      id: 42,
      title: DRAFT.title,
      industryType: 'localLife',
      type: 'visit',
      standAmount: 12.5,
      receiveLimit: 4,
      fullAmount: 50,
      deliveryDay: '2026-12-20 10:00:00',
      isApproveReceive: true,
      isDraft: false,
    });
    fireEvent.click(qr);
    await waitFor(() =>
      expect(server.callsTo('POST /busy-order/app/busy/task/pay')).toEqual([{ taskNumber: 'T42' }]),
    );
  });
});
