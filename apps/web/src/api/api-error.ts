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
  /** What a refusal's envelope carried in `data` (why a work is unavailable...); null when nothing. */
  readonly data: unknown;

  constructor(init: { code: number; msg: string; kind: ApiErrorKind; status?: number; data?: unknown }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Why a work that exists is not shown (a detail's 404 says so in its data): taken down, or waiting for
 * review; null for any other failure, a missing work included.
 */
export function unavailableReasonOf(error: unknown): 'takenDown' | 'underReview' | null {
  if (!isApiError(error) || error.code !== 404) return null;
  const reason = (error.data as { unavailable?: unknown } | null)?.unavailable;
  return reason === 'takenDown' || reason === 'underReview' ? reason : null;
}
