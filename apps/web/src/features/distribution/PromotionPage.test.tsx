import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PromotionPage } from './PromotionPage';
import {
  fakeServer,
  logIn,
  logOut,
  plazaItemOf,
  promotionOf,
  Refusal,
  renderAt,
} from './distribution-test-kit';

const DETAIL = 'GET /app/api/distribution/detail';
const TAKE = 'POST /app/api/distribution/take';
const PAGE = '/makeMoney/distributionDetail?id=3';

afterEach(() => {
  vi.unstubAllGlobals();
  logOut();
});

describe('PromotionPage', () => {
  it("shows the terms, the promoter's own full link with a copy button and QR code, and their figures", async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => ({ ...plazaItemOf(), open: true, promotion: promotionOf() });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    logIn();
    renderAt(PAGE, <PromotionPage routeKey="distributionDetail" />);

    expect((await screen.findByTestId('promotion-title')).textContent).toBe('我的猫咪会说话');
    expect(server.callsTo(DETAIL)[0]).toEqual({ id: '3' });
    expect(screen.getByTestId('promotion-term-percent').textContent).toBe('30%');
    expect(screen.getByTestId('promotion-term-per-episode').textContent).toBe('¥0.15');
    expect(screen.getByTestId('promotion-term-end').textContent).toBe('2026-12-31');
    const link = `${window.location.origin}/shortPlayDetail?episodeRelevance=7&pc=Ab3dE6gH9jK2`;
    expect(screen.getByTestId('promotion-link').textContent).toBe(link);
    expect(screen.getByTestId('promotion-qr').querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('promotion-figures-visits').textContent).toBe('5');
    expect(screen.getByTestId('promotion-figures-buyers').textContent).toBe('2');
    expect(screen.getByTestId('promotion-figures-orders').textContent).toBe('3');
    expect(screen.getByTestId('promotion-figures-commission').textContent).toBe('0.45');

    fireEvent.click(screen.getByTestId('promotion-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText('链接已复制')).toBeTruthy();
  });

  it('lets a logged-in viewer without a link take one, then shows it', async () => {
    const server = fakeServer();
    let taken = false;
    server.handlers[DETAIL] = () => ({
      ...plazaItemOf(),
      open: true,
      promotion: taken ? promotionOf() : null,
    });
    server.handlers[TAKE] = () => {
      taken = true;
      return promotionOf();
    };
    logIn();
    renderAt(PAGE, <PromotionPage routeKey="distributionDetail" />);
    fireEvent.click(await screen.findByTestId('promotion-take-button'));
    expect(await screen.findByTestId('promotion-link')).toBeTruthy();
    expect(server.callsTo(TAKE)).toEqual([{ distributionId: 3 }]);
  });

  it('says a closed item no longer pays on new orders, and a missing one is not found', async () => {
    const server = fakeServer();
    server.handlers[DETAIL] = () => ({ ...plazaItemOf(), open: false, promotion: promotionOf() });
    logIn();
    const first = renderAt(PAGE, <PromotionPage routeKey="distributionDetail" />);
    expect((await screen.findByTestId('promotion-closed')).textContent).toContain('已结束分销');
    first.unmount();

    server.handlers[DETAIL] = () => new Refusal(404, '该分销商品不存在或已结束分销');
    renderAt('/makeMoney/distributionDetail?id=99', <PromotionPage routeKey="distributionDetail" />);
    expect(await screen.findByTestId('promotion-missing')).toBeTruthy();
  });
});
