/** The shapes the WeChat Pay merchant-transfer simulator takes and answers (see wechat-transfer-simulator.ts). */
import type { ReceivedPayCall, SignedNotification } from './wechat-pay-simulator-types.js';

export type { ReceivedPayCall, SignedNotification } from './wechat-pay-simulator-types.js';

export type SimulatedBatchStatus = 'ACCEPTED' | 'PROCESSING' | 'FINISHED' | 'CLOSED';
export type SimulatedDetailStatus = 'INIT' | 'WAIT_PAY' | 'PROCESSING' | 'SUCCESS' | 'FAIL';

export interface WechatTransferSimulatorOptions {
  mchId: string;
  appId: string;
  apiV3Key: string;
  merchantSerial: string;
  merchantPublicKeyPem: string;
  now?: () => number;
  /**
   * When set, every accepted batch finishes by itself this many ms later and its notification is posted
   * to its notify_url, as WeChat does (for tests that run the whole server).
   */
  autoFinishMs?: number;
}

export interface SimulatedTransferDetail {
  outDetailNo: string;
  detailId: string;
  status: SimulatedDetailStatus;
  /** Fen. */
  amount: number;
  remark: string;
  openid: string;
  /** The payee name, decrypted with the platform private key; null when none was sent. */
  userName: string | null;
  failReason: string | null;
  initiateTime: string;
  updateTime: string;
}

export interface SimulatedBatch {
  outBatchNo: string;
  batchId: string;
  appid: string;
  batchName: string;
  batchRemark: string;
  status: SimulatedBatchStatus;
  totalAmount: number;
  totalNum: number;
  notifyUrl: string | null;
  closeReason: string | null;
  createTime: string;
  updateTime: string;
  details: SimulatedTransferDetail[];
  /** What a repeated create must equal to be the same batch (names compared decrypted). */
  fingerprint: string;
}

/** Changes to a batch notification, for tests that need a wrong one. */
export interface TransferNotificationOverrides {
  eventType?: string;
  originalType?: string;
  batchStatus?: string;
  mchId?: string;
  /** Name another batch than the one notified about. */
  outBatchNo?: string;
  /** Seconds since the epoch for Wechatpay-Timestamp. */
  timestamp?: number;
  /** Sign with this key instead of the platform key (a forger's). */
  signingKeyPem?: string;
  serial?: string;
  /** Encrypt with this key instead of the merchant's API v3 key. */
  apiV3Key?: string;
}

/** A mismatch planted in a finished detail, as WeChat would report it from then on. */
export interface PlantedMismatch {
  amount?: number;
  status?: 'SUCCESS' | 'FAIL';
  failReason?: string;
}

export interface WechatTransferSimulator {
  /** e.g. http://127.0.0.1:41234, for WECHATPAY_API_BASE. */
  base: string;
  platformSerial: string;
  platformPublicKeyPem: string;
  calls: ReceivedPayCall[];
  /** Each notification posted (by notify, complete or autoFinishMs) and the merchant's answer status. */
  deliveries: { outBatchNo: string; status: number }[];
  batch(outBatchNo: string): SimulatedBatch | undefined;
  /** Details paid to this openid end FAIL with this fail_reason (ACCOUNT_FROZEN unless told). */
  failPayee(openid: string, reason?: string): void;
  /** The payee's name as WeChat knows it: a detail carrying another user_name ends FAIL NAME_NOT_CORRECT. */
  setRealName(openid: string, name: string): void;
  /** The merchant's funds are locked: ACCEPTED to PROCESSING, details PROCESSING. */
  process(outBatchNo: string): SimulatedBatch;
  /** Every detail ends (SUCCESS, or FAIL for failing payees) and the batch is FINISHED; no notification. */
  finish(outBatchNo: string): SimulatedBatch;
  /** The batch closes (OVERDUE_CLOSE unless told); its details that had not ended fail. No notification. */
  closeBatch(outBatchNo: string, reason?: string): SimulatedBatch;
  /** finish, then post the notification and answer the merchant's reply. */
  complete(outBatchNo: string): Promise<{ status: number; body: string }>;
  /** Posts the batch's notification as it stands (as WeChat's retries do). */
  notify(
    outBatchNo: string,
    overrides?: TransferNotificationOverrides,
  ): Promise<{ status: number; body: string }>;
  notificationFor(outBatchNo: string, overrides?: TransferNotificationOverrides): SignedNotification;
  /** Changes a FINISHED batch's detail (amount, state, reason) as queries report it from now on. */
  plantMismatch(outBatchNo: string, change: PlantedMismatch): SimulatedTransferDetail;
  /** The next API call that passes the signature check answers this error. */
  failNext(status: number, code: string, message?: string): void;
  /** The next answer is signed with a throwaway key, as a man in the middle would. */
  forgeNextAnswer(): void;
  close(): Promise<void>;
}
