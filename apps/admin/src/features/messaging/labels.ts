import type { consoleNotices, feedback } from '@fox/contracts';

/** The words of the notices and feedback pages: tabs, kinds and states as operators and users read them. */

export type BroadcastTab = consoleNotices.BroadcastTab;
export type BroadcastState = consoleNotices.BroadcastState;
type NoticeOf<T extends BroadcastTab> = Extract<consoleNotices.BroadcastNotice, { tab: T }>;
type SystemType = NoticeOf<'system'>['type'];
type WalletType = NoticeOf<'wallet'>['noticeType'];
export type FeedbackType = feedback.FeedbackType;
export type FeedbackState = feedback.Feedback['state'];

interface Look {
  label: string;
  color: string;
}

/** The portal's notification panel names these tabs 系统 / 商城 / 钱包 / MCN under 系统通知. */
export const TAB_LOOK: Record<BroadcastTab, Look & { panelTab: string }> = {
  system: { label: '系统通知', color: 'blue', panelTab: '系统' },
  shop: { label: '商城通知', color: 'magenta', panelTab: '商城' },
  wallet: { label: '钱包通知', color: 'gold', panelTab: '钱包' },
  mcn: { label: 'MCN 通知', color: 'purple', panelTab: 'MCN' },
};

export const SYSTEM_TYPE_NAMES: Record<SystemType, string> = {
  announcement: '平台公告',
  account: '账号通知',
};

export const WALLET_TYPE_NAMES: Record<WalletType, string> = {
  paySuccess: '支付成功',
  refundSuccess: '退款成功',
  incomeSuccess: '收益到账',
  incomeRefund: '收益退回',
};

/** A broadcast's kind within its tab, as its `type` field holds it. */
export function noticeTypeName(tab: string, type: string): string {
  if (tab === 'system') return SYSTEM_TYPE_NAMES[type as SystemType] ?? type;
  if (tab === 'wallet') return WALLET_TYPE_NAMES[type as WalletType] ?? type;
  return '';
}

export const BROADCAST_STATE_LOOK: Record<BroadcastState, Look> = {
  scheduled: { label: '待发送', color: 'default' },
  sending: { label: '发送中', color: 'processing' },
  sent: { label: '已发送', color: 'success' },
  cancelled: { label: '已取消', color: 'warning' },
};

/** The portal's own names of the feedback types (its feedback dialog). */
export const FEEDBACK_TYPE_LOOK: Record<FeedbackType, Look> = {
  suggestion: { label: '功能建议', color: 'blue' },
  problem: { label: '问题反馈', color: 'volcano' },
  content: { label: '内容相关', color: 'purple' },
  other: { label: '其他', color: 'default' },
};

export const FEEDBACK_STATE_LOOK: Record<FeedbackState, Look> = {
  pending: { label: '待处理', color: 'orange' },
  handled: { label: '已回复', color: 'success' },
};

export const optionsOf = <K extends string>(looks: Record<K, { label: string }>) =>
  (Object.keys(looks) as K[]).map((value) => ({ value, label: looks[value].label }));
