import type { Lang } from '../../platform/http/lang.js';

/** The invitations feature's part of the server catalogue (registered by the app). */
export const inviteMessages = {
  'invite.codeUnknown': { zh: '邀请码无效', en: 'This invite code is not valid' },
  'invite.self': { zh: '不能使用自己的邀请码', en: 'You cannot use your own invite code' },
  'invite.alreadyBound': { zh: '您已接受过邀请', en: 'You have already accepted an invitation' },
  'invite.tooLate': {
    zh: '仅注册 {days} 天内的新用户可以接受邀请',
    en: 'Only accounts registered within the last {days} days can accept an invitation',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type InviteMessages = typeof inviteMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends InviteMessages {}
}
