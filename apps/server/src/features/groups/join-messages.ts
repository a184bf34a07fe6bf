import type { Lang } from '../../platform/http/lang.js';

/** Joining groups, applications, channels, invite records and pre-join messages: their part of the catalogue. */
export const joinMessages = {
  'groupJoin.ticketOne': {
    zh: '请通过群链接、二维码、渠道或口令中的一种方式加入',
    en: 'Join by one of a group link, a QR code, a channel or a passphrase',
  },
  'groupJoin.ticketIncomplete': {
    zh: '群链接不完整，请重新获取',
    en: 'The group link is incomplete: ask for it again',
  },
  'groupJoin.codeInvalid': {
    zh: '群链接或二维码无效，请向群成员重新获取',
    en: 'This group link or QR code is not valid: ask a member for a new one',
  },
  'groupJoin.codeExpired': {
    zh: '群链接或二维码已过期，请向群成员重新获取',
    en: 'This group link or QR code has expired: ask a member for a new one',
  },
  'groupJoin.channelNotFound': {
    zh: '该渠道不存在或已删除',
    en: 'This channel does not exist or was deleted',
  },
  'groupJoin.wordNotFound': { zh: '口令不正确，未找到群聊', en: 'No group has this passphrase' },
  'groupJoin.taskGroup': {
    zh: '商单群不能通过链接加入',
    en: 'A task group cannot be joined by a link',
  },
  'groupJoin.needApply': {
    zh: '该群需要群主审核，请提交入群申请',
    en: 'This group approves newcomers: send an application to join',
  },
  'groupJoin.noApplyNeeded': {
    zh: '该群无需审核，可直接加入',
    en: 'This group does not need approval: join it directly',
  },
  'groupJoin.alreadyIn': { zh: '你已在该群中', en: 'You are already in this group' },
  'groupJoin.applyNotFound': { zh: '该申请不存在', en: 'This application does not exist' },
  'groupJoin.applyDecided': {
    zh: '该申请已处理，请勿重复操作',
    en: 'This application has already been decided',
  },
  'groupJoin.noticeApplyTitle': { zh: '入群申请', en: 'Request to join a group' },
  'groupJoin.noticeApply': {
    zh: '{name}申请加入群聊“{group}”：{reason}',
    en: '{name} asks to join "{group}": {reason}',
  },
  'groupJoin.noticeResultTitle': { zh: '入群申请结果', en: 'Your request to join a group' },
  'groupJoin.noticePassed': {
    zh: '你加入群聊“{group}”的申请已通过',
    en: 'Your request to join "{group}" was accepted',
  },
  'groupJoin.noticeRefused': {
    zh: '你加入群聊“{group}”的申请未通过',
    en: 'Your request to join "{group}" was turned down',
  },
  'groupJoin.lineByLink': {
    zh: '{name}通过{inviter}分享的群链接加入了群聊',
    en: '{name} joined the group chat by a link {inviter} shared',
  },
  'groupJoin.lineByChannel': {
    zh: '{name}通过渠道“{channel}”加入了群聊',
    en: '{name} joined the group chat through the channel "{channel}"',
  },
  'groupJoin.lineByWord': {
    zh: '{name}通过群口令加入了群聊',
    en: '{name} joined the group chat with its passphrase',
  },
  'groupJoin.lineApproved': {
    zh: '{name}经{auditor}审核加入了群聊',
    en: '{name} joined the group chat, let in by {auditor}',
  },
  'groupJoin.channelMissing': { zh: '该渠道不存在', en: 'This channel does not exist' },
  'groupJoin.fakeTooMany': { zh: '最多添加10条信息', en: 'At most 10 messages can be added' },
  'groupJoin.fakeMissing': { zh: '该信息不存在', en: 'This message does not exist' },
} as const satisfies Record<string, Record<Lang, string>>;

type JoinMessages = typeof joinMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends JoinMessages {}
}
