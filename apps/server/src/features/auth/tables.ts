import type { Generated } from 'kysely';

/** Why a session ended early; a forced end (password, disabled) is told to the client as code 11014. */
export type RevokeReason = 'logout' | 'passwordChanged' | 'disabled';

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 of the token: a stolen database gives no usable token. */
  tokenHash: string;
  userId: number;
  deviceType: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  revokeReason: RevokeReason | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: 'login' | 'resetPwd';
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
  attempts: number;
}

/**
 * Wrong passwords per name typed (whether or not such an account exists) and client address: enough of
 * them lock that pair for a while.
 */
export interface LoginPairThrottleTable {
  account: string;
  /** The client address, or its /64 network for IPv6. */
  address: string;
  failures: number;
  lockedUntil: number | null;
  updatedAt: number;
}

/** Wrong passwords per name typed, from every address: enough of them slow every further try down. */
export interface LoginNameThrottleTable {
  account: string;
  failures: number;
  updatedAt: number;
}

export interface DeviceTable {
  id: Generated<number>;
  imei: string;
  firstSeen: number;
  lastSeen: number;
}

export interface QrLoginTable {
  id: Generated<number>;
  qrCodeId: string;
  state: 'waiting' | 'scanned' | 'confirmed' | 'refused' | 'taken';
  userId: number | null;
  createdAt: number;
  expiresAt: number;
}

export interface AuthTables {
  sessions: SessionTable;
  smsCodes: SmsCodeTable;
  loginPairThrottle: LoginPairThrottleTable;
  loginNameThrottle: LoginNameThrottleTable;
  devices: DeviceTable;
  qrLogins: QrLoginTable;
}
