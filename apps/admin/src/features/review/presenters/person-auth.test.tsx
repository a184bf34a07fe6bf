import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInConsole } from '../../../../test/render';
import { detail } from '../review-fixtures';
import { presenterOf } from '.';

const FRONT = '/resource/files/2026/11/front.png?uid=9&exp=1790000000&sig=abc';
const BACK = '/resource/files/2026/11/back.png?uid=9&exp=1790000000&sig=def';

/** A verification as the server's queue (wallet/identity/review-records.ts) answers it. */
const verification = (overrides: Record<string, unknown> = {}) =>
  detail({
    id: 41,
    kind: 'PersonAuth',
    title: '胡*满',
    cover: '',
    media: '',
    excerpt: '33**************2X',
    body: '',
    bodyFormat: 'none',
    state: 'WaitApprove',
    portalPath: null,
    detail: {
      legalName: '胡*满',
      identityNo: '33**************2X',
      identityType: 'idCard',
      identityValidityType: '1',
      identityEndDate: '2036-03-07',
      expired: false,
      frontImage: FRONT,
      backImage: BACK,
      submitTime: '2026-11-27 10:00:00',
      reviewTime: null,
      ...overrides,
    },
  });

const factsOf = (item: ReturnType<typeof verification>) =>
  Object.fromEntries(
    presenterOf('PersonAuth').facts!(item).map((fact) => {
      const { container } = renderInConsole(<>{fact.value}</>);
      const text = container.textContent ?? '';
      container.remove();
      return [String(fact.label), text];
    }),
  );

describe('the real-name verification presenter', { timeout: 30_000 }, () => {
  it('shows the name and number masked, the validity and the times', () => {
    expect(factsOf(verification())).toEqual({
      真实姓名: '胡*满',
      证件类型: '居民身份证',
      证件号码: '33**************2X',
      有效期: '至 2036-03-07',
      提交时间: '2026-11-27 10:00:00',
      审核时间: '—',
    });
  });

  it('says a long-term card plainly, and marks an ended one', () => {
    expect(factsOf(verification({ identityValidityType: '0', identityEndDate: null }))['有效期']).toBe(
      '长期有效',
    );
    expect(factsOf(verification({ identityEndDate: '2025-01-31', expired: true }))['有效期']).toBe(
      '至 2025-01-31已过期',
    );
  });

  it('shows both photos of the card at the addresses signed for the operator', () => {
    const { Content } = presenterOf('PersonAuth');
    renderInConsole(<Content item={verification()} />);
    const images = [...screen.getByTestId('review-identity-photos').querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([FRONT, BACK]);
    expect(screen.getByTestId('review-identity-photos').textContent).toContain('人像面');
    expect(screen.getByTestId('review-identity-photos').textContent).toContain('国徽面');
  });

  it('says when a photo is missing instead of showing a broken image', () => {
    const { Content } = presenterOf('PersonAuth');
    renderInConsole(<Content item={verification({ backImage: '' })} />);
    expect(screen.getByTestId('review-identity-photos').querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByTestId('review-identity-photos').textContent).toContain('未上传国徽面照片');
  });
});
