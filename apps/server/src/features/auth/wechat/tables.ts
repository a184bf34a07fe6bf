import type { Generated } from 'kysely';

export type SocialProvider = 'wechat';

/** A third-party identity; bound to a user once its holder proved a phone with an SMS code. */
export interface SocialIdentityTable {
  id: Generated<number>;
  provider: SocialProvider;
  /** WeChat's openid: stable per user and per application. */
  openId: string;
  /** WeChat's unionid: stable per user across the applications of one open-platform account. */
  unionId: string | null;
  userId: number | null;
  /** As WeChat last reported them. */
  nickName: string;
  avatar: string;
  /** SHA-256 of the uuid handed out for the binding step; null when none is pending. */
  uuidHash: string | null;
  uuidExpiresAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface WechatTables {
  socialIdentities: SocialIdentityTable;
}
