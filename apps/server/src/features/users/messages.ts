import type { Lang } from '../../platform/http/lang.js';

/** The users feature's part of the server catalogue (registered by the app). */
export const usersMessages = {
  'users.roleUser': { zh: '普通用户', en: 'Member' },
  'users.roleAgent': { zh: '代理商', en: 'Agent' },
  'users.roleMcn': { zh: 'MCN 机构', en: 'MCN agency' },
  'users.roleInstitution': { zh: '机构', en: 'Institution' },
  'users.roleDemolition': { zh: '拆迁方', en: 'Demolition party' },
  'users.roleAiCustomization': { zh: 'AI 定制', en: 'AI customisation' },
  'users.roleSuperAdmin': { zh: '超级管理员', en: 'Super operator' },
  'users.roleOperations': { zh: '运营管理员', en: 'Operations' },
  'users.roleCopyright': { zh: '版权审核', en: 'Copyright review' },
  'users.roleArticle': { zh: '内容审核', en: 'Content review' },
  'users.roleFinance': { zh: '财务', en: 'Finance' },
  'users.roleProvider': { zh: '内容提供方', en: 'Provider' },
  'users.defaultNickName': { zh: '用户{digits}', en: 'User{digits}' },
  'users.avatarMissing': { zh: '头像不存在', en: 'No such avatar' },
} as const satisfies Record<string, Record<Lang, string>>;

type UsersMessages = typeof usersMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends UsersMessages {}
}
