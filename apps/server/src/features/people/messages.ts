import type { Lang } from '../../platform/http/lang.js';

/**
 * The back office's people pages' part of the server catalogue (registered by the app): refusals of the
 * console's user, role and group actions, and the notices those actions send the people they concern.
 */
export const peopleMessages = {
  'people.userMissing': { zh: '用户不存在', en: 'No such user' },
  'people.groupMissing': { zh: '群聊不存在', en: 'No such group' },
  'people.oneKey': {
    zh: '请只按一个条件查找：{keys}',
    en: 'Search by one key at a time: {keys}',
  },
  'people.notYourself': { zh: '不能对自己执行该操作', en: 'You cannot do this to your own account' },
  'people.notSuperOperator': {
    zh: '不能对超级管理员执行该操作，请先收回其超级管理员角色',
    en: 'This cannot be done to a super operator; revoke their superAdmin role first',
  },
  'people.alreadyDisabled': { zh: '该账号已是停用状态', en: 'This account is disabled already' },
  'people.notDisabled': { zh: '该账号未被停用', en: 'This account is not disabled' },
  'people.muteAmountRequired': {
    zh: '请填写禁言时长（amount），或选择直到解除（untilLifted）',
    en: 'Give how long the mute lasts (amount), or mute until lifted (untilLifted)',
  },
  'people.muteAmountUnwanted': {
    zh: '直到解除的禁言不需要时长（amount）',
    en: 'A mute until lifted takes no amount',
  },
  'people.muteTooLong': {
    zh: '禁言时长最多 {days} 天，更长请选择直到解除',
    en: 'A timed mute lasts at most {days} days; for longer, mute until lifted',
  },
  'people.notMuted': { zh: '该账号未被禁言', en: 'This account is not muted' },
  'people.roleHeld': { zh: '该账号已拥有「{role}」角色', en: 'This account holds the {role} role already' },
  'people.roleNotHeld': { zh: '该账号没有「{role}」角色', en: 'This account does not hold the {role} role' },
  'people.lastSuperOperator': {
    zh: '至少需要保留一位超级管理员',
    en: 'At least one super operator must remain',
  },
  'people.groupBanned': { zh: '该群聊已被封禁', en: 'This group is banned already' },
  'people.groupOrderEnded': {
    zh: '该群聊的订单已结束，无法封禁',
    en: 'The order of this group has ended; it cannot be banned',
  },
  'people.groupNotBanned': { zh: '该群聊未被封禁', en: 'This group is not banned' },

  'people.noticeDisabledTitle': { zh: '账号已被停用', en: 'Your account was disabled' },
  'people.noticeDisabled': {
    zh: '你的账号已被停用，原因：{reason}。如有疑问请联系客服。',
    en: 'Your account was disabled: {reason}. Contact support with any question.',
  },
  'people.noticeEnabledTitle': { zh: '账号已恢复', en: 'Your account was re-enabled' },
  'people.noticeEnabled': {
    zh: '你的账号已恢复正常使用，请重新登录。',
    en: 'Your account can be used again; please log in again.',
  },
  'people.noticeMutedTitle': { zh: '你已被禁言', en: 'You were muted' },
  'people.noticeMutedUntil': {
    zh: '你已被禁言，{until} 前无法发送聊天消息，原因：{reason}',
    en: 'You were muted: no chat message can be sent until {until} (China time). Reason: {reason}',
  },
  'people.noticeMutedIndefinitely': {
    zh: '你已被禁言，解除前无法发送聊天消息，原因：{reason}',
    en: 'You were muted: no chat message can be sent until the mute is lifted. Reason: {reason}',
  },
  'people.noticeUnmutedTitle': { zh: '禁言已解除', en: 'Your mute was lifted' },
  'people.noticeUnmuted': {
    zh: '你的禁言已解除，可以正常发送聊天消息。',
    en: 'Your mute was lifted: you can send chat messages again.',
  },
  'people.noticeRoleGrantedTitle': { zh: '后台权限已开通', en: 'Back-office access granted' },
  'people.noticeRoleGranted': {
    zh: '你已获得「{role}」后台权限。',
    en: 'You were granted the {role} back-office role.',
  },
  'people.noticeRoleRevokedTitle': { zh: '后台权限已收回', en: 'Back-office access revoked' },
  'people.noticeRoleRevoked': {
    zh: '你的「{role}」后台权限已被收回。',
    en: 'Your {role} back-office role was revoked.',
  },
  'people.noticeGroupBannedTitle': { zh: '群聊已被封禁', en: 'Your group was banned' },
  'people.noticeGroupBanned': {
    zh: '你的群聊「{name}」因违反平台规定已被封禁，原因：{reason}',
    en: 'Your group "{name}" was banned for breaking the platform\'s rules: {reason}',
  },
  'people.noticeGroupUnbannedTitle': { zh: '群聊已解除封禁', en: "Your group's ban was lifted" },
  'people.noticeGroupUnbanned': {
    zh: '你的群聊「{name}」已解除封禁，可以正常发送消息。',
    en: 'The ban on your group "{name}" was lifted: messages can be sent again.',
  },
  'people.noticeGroupDissolvedTitle': { zh: '群聊已被解散', en: 'Your group was dissolved' },
  'people.noticeGroupDissolved': {
    zh: '你的群聊「{name}」因违反平台规定已被解散，原因：{reason}',
    en: 'Your group "{name}" was dissolved for breaking the platform\'s rules: {reason}',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type PeopleMessages = typeof peopleMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends PeopleMessages {}
}
