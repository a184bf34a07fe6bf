import type { Generated } from 'kysely';

/** Timestamps are integer milliseconds since the epoch on both dialects. */
export interface UserTable {
  id: Generated<number>;
  /** Public ID shown and searched by people. */
  userName: string;
  nickName: string;
  avatar: string;
  intro: string;
  phone: string | null;
  /** Comma-separated role keys, e.g. `user,agent`. */
  roles: string;
  siteId: number;
  createdAt: number;
  /** argon2id hash; null until the user sets a password. */
  passwordHash: string | null;
  state: 'active' | 'disabled';
  /** Why an operator last disabled or re-enabled the account (shown to its owner); empty when never. */
  stateReason: Generated<string>;
  /** When an operator last changed the state; null when never. */
  stateChangedAt: Generated<number | null>;
  /** 1 once the first-login guide was finished or skipped. */
  guideDone: number;
}

export interface UsersTables {
  users: UserTable;
}
