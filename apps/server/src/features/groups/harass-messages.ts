import type { Lang } from '../../platform/http/lang.js';

/** The anti-harassment rules' part of the groups feature's catalogue (spec 002 §5, §9). */
export const harassMessages = {
  'groups.harassTitleRequired': { zh: '请填写规则名称', en: 'Please enter the rule name' },
  'groups.harassKeywordsRequired': { zh: '请添加关键词', en: 'Please add keywords' },
  'groups.harassKeywordTooLong': {
    zh: '关键词最多{max}个字：{keyword}',
    en: 'A keyword is at most {max} characters: {keyword}',
  },
  'groups.harassKeywordsTooMany': { zh: '关键词最多添加{max}个', en: 'At most {max} keywords' },
  'groups.harassLimitRequired': { zh: '请填写限制字数', en: 'Please enter the character limit' },
  'groups.harassLimitTooSmall': {
    zh: '限制字数不少于{min}字',
    en: 'The character limit is at least {min} characters',
  },
  'groups.harassLimitTooLarge': {
    zh: '限制字数最多{max}字',
    en: 'The character limit is at most {max} characters',
  },
  'groups.harassPunishType': {
    zh: '请选择处罚方式：1 移出群聊，2 不显示消息',
    en: 'Choose a punishment: 1 removes the sender from the group, 2 hides the message',
  },
  'groups.harassNotAllowed': {
    zh: '只有群主和管理员可以为群聊设置防骚扰规则',
    en: 'Only the group owner and administrators can set anti-harassment rules for a group',
  },
  'groups.harassRuleNotFound': { zh: '规则不存在', en: 'No such rule' },
  'groups.lineHarassKicked': {
    zh: '{names}违反群聊防骚扰规则“{title}”，已被移出群聊',
    en: '{names} broke the anti-harassment rule "{title}" and was removed from the group chat',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type HarassMessages = typeof harassMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends HarassMessages {}
}
