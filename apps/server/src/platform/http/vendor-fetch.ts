/** What a vendor's HTTP API answered: the status and the body as text. */
export interface VendorReply {
  status: number;
  text: string;
}

/** No answer came: the vendor did not reply in time, or could not be reached at all. */
export class VendorUnreachable extends Error {
  readonly timedOut: boolean;
  /** The low-level reason (ECONNREFUSED, ENOTFOUND…), for the adapter's own error message. */
  readonly reason: string;

  constructor(error: unknown) {
    const name = error instanceof Error ? error.name : '';
    // undici reports "fetch failed" and puts the reason (ECONNREFUSED, ENOTFOUND, ...) in `cause`.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const causeCode = (cause as { code?: unknown } | undefined)?.code;
    const reason =
      cause?.message ||
      (typeof causeCode === 'string' ? causeCode : '') ||
      (error instanceof Error ? error.message : String(error));
    super(reason, { cause: error });
    this.name = 'VendorUnreachable';
    this.timedOut = name === 'TimeoutError' || name === 'AbortError';
    this.reason = reason;
  }
}

/**
 * GETs a vendor URL expecting JSON, giving up after `timeoutMs`. Adapters (SMS, WeChat) turn the reply,
 * or the VendorUnreachable this throws, into errors of their own.
 */
export async function getVendorText(
  fetchImpl: typeof fetch,
  url: URL,
  timeoutMs: number,
): Promise<VendorReply> {
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new VendorUnreachable(error);
  }
}
