import { AppError } from '../../platform/http/app-error.js';
import { translate, type Lang } from '../../platform/http/messages.js';

/** The chat feature's texts live in im-messages.ts under `im.`; socket frames and HTTP share them. */
export type ImTextKey =
  | 'toSelf'
  | 'receiverUnknown'
  | 'emptyText'
  | 'mediaPath'
  | 'chatFile'
  | 'fileMissing'
  | 'shareMissing'
  | 'commandNotYet'
  | 'badJson'
  | 'badFrame'
  | 'conversationNotFound'
  | 'sessionEnded'
  | 'messageNotFound'
  | 'recallNotOwn'
  | 'recallExpired'
  | 'recallType'
  | 'recalledAlready'
  | 'voiceNotDeletable'
  | 'voiceNotForwardable'
  | 'forwardMax'
  | 'sendFailed'
  | 'sendTooFast'
  | 'sendQueueFull'
  | 'groupDissolved'
  | 'groupBanned'
  | 'orderEnded'
  | 'forbidden'
  | 'accountMuted'
  | 'accountMutedUntil'
  | 'mentionAll'
  | 'mentionNotMember'
  | 'groupNotFound'
  | 'harassKicked';

export function imText(key: ImTextKey, lang: Lang, params: Record<string, unknown> = {}): string {
  return translate(`im.${key}`, lang, params);
}

/** A refused action; `code` is in the 400 range and is both the envelope code and the HTTP status. */
export class ImError extends AppError {
  constructor(
    code: number,
    readonly key: ImTextKey,
    params: Record<string, unknown> = {},
  ) {
    super(code, `im.${key}`, params);
  }
}
