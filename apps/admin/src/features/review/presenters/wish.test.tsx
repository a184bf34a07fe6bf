import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInConsole } from '../../../../test/render';
import { detail } from '../review-fixtures';
import { presenterOf } from '.';

/** A wish as the server's review queue (wishes/review-queue.ts) answers it. */
const wish = (overrides: Record<string, unknown> = {}) =>
  detail({
    id: 31,
    kind: 'BusyTask',
    title: '探店拍摄三张门头照',
    cover: '/w1.jpg',
    media: '',
    portalPath: '/makeMoney/taskDetails?taskNumber=W20261127001',
    excerpt: '西湖边的面馆',
    body: '<p>拍摄<strong>门头</strong>照片<img src="/in-body.jpg" onerror="alert(1)"></p><script>alert(2)</script>',
    bodyFormat: 'html',
    detail: {
      taskNumber: 'W20261127001',
      industryName: '本地生活',
      typeName: '探店',
      fullAmount: 30000,
      standAmount: 100,
      receiveLimit: 300,
      deliveryStandard: '三张清晰的门头照片\n附上店名',
      deliveryDay: '2026-12-31 18:00:00',
      platformFee: 100,
      location: '杭州',
      address: '西湖区北山街 1 号',
      isApproveReceive: true,
      isReceiveDeposit: true,
      images: ['/w1.jpg', '/w2.png'],
      labelList: ['探店', '拍照'],
      ...overrides,
    },
  });

const factsOf = (item: ReturnType<typeof wish>) =>
  Object.fromEntries(
    presenterOf('BusyTask').facts!(item).map((fact) => {
      const { container } = renderInConsole(<>{fact.value}</>);
      const text = container.textContent ?? '';
      container.remove();
      return [String(fact.label), text];
    }),
  );

describe('the wish presenter', { timeout: 30_000 }, () => {
  it('lists the money, the places, the rules, the deadline, the labels and the place', () => {
    const facts = factsOf(wish());
    expect(facts).toMatchObject({
      编号: 'W20261127001',
      赏金总额: '¥30,000.00',
      '名额 × 单人赏金': '300 人 × ¥100.00',
      平台服务费: '10%（接单者每份到手 ¥90.00）',
      行业: '本地生活',
      类型: '探店',
      截止时间: '2026-12-31 18:00:00',
      接单方式: '报名后由发布者挑选',
      保证金: '需缴纳保证金',
      标签: '探店拍照',
      地点: '杭州 · 西湖区北山街 1 号',
    });
  });

  it('says a direct wish without deposit, labels or place plainly', () => {
    const facts = factsOf(
      wish({ isApproveReceive: false, isReceiveDeposit: false, labelList: [], location: '', address: '' }),
    );
    expect(facts).toMatchObject({
      接单方式: '先到先得，直接接单',
      保证金: '不需要',
      标签: '—',
      地点: '—',
    });
  });

  it('renders the content through the allowlist, the delivery standard and every image', () => {
    const { Content } = presenterOf('BusyTask');
    const item = wish();
    renderInConsole(<Content item={item} />);
    const body = screen.getByTestId('review-rich-body');
    expect(body.querySelector('strong')?.textContent).toBe('门头');
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('script')).toBeNull();
    expect(
      within(screen.getByTestId('review-wish-standard')).getByTestId('review-plain-body').textContent,
    ).toBe('三张清晰的门头照片\n附上店名');
    const images = [...screen.getByTestId('review-wish-images').querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/w1.jpg', '/w2.png']);
    expect(screen.queryByTestId('review-player')).toBeNull();
  });

  it('says when no delivery standard was given and shows a reference video', () => {
    const { Content } = presenterOf('BusyTask');
    renderInConsole(<Content item={{ ...wish({ deliveryStandard: '', images: [] }), media: '/w.mp4' }} />);
    expect(screen.getByTestId('review-wish-standard').textContent).toContain('发布者未填写交付标准');
    expect(screen.queryByTestId('review-wish-images')).toBeNull();
    expect(screen.getByTestId('review-player').getAttribute('src')).toBe('/w.mp4');
  });
});
