import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInConsole } from '../../../../test/render';
import { detail } from '../review-fixtures';
import { presenterOf } from '.';

/** A card as the server's queue (wallet/identity/review-records.ts) answers it. */
const card = (overrides: Record<string, unknown> = {}) =>
  detail({
    id: 42,
    kind: 'BankCard',
    title: '中国工商银行 尾号0128',
    cover: '',
    media: '',
    excerpt: '中国工商银行 **** 0128',
    body: '',
    bodyFormat: 'none',
    state: 'WaitApprove',
    portalPath: null,
    detail: {
      bankName: '中国工商银行',
      cardTail: '0128',
      cardType: 'debit',
      branchName: '杭州西湖支行',
      holderName: '胡*满',
      accountState: 'Pass',
      holderVerified: true,
      submitTime: '2026-11-27 10:00:00',
      reviewTime: '2026-11-27 11:00:00',
      ...overrides,
    },
  });

const factsOf = (item: ReturnType<typeof card>) =>
  Object.fromEntries(
    presenterOf('BankCard').facts!(item).map((fact) => {
      const { container } = renderInConsole(<>{fact.value}</>);
      const text = container.textContent ?? '';
      container.remove();
      return [String(fact.label), text];
    }),
  );

describe('the bank card presenter', { timeout: 30_000 }, () => {
  it('shows the bank, the last four digits, the branch and the holder checked against the real name', () => {
    expect(factsOf(card())).toEqual({
      开户银行: '中国工商银行',
      卡号: '尾号 0128',
      卡类型: '借记卡',
      开户支行: '杭州西湖支行',
      持卡人: '胡*满与实名一致',
      实名认证: '已通过',
      提交时间: '2026-11-27 10:00:00',
      审核时间: '2026-11-27 11:00:00',
    });
  });

  it('says when the bank was typed, the holder differs or the account is not verified', () => {
    const facts = factsOf(
      card({
        bankName: '某某农商银行',
        cardType: '',
        holderVerified: false,
        accountState: null,
        reviewTime: null,
      }),
    );
    expect(facts).toMatchObject({
      开户银行: '某某农商银行',
      卡类型: '未识别',
      持卡人: '胡*满与实名不一致',
      实名认证: '未认证',
      审核时间: '—',
    });
  });

  it('shows the card as bank and last four digits only', () => {
    const { Content } = presenterOf('BankCard');
    renderInConsole(<Content item={card()} />);
    expect(screen.getByTestId('review-card-face').textContent).toBe('中国工商银行  **** **** **** 0128');
  });
});
