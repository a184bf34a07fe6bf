import { Typography } from 'antd';
import type { consoleMoney, payments } from '@fox/contracts';
import { StateTag } from '../../kit';

type MoneyOrder = consoleMoney.MoneyOrder;
type RefundState = consoleMoney.Refund['state'];
type AccountKind = (typeof consoleMoney.ACCOUNT_KINDS)[number];

/** An order's state as finance reads it (payments.ORDER_STATES). */
export const ORDER_STATE_LOOK: Record<payments.OrderState, { label: string; color: string }> = {
  created: { label: '待支付', color: 'default' },
  paid: { label: '已支付', color: 'processing' },
  fulfilled: { label: '已完成', color: 'success' },
  closed: { label: '已关闭', color: 'default' },
  refunding: { label: '退款中', color: 'warning' },
  refunded: { label: '已退款', color: 'magenta' },
  partiallyRefunded: { label: '部分退款', color: 'orange' },
};

export const REFUND_STATE_LOOK: Record<RefundState, { label: string; color: string }> = {
  processing: { label: '退款处理中', color: 'processing' },
  succeeded: { label: '退款成功', color: 'success' },
  failed: { label: '退款失败', color: 'error' },
};

export function OrderStateTag({ state }: { state: payments.OrderState }) {
  return <StateTag value={state} looks={ORDER_STATE_LOOK} />;
}

export function RefundStateTag({ state }: { state: RefundState }) {
  return <StateTag value={state} looks={REFUND_STATE_LOOK} />;
}

/** Who took the money: fox coins (no provider), the sandbox, WeChat Pay. */
const PROVIDER_NAMES: Record<string, string> = {
  coin: '狐币支付',
  sandbox: '沙箱支付',
  wechat: '微信支付',
};
export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

/** Where the order came from (spec 000 §9's pay sources). */
const PAY_SOURCE_NAMES: Record<number, string> = {
  7: '单集解锁（扫码）',
  9: '狐币充值（扫码）',
  14: '全剧解锁（扫码）',
  101: '单集解锁（狐币）',
  102: '全剧解锁（狐币）',
};
export const paySourceName = (source: number) => PAY_SOURCE_NAMES[source] ?? `来源 ${source}`;

const ACCOUNT_NAMES: Record<AccountKind, string> = {
  wallet: '狐币钱包',
  creatorRevenue: '创作者收入',
  earnings: '可提现收益',
  earningsPending: '待结算收益',
  earningsFrozen: '提现冻结',
};
/** The other side of a transfer: a user's account or one of the platform's books. */
const COUNTERPART_NAMES: Record<string, string> = {
  ...ACCOUNT_NAMES,
  coinIssuance: '狐币发行',
  platformRevenue: '平台收入',
  paymentClearing: '支付清算',
  refundHold: '退款暂存',
  coinSales: '狐币售剧应付',
  wishEscrow: '心愿赏金托管',
  wishDeposit: '接单保证金托管',
  payoutClearing: '提现打款清算',
};
export const accountName = (kind: AccountKind, currency: 'coin' | 'cny') =>
  kind === 'creatorRevenue'
    ? `${ACCOUNT_NAMES[kind]}（${currency === 'coin' ? '狐币' : '元'}）`
    : ACCOUNT_NAMES[kind];
export const counterpartName = (kind: string) => COUNTERPART_NAMES[kind] ?? kind;

const TRANSFER_KIND_NAMES: Record<string, string> = {
  topUp: '充值',
  topUpCash: '充值收款',
  unlock: '狐币解锁',
  unlockCash: '扫码解锁',
  refundHold: '退款暂扣',
  refundRelease: '退款退回',
  refund: '退款完成',
  dramaShare: '短剧分成',
  dramaCommission: '短剧平台佣金',
  wishSettle: '商单结算',
  earningsRelease: '收益转可提现',
  withdraw: '提现冻结',
  payout: '提现打款',
  withdrawFee: '提现手续费',
  withdrawReturn: '提现失败退回',
  clawback: '退款扣回分成',
};
export const transferKindName = (kind: string) => TRANSFER_KIND_NAMES[kind] ?? kind;

const twoDecimals = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Yuan as finance writes it: ¥1,234.50. */
export const yuan = (value: number) => `¥${twoDecimals(value)}`;

/** Coins: whole ones without decimals, hundredths when there are some. */
export const coins = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in its currency, signed when asked (a ledger movement). */
export function money(value: number, currency: 'coin' | 'cny', signed = false): string {
  const sign = signed && value > 0 ? '+' : signed && value < 0 ? '-' : '';
  const size = Math.abs(value);
  return currency === 'coin' ? `${sign}${coins(size)} 狐币` : `${sign}${yuan(size)}`;
}

const episodeList = (episodes: readonly number[]) => episodes.map((n) => `第 ${n} 集`).join('、');

/** What an order bought, in one line: 充值 300 狐币, 《归途》第 3 集, 《归途》全剧. */
export function boughtText(bought: MoneyOrder['bought']): string {
  if (bought.kind === 'topUp') return bought.coin === null ? '狐币充值' : `充值 ${coins(bought.coin)} 狐币`;
  const title = bought.dramaTitle ? `《${bought.dramaTitle}》` : `短剧 #${bought.dramaId ?? '—'}`;
  if (bought.wholeDrama) {
    return bought.episodes.length > 0 ? `${title}全剧（${bought.episodes.length} 集）` : `${title}全剧`;
  }
  return bought.episodes.length > 0 ? `${title}${episodeList(bought.episodes)}` : title;
}

export const episodesText = (episodes: readonly number[]) =>
  episodes.length > 0 ? episodeList(episodes) : '—';

/** A user as the money pages name them: nickname and public ID, the internal id on hover. */
export function MoneyUser({ user }: { user: consoleMoney.MoneyOrder['user'] }) {
  return (
    <span title={`内部 ID ${user.id}`} className="money-user">
      {user.nickName || '（无昵称）'}
      <Typography.Text type="secondary"> {user.userName || `#${user.id}`}</Typography.Text>
    </span>
  );
}
