import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatChinaTime } from '@fox/contracts/client';
import type * as Uploader from '../../ui/uploader';
import { useSessionStore } from '../auth';
import { PersonAuthPage } from './PersonAuthPage';
import {
  fakeServer,
  logIn,
  passedAccount,
  payAccountOf,
  Refusal,
  renderAt,
  toastTexts,
} from './entry-test-kit';

vi.mock('../../ui/uploader', async (importOriginal) => ({
  ...(await importOriginal<typeof Uploader>()),
  // The uploader is the site's, tested there: here the address it hands the form.
  ImageUploader: ({
    onUploaded,
    'data-testid': testId,
  }: {
    onUploaded?: (file: { url: string }) => void;
    'data-testid'?: string;
  }) => (
    <button type="button" data-testid={testId} onClick={() => onUploaded?.({ url: `/files/${testId}.jpg` })}>
      upload
    </button>
  ),
}));

const ACCOUNT = 'GET /pay/account/account';
const SUBMIT = 'POST /pay/account/personal/auth';
/** A resident ID number whose birth date and check character are right. */
const GOOD_ID = '11010519491231002X';
const DAY = 24 * 60 * 60 * 1000;

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  logIn();
  server = fakeServer();
  server.handlers['GET /pay/account/bank/bank'] = () => ({ state: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const renderPage = () => renderAt('/entry/personAuth', <PersonAuthPage routeKey="personAuth" />);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fillForm(id: string) {
  await screen.findByTestId('person-auth-form');
  type('auth-name', '林知夏');
  type('auth-id', id);
  fireEvent.blur(screen.getByTestId('auth-id'));
  fireEvent.click(screen.getByTestId('auth-front'));
  fireEvent.click(screen.getByTestId('auth-back'));
}

describe('PersonAuthPage', () => {
  it.each([
    ['a wrong check character', '110105194912310021', '身份证号校验不通过，请核对后重新输入'],
    ['an impossible birth date', '110105194902300021', '身份证号中的出生日期不正确，请核对'],
    ['a short number', '1101051949', '身份证号应为18位：前17位是数字，最后一位是数字或 X'],
  ])(
    'refuses an ID number with %s, says why on leaving the field, and sends nothing',
    async (_case, id, text) => {
      server.handlers[ACCOUNT] = () => payAccountOf();
      renderPage();
      await fillForm(id);
      expect(screen.getByTestId('auth-id-error').textContent).toBe(text);
      fireEvent.click(screen.getByTestId('auth-submit'));
      expect(screen.getByTestId('auth-id-error').textContent).toBe(text);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.callsTo(SUBMIT)).toHaveLength(0);
    },
  );

  it('asks for every missing field before sending', async () => {
    server.handlers[ACCOUNT] = () => payAccountOf();
    renderPage();
    fireEvent.click(await screen.findByTestId('auth-submit'));
    expect(screen.getByTestId('auth-name-error').textContent).toBe('请输入真实姓名');
    expect(screen.getByTestId('auth-id-error').textContent).toBe('请输入身份证号');
    expect(screen.getByTestId('auth-photo-error').textContent).toBe('请上传身份证人像面照片');
    expect(server.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('sends a good verification and goes to the status page', async () => {
    server.handlers[ACCOUNT] = () => payAccountOf();
    server.handlers[SUBMIT] = () => passedAccount({ state: 'WaitApprove' });
    renderPage();
    await fillForm(GOOD_ID.toLowerCase());
    expect(screen.queryByTestId('auth-id-error')).toBeNull();
    fireEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/entry/status'));
    expect(server.callsTo(SUBMIT)).toEqual([
      {
        legalName: '林知夏',
        identityNo: GOOD_ID,
        identityValidityType: '0',
        frontImage: '/files/auth-front.jpg',
        backImage: '/files/auth-back.jpg',
      },
    ]);
    await waitFor(() => expect(toastTexts()).toContain('已提交，请等待审核'));
  });

  it('sends the end date of a card valid until a day', async () => {
    server.handlers[ACCOUNT] = () => payAccountOf();
    server.handlers[SUBMIT] = () => passedAccount({ state: 'WaitApprove' });
    renderPage();
    await fillForm(GOOD_ID);
    fireEvent.click(screen.getByLabelText('有截止日期'));
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-end-date-error').textContent).toBe('请选择证件有效期截止日期');
    const picker = screen.getByPlaceholderText('请选择证件有效期截止日期');
    const typeDay = (day: string) => {
      fireEvent.mouseDown(picker);
      fireEvent.change(picker, { target: { value: day } });
      fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    // A day already past cannot be picked: the card would be expired.
    typeDay('2020-01-01');
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-end-date-error').textContent).toBe('请选择证件有效期截止日期');
    expect(server.callsTo(SUBMIT)).toHaveLength(0);
    typeDay('2036-05-01');
    fireEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(server.callsTo(SUBMIT)).toHaveLength(1));
    expect(server.callsTo(SUBMIT)[0]).toMatchObject({
      identityValidityType: '1',
      identityEndDate: '2036-05-01',
    });
  });

  it("shows the server's refusal and stays on the form", async () => {
    server.handlers[ACCOUNT] = () => payAccountOf();
    server.handlers[SUBMIT] = () =>
      new Refusal(400, '该身份证号已被其他账号认证，一个身份证号只能认证一个账号');
    renderPage();
    await fillForm(GOOD_ID);
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect((await screen.findByTestId('auth-server-error')).textContent).toContain(
      '该身份证号已被其他账号认证，一个身份证号只能认证一个账号',
    );
    expect(screen.getByTestId('where').textContent).toBe('/entry/personAuth');
  });

  it('does not offer the form while a verification is under review', async () => {
    server.handlers[ACCOUNT] = () => passedAccount({ state: 'WaitApprove' });
    renderPage();
    expect((await screen.findByTestId('auth-reviewing')).textContent).toContain('认证审核中');
    expect(screen.queryByTestId('person-auth-form')).toBeNull();
    fireEvent.click(screen.getByTestId('auth-view-status'));
    expect(screen.getByTestId('where').textContent).toBe('/entry/status');
  });

  it('does not offer the form over a valid verification, but does over an expired one', async () => {
    server.handlers[ACCOUNT] = () => passedAccount();
    const { unmount } = renderPage();
    expect((await screen.findByTestId('auth-passed')).textContent).toContain('你已完成实名认证');
    unmount();

    server.handlers[ACCOUNT] = () =>
      passedAccount({ identityValidityType: '1', identityEndDate: formatChinaTime(Date.now() - DAY) });
    renderPage();
    expect((await screen.findByTestId('auth-expired')).textContent).toContain(
      '您的实名认证已过期，请重新认证',
    );
    expect(screen.getByTestId('person-auth-form')).toBeTruthy();
  });

  it("shows the reviewer's reason above the form after a refusal", async () => {
    server.handlers[ACCOUNT] = () => passedAccount({ state: 'Refuse', rejectReason: '照片模糊' });
    renderPage();
    expect((await screen.findByTestId('auth-last-refused')).textContent).toContain('审核意见：照片模糊');
  });
});
