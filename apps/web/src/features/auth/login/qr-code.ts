import { isApiError } from '../../../api/api-error';
import { QR_INVALID } from '../../../i18n/server-messages';

/** Spec 002 §4.6 and §9: the login QR code is polled every second. */
export const QR_POLL_MS = 1000;

/** The server's code and texts for a QR code that expired, was refused or was already used. */
export const QR_INVALID_CODE = 410;
const QR_INVALID_MESSAGES = ['QR code invalid', QR_INVALID];

/** Spec 002 §4.6: the message 'QR code invalid' stops polling and marks the code expired. */
export function isQrInvalid(error: unknown): boolean {
  return isApiError(error) && (error.code === QR_INVALID_CODE || QR_INVALID_MESSAGES.includes(error.msg));
}

/** What the QR code encodes: this site's confirm page for the code. */
export function qrConfirmUrl(origin: string, confirmPath: string): string {
  return new URL(confirmPath, origin).href;
}
