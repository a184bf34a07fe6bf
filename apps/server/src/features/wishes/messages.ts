import type { Lang } from '../../platform/http/lang.js';

/** The wish marketplace's part of the server catalogue (registered by the app). */
export const wishesMessages = {
  'wishes.takenByOthers': {
    zh: '当前任务已被他人接取,可前往商单广场查看更多商单',
    en: 'This task has been taken by others; find more on the wish square',
  },
  'wishes.ownWish': { zh: '不能接取自己发布的心愿', en: 'Cannot take a wish you published yourself' },
  'wishes.missing': { zh: '商单不存在', en: 'This wish does not exist' },
  'wishes.hiddenReview': {
    zh: '该商单正在审核中，暂时无法查看',
    en: 'This wish is waiting for review and cannot be viewed yet',
  },
  'wishes.hiddenUnpaid': { zh: '该商单尚未发布', en: 'This wish is not published yet' },
  'wishes.hiddenEnded': {
    zh: '该商单已结束或已下架，无法查看',
    en: 'This wish has ended or was taken down and cannot be viewed',
  },
  'wishes.illegalMove': {
    zh: '商单当前状态为{state}，不能执行此操作（{action}）',
    en: 'The wish is {state}; it cannot do this ({action})',
  },
  'wishes.illegalReceptionMove': {
    zh: '接单当前状态为{state}，不能执行此操作（{action}）',
    en: 'The order is {state}; it cannot do this ({action})',
  },
  'wishes.notPublisher': {
    zh: '只有商单发布者可以这样做',
    en: 'Only the publisher of this wish can do this',
  },
  'wishes.notTaker': { zh: '你没有接取这个商单', en: 'You have not taken this wish' },
  'wishes.notParty': {
    zh: '只有商单的发布者和接单者可以查看',
    en: "Only the wish's publisher and takers can see this",
  },
  'wishes.receptionMissing': { zh: '接单记录不存在', en: 'This order does not exist' },
  'wishes.amountSplit': {
    zh: '总金额必须等于单人金额乘以人数，且单人金额精确到分',
    en: 'The whole reward must equal the amount per taker times the takers, in whole fen',
  },
  'wishes.amountFen': { zh: '金额最多两位小数', en: 'Amounts have at most two decimal places' },
  'wishes.standTooSmall': {
    zh: '每人所得不能低于{min}元',
    en: 'Each taker must earn at least {min} yuan',
  },
  'wishes.deadlinePast': {
    zh: '截止时间至少在一天之后',
    en: 'The deadline must be at least one day away',
  },
  'wishes.deadlineTooFar': { zh: '截止时间不能超过一年', en: 'The deadline cannot be more than a year away' },
  'wishes.imagesTooMany': { zh: '图片最多{max}张', en: 'At most {max} images' },
  'wishes.imageType': {
    zh: '图片只支持jpg、png、jpeg格式',
    en: 'Images must be jpg, png or jpeg',
  },
  'wishes.depositRequired': { zh: '请输入保证金', en: 'Please enter the deposit' },
  'wishes.depositFormat': {
    zh: '保证金最多保留一位小数',
    en: 'The deposit has at most one decimal place',
  },
  'wishes.depositMin': { zh: '保证金不能低于0.2元', en: 'The deposit must be at least 0.2 yuan' },
  'wishes.depositMax': {
    zh: '保证金不能超过100000000元',
    en: 'The deposit cannot be more than 100,000,000 yuan',
  },
  'wishes.applyMsgRequired': { zh: '请输入申请留言', en: 'Please write your application message' },
  'wishes.alreadyTaken': {
    zh: '你已接取或申请了这个商单',
    en: 'You have already taken or applied for this wish',
  },
  'wishes.notTakeable': { zh: '该商单当前不可接取', en: 'This wish cannot be taken now' },
  'wishes.takersAtWork': {
    zh: '已有接单者在执行，不能下架',
    en: 'Takers are at work on it; it cannot be taken down',
  },
  'wishes.cursorInvalid': { zh: '翻页位置无效，请刷新重试', en: 'The page position is invalid; refresh' },
  'wishes.providerDown': {
    zh: '支付服务暂不可用，请稍后重试',
    en: 'The payment service is unavailable; try again later',
  },
  'wishes.rateNotParty': {
    zh: '只有这笔订单的发布者和接单者可以评价',
    en: "Only this order's publisher and taker can rate it",
  },
  'wishes.rateNotSettled': {
    zh: '订单结算完成后才能评价（当前状态：{state}）',
    en: 'An order can be rated once it is settled (it is {state})',
  },
  'wishes.alreadyRated': {
    zh: '你已经评价过这笔订单，评价提交后不能修改',
    en: 'You have already rated this order; a rating cannot be changed',
  },
  'wishes.describeReward': { zh: '心愿赏金：{title}', en: 'Wish reward: {title}' },
  'wishes.describeDeposit': { zh: '接单保证金：{title}', en: 'Deposit for the wish: {title}' },
  'wishes.refundReason': { zh: '商单结束，退回未使用的赏金', en: 'The wish ended; unused reward returned' },
  'wishes.depositBackReason': { zh: '退回接单保证金', en: 'Deposit returned' },
  'wishes.reviewQueue': { zh: '心愿审核', en: 'Wish review' },
  'wishes.kindName': { zh: '心愿', en: 'wish' },
  'wishes.keywordHint': { zh: '心愿ID或发布者ID', en: 'Wish id or publisher id' },
  'wishes.approve': { zh: '通过', en: 'Approve' },
  'wishes.refuse': { zh: '拒绝', en: 'Refuse' },
  'wishes.compelOff': { zh: '强制下架', en: 'Take down' },
  'wishes.viewWaitApprove': { zh: '待审核', en: 'Waiting' },
  'wishes.viewRefuse': { zh: '已拒绝', en: 'Refused' },
  'wishes.viewOnSquare': { zh: '已上架', en: 'On the square' },
  'wishes.reasonIllegal': { zh: '内容违规', en: 'Breaks the rules' },
  'wishes.reasonUnclear': { zh: '需求描述不清', en: 'The request is unclear' },
  'wishes.reasonPrice': { zh: '赏金与需求不符', en: 'The reward does not fit the request' },
  'wishes.approvedTitle': { zh: '心愿审核通过', en: 'Wish approved' },
  'wishes.approvedText': {
    zh: '你的{kind}「{title}」已通过审核，已在商单广场展示',
    en: 'Your {kind} "{title}" was approved and is on the wish square',
  },
  'wishes.refusedTitle': { zh: '心愿审核未通过', en: 'Wish refused' },
  'wishes.refusedText': {
    zh: '你的{kind}「{title}」未通过审核，原因：{reason}。赏金将原路退回',
    en: 'Your {kind} "{title}" was refused: {reason}. The reward goes back to you',
  },
  'wishes.compelledTitle': { zh: '心愿已被下架', en: 'Wish taken down' },
  'wishes.compelledText': {
    zh: '你的{kind}「{title}」已被平台下架，原因：{reason}',
    en: 'Your {kind} "{title}" was taken down by the platform: {reason}',
  },
  'wishes.noticeTitle': { zh: '商单通知', en: 'Wish notice' },
  'wishes.notice.paid': {
    zh: '「{title}」的赏金已托管，等待平台审核',
    en: 'The reward of "{title}" is in escrow; it waits for review',
  },
  'wishes.notice.approved': {
    zh: '「{title}」已通过审核，已上架商单广场',
    en: '"{title}" was approved and is on the wish square',
  },
  'wishes.notice.refused': {
    zh: '「{title}」未通过审核：{reason}，赏金将原路退回',
    en: '"{title}" was refused: {reason}; the reward goes back',
  },
  'wishes.notice.applied': {
    zh: '{name}申请接取「{title}」，请及时处理',
    en: '{name} applied for "{title}"',
  },
  'wishes.notice.taken': { zh: '{name}接取了「{title}」', en: '{name} took "{title}"' },
  'wishes.notice.accepted': {
    zh: '你对「{title}」的申请已通过，可以开始执行',
    en: 'Your application for "{title}" was accepted; you can start',
  },
  'wishes.notice.declined': {
    zh: '你对「{title}」的申请未通过：{reason}',
    en: 'Your application for "{title}" was declined: {reason}',
  },
  'wishes.notice.settleApplied': {
    zh: '{name}提交了「{title}」的结算申请，请在72小时内审核',
    en: '{name} applied for settlement of "{title}"; review it within 72 hours',
  },
  'wishes.notice.settled': {
    zh: '「{title}」结算成功，{amount}元已到账',
    en: '"{title}" was settled; {amount} yuan reached your earnings',
  },
  'wishes.notice.settleRefused': {
    zh: '「{title}」的结算申请被拒绝：{reason}',
    en: 'Your settlement of "{title}" was refused: {reason}',
  },
  'wishes.notice.autoSettled': {
    zh: '「{title}」的结算申请超过72小时未审核，已自动通过',
    en: 'The settlement of "{title}" was not reviewed in 72 hours and was accepted',
  },
  'wishes.notice.expired': {
    zh: '「{title}」已到截止时间，商单结束',
    en: '"{title}" reached its deadline and ended',
  },
  'wishes.notice.ended': { zh: '「{title}」已结束', en: '"{title}" has ended' },
  'wishes.notice.closed': {
    zh: '「{title}」已结束，你的接单已关闭',
    en: '"{title}" ended and your order was closed',
  },
  'wishes.notice.ratedAsTaker': {
    zh: '发布者对你在「{title}」中的交付给出了{score}星评价',
    en: 'The publisher rated your delivery on "{title}" {score} stars',
  },
  'wishes.notice.ratedAsPublisher': {
    zh: '接单者对你发布的「{title}」给出了{score}星评价',
    en: 'A taker rated you {score} stars on "{title}"',
  },
  'wishes.industry.ecommerce': { zh: '电商', en: 'E-commerce' },
  'wishes.industry.shortVideo': { zh: '短视频', en: 'Short video' },
  'wishes.industry.design': { zh: '设计', en: 'Design' },
  'wishes.industry.copywriting': { zh: '文案', en: 'Copywriting' },
  'wishes.industry.promotion': { zh: '推广', en: 'Promotion' },
  'wishes.industry.localLife': { zh: '本地生活', en: 'Local life' },
  'wishes.industry.education': { zh: '教育', en: 'Education' },
  'wishes.industry.techDev': { zh: '技术开发', en: 'Tech development' },
  'wishes.type.general': { zh: '通用', en: 'General' },
  'wishes.type.content': { zh: '内容创作', en: 'Content' },
  'wishes.type.promote': { zh: '推广引流', en: 'Promotion' },
  'wishes.type.visit': { zh: '探店', en: 'Visit' },
} as const satisfies Record<string, Record<Lang, string>>;

type WishesMessages = typeof wishesMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends WishesMessages {}
}

export type WishesKey = keyof WishesMessages;

/** A text of this catalogue, read directly so that the seed and the runner need no registered catalogue. */
export function wishesText(key: WishesKey, lang: Lang, params: Record<string, unknown> = {}): string {
  return wishesMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
