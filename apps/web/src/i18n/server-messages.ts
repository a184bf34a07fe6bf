/**
 * Server messages the client reacts to by their text, the answers carrying no code of their own. They are
 * data, not interface: they stay Chinese whatever the visitor's language, so they are not in the
 * catalogues. Each is its own constant, so a lazily loaded page's message stays in its chunk.
 */

/** Spec 000 §8: expected in the wish flow, passes without a toast. */
export const TASK_ALREADY_TAKEN = '当前任务已被他人接取,可前往商单广场查看更多商单';
/** The same answer to a reader who asked in English (the server's catalogue, wishes.takenByOthers). */
export const TASK_ALREADY_TAKEN_EN = 'This task has been taken by others; find more on the wish square';

/** The request signature could not be decrypted with the keys the client has. */
export const SIGNING_KEY_REFUSED = '请求签名无法解密，密钥可能已过期，请重新获取密钥';

/** The login QR code expired, was refused or was already used. */
export const QR_INVALID = '二维码已失效';

/** The start of the message for a WeChat binding whose authorization expired or was used. */
export const WECHAT_AUTH_EXPIRED = '微信授权已失效';
