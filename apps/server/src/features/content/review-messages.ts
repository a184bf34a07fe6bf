import type { Lang } from '../../platform/http/lang.js';

/**
 * Content review's texts: its queues, what each kind is called in a notice, the states, the verdicts and
 * what the author is told of them, and the common reasons. Dramas use the states, verdicts and reasons too.
 */
export const contentReviewMessages = {
  'content.review.videos': { zh: '视频审核', en: 'Video review' },
  'content.review.articles': { zh: '图文审核', en: 'Article review' },
  'content.review.questions': { zh: '提问审核', en: 'Question review' },
  'content.review.answers': { zh: '回答审核', en: 'Answer review' },
  'content.review.poems': { zh: '诗词审核', en: 'Poem review' },
  'content.review.proses': { zh: '散文审核', en: 'Prose review' },
  'content.review.keywordHint': {
    zh: '作品ID / 作者ID / 作者手机号',
    en: "Work ID / author's public ID / author's phone",
  },
  'content.kind.Video': { zh: '视频', en: 'video' },
  'content.kind.Article': { zh: '图文', en: 'article' },
  'content.kind.Question': { zh: '提问', en: 'question' },
  'content.kind.Answer': { zh: '回答', en: 'answer' },
  'content.kind.Poetry': { zh: '诗词', en: 'poem' },
  'content.kind.Prose': { zh: '散文', en: 'prose' },
  'content.state.OnShelf': { zh: '已上架', en: 'On the shelf' },
  'content.state.WaitApprove': { zh: '审核中（未公开）', en: 'Hidden until approved' },
  'content.state.Refuse': { zh: '未通过', en: 'Refused' },
  'content.state.CompelOff': { zh: '已被平台下架', en: 'Taken down by the platform' },
  'content.state.OffShelf': { zh: '作者已下架', en: 'Taken off by its author' },
  'content.verdict.approve': { zh: '通过', en: 'Approve' },
  'content.verdict.refuse': { zh: '驳回', en: 'Refuse' },
  'content.verdict.takeDown': { zh: '下架', en: 'Take down' },
  'content.verdict.restore': { zh: '恢复上架', en: 'Put back' },
  'content.notice.approveTitle': { zh: '作品审核通过', en: 'Your work was approved' },
  'content.notice.approveText': {
    zh: '你的{kind}《{title}》已通过审核，其他用户现在可以看到了。',
    en: 'Your {kind} "{title}" was approved: everyone can see it now.',
  },
  'content.notice.refuseTitle': { zh: '作品审核未通过', en: 'Your work was not approved' },
  'content.notice.refuseText': {
    zh: '你的{kind}《{title}》未通过审核，原因：{reason}。你可以在「我的」作品中查看。',
    en: 'Your {kind} "{title}" was not approved. Reason: {reason}. You can see it under My works.',
  },
  'content.notice.takeDownTitle': { zh: '作品已被下架', en: 'Your work was taken down' },
  'content.notice.takeDownText': {
    zh: '你的{kind}《{title}》已被平台下架，原因：{reason}。其他用户将无法查看，你仍可在「我的」作品中查看。',
    en: 'Your {kind} "{title}" was taken down by the platform. Reason: {reason}. Others can no longer see it; you still can, under My works.',
  },
  'content.notice.restoreTitle': { zh: '作品已恢复上架', en: 'Your work is back' },
  'content.notice.restoreText': {
    zh: '你的{kind}《{title}》已恢复上架，其他用户可以正常查看了。',
    en: 'Your {kind} "{title}" is back on the shelf: everyone can see it again.',
  },
  'content.reason.illegal': { zh: '内容涉及违法违规信息', en: 'It contains illegal content' },
  'content.reason.copyright': { zh: '侵犯他人版权', en: "It infringes someone else's copyright" },
  'content.reason.vulgar': { zh: '含有低俗、色情内容', en: 'It contains vulgar or sexual content' },
  'content.reason.advert': { zh: '含有广告或引流信息', en: 'It contains advertising or traffic diversion' },
  'content.reason.misleading': {
    zh: '标题与内容不符或存在误导',
    en: 'Its title does not match its content, or it misleads',
  },
} as const satisfies Record<string, Record<Lang, string>>;
