import { ErrorCode } from '@fox/contracts';
import type { MessageKey } from './messages.js';

/**
 * A failure a handler means to report: a business code for the envelope, a catalogue key for the message,
 * and the HTTP status. Codes in the 400 range travel with the same HTTP status; the platform's own business
 * codes (500 for "too frequent", 11014 for forced logout) travel with HTTP 200 as the real API does.
 */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: MessageKey | undefined;
  readonly params: Record<string, unknown>;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(
    code: number,
    messageKey: MessageKey | undefined,
    params: Record<string, unknown> = {},
    options: { httpStatus?: number; data?: unknown; text?: string } = {},
  ) {
    super(options.text ?? messageKey ?? `error ${code}`);
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.httpStatus =
      options.httpStatus ?? (code >= 400 && code < 600 && code !== ErrorCode.serverError ? code : 200);
    this.data = options.data ?? null;
  }

  /** A message already written (e.g. several validation messages joined). */
  static withText(code: number, text: string, httpStatus?: number): AppError {
    return new AppError(code, undefined, {}, { text, ...(httpStatus ? { httpStatus } : {}) });
  }
}
