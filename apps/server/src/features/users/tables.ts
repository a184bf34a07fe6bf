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
}

export interface UsersTables {
  users: UserTable;
}
