/** How a request failed: the server said no (business), HTTP without an envelope, no answer, or cancelled. */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'cancelled';

/** Code of failures that never reached a server answer (network, timeout, cancelled). */
export const NO_ANSWER_CODE = -1;

/** What every failed api() call rejects with, so callers can react to the code. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined;

  constructor(init: { code: number; msg: string; kind: ApiErrorKind; status?: number }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
