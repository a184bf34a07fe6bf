import type { MessageKey } from './messages.js';

/**
 * A failure a handler means to report: a business code for the envelope and a catalogue key for the
 * message. Every API answer travels with HTTP 200 and the code in the envelope, as the real platform
 * answers (clients written for it raise on any other status); `httpStatus` is only for what is not an API
 * answer: file bytes and the health check.
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
    this.httpStatus = options.httpStatus ?? 200;
    this.data = options.data ?? null;
  }

  /**
   * The same refusal for what is not an API answer (file bytes, the socket upgrade): its HTTP status is
   * `httpStatus`, the refusal's own code unless told otherwise.
   */
  static withHttpStatus(error: AppError, httpStatus = error.code): AppError {
    return new AppError(error.code, error.messageKey, error.params, { httpStatus, data: error.data });
  }

  /** A message already written (e.g. several validation messages joined). */
  static withText(code: number, text: string, httpStatus?: number): AppError {
    return new AppError(code, undefined, {}, { text, ...(httpStatus ? { httpStatus } : {}) });
  }
}
