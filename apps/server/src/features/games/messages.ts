import type { Lang } from '../../platform/http/lang.js';

/** The games feature's part of the server catalogue (registered by the app). */
export const gamesMessages = {
  'games.missing': { zh: '游戏不存在或已下架', en: 'This game does not exist or has been removed' },
  'games.alreadyOff': { zh: '该游戏已经下架', en: 'This game is already off the shelf' },
  'games.alreadyOn': { zh: '该游戏已在架上', en: 'This game is already on the shelf' },
  'games.itemMissing': { zh: '该游戏没有这个道具', en: 'This game sells no such item' },
  'games.orderTaken': {
    zh: '该订单号已被其他订单使用，请重新下单',
    en: 'This order number belongs to another order, please order again',
  },
  'games.priceChanged': {
    zh: '道具价格已变化，请重新确认',
    en: 'The price of this item has changed, please confirm again',
  },
  'games.tokenInvalid': {
    zh: '游戏授权无效或已过期，请重新进入游戏',
    en: 'The game authorisation is invalid or has expired, please start the game again',
  },
  'games.noRebate': { zh: '该游戏没有返利活动', en: 'This game has no rebate' },
  'games.periodUnknown': {
    zh: '只能申请最近{weeks}周内已结束的周期',
    en: 'Only a finished period of the last {weeks} weeks can be claimed',
  },
  'games.periodRunning': {
    zh: '本周期尚未结束，结束后才能申请返利',
    en: 'This period is not over yet; claim its rebate once it has ended',
  },
  'games.belowThreshold': {
    zh: '本周期消费未满{threshold}狐币，没有返利',
    en: 'Less than {threshold} coins were spent in this period, so there is no rebate',
  },
  'games.ruleText': {
    zh: '每周消费满{threshold}狐币返{percent}%',
    en: '{percent}% back on a week with at least {threshold} coins spent',
  },
  'games.claimTitle': { zh: '《{game}》{start}至{end}返利', en: '{game} rebate, {start} to {end}' },
  'games.rebateQueue': { zh: '游戏返利审核', en: 'Game rebates' },
  'games.rebateKind': { zh: '游戏返利', en: 'game rebate' },
  'games.keywordHint': { zh: '申请编号或玩家ID', en: 'Claim number or player ID' },
  'games.approve': { zh: '通过并发放', en: 'Approve and pay' },
  'games.refuse': { zh: '驳回', en: 'Refuse' },
  'games.viewWaitApprove': { zh: '待审核', en: 'Waiting' },
  'games.viewPass': { zh: '已发放', en: 'Paid' },
  'games.viewRefuse': { zh: '已驳回', en: 'Refused' },
  'games.reasonRules': { zh: '不符合返利活动规则', en: 'Not within the rebate rules' },
  'games.reasonAbnormal': { zh: '消费记录异常', en: 'Unusual spending' },
  'games.reasonRepeated': { zh: '重复申请', en: 'Claimed twice' },
  'games.approvedTitle': { zh: '{kind}已发放', en: 'Your {kind} was paid' },
  'games.approvedText': {
    zh: '您申请的{kind}（{title}）已审核通过，狐币已发放到您的钱包。',
    en: 'Your {kind} ({title}) was approved and the coins are in your wallet.',
  },
  'games.refusedTitle': { zh: '{kind}申请未通过', en: 'Your {kind} claim was refused' },
  'games.refusedText': {
    zh: '您申请的{kind}（{title}）未通过审核，原因：{reason}',
    en: 'Your {kind} ({title}) was refused: {reason}',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type GamesMessages = typeof gamesMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends GamesMessages {}
}
