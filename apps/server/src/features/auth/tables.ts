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

/** Wrong-password counting by the name typed, whether or not such an account exists. */
export interface LoginThrottleTable {
  account: string;
  failures: number;
  lockedUntil: number | null;
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
  loginThrottle: LoginThrottleTable;
  devices: DeviceTable;
  qrLogins: QrLoginTable;
}
