import { Tag } from 'antd';
import type { ReviewItemDetail } from '../review-data';
import { ReviewBlock, textIn } from './blocks';
import type { ReviewPresenter } from './presenter';

const CARD_TYPES: Record<string, string> = { debit: '借记卡', credit: '信用卡' };
const ACCOUNT_STATES: Record<string, string> = { Pass: '已通过', WaitApprove: '审核中', Refuse: '未通过' };

/** The holder against the verified real name: a card must be in the verified person's name. */
function holderText(detail: Record<string, unknown>) {
  const holder = textIn(detail, 'holderName') || '—';
  return (
    <span data-testid="review-card-holder">
      {holder}
      {detail.holderVerified === true ? (
        <Tag color="green" style={{ marginLeft: 8 }}>
          与实名一致
        </Tag>
      ) : (
        <Tag color="red" style={{ marginLeft: 8 }}>
          与实名不一致
        </Tag>
      )}
    </span>
  );
}

/** The card as the user will see it on the cash-out page: bank and last four digits. */
function BankCardContent({ item }: { item: ReviewItemDetail }) {
  const tail = textIn(item.detail, 'cardTail');
  return (
    <ReviewBlock title="结算银行卡" testId="review-card">
      <div className="review-plain" data-testid="review-card-face">
        {`${textIn(item.detail, 'bankName') || '—'}  **** **** **** ${tail || '—'}`}
      </div>
    </ReviewBlock>
  );
}

/**
 * A settlement bank card: the bank (named from the card's BIN, or as typed when the BIN is not listed),
 * the last four digits only, the branch, and the holder masked, checked against the verified name.
 */
export const bankCardPresenter: ReviewPresenter = {
  facts: (item) => {
    const { detail } = item;
    const accountState = textIn(detail, 'accountState');
    return [
      { label: '开户银行', value: textIn(detail, 'bankName') || '—' },
      { label: '卡号', value: `尾号 ${textIn(detail, 'cardTail') || '—'}` },
      { label: '卡类型', value: CARD_TYPES[textIn(detail, 'cardType')] ?? '未识别' },
      { label: '开户支行', value: textIn(detail, 'branchName') || '—' },
      { label: '持卡人', value: holderText(detail) },
      { label: '实名认证', value: ACCOUNT_STATES[accountState] ?? '未认证' },
      { label: '提交时间', value: textIn(detail, 'submitTime') || '—' },
      { label: '审核时间', value: textIn(detail, 'reviewTime') || '—' },
    ];
  },
  Content: BankCardContent,
};
