/** A request about to be sent, as signers see it. */
export interface OutgoingRequest {
  method: string;
  /** Path without the query string, as the server routes it. */
  path: string;
  /** Path with the query string. */
  url: string;
  headers: Headers;
}

/** Adds headers to an outgoing request (the signed x-encrypt-key header, see signing-keys.ts). */
export type RequestSigner = (request: OutgoingRequest) => void | Promise<void>;

const signers: RequestSigner[] = [];

/** Installs a signer for every later request; returns the function that removes it. */
export function addRequestSigner(signer: RequestSigner): () => void {
  signers.push(signer);
  return () => {
    const index = signers.indexOf(signer);
    if (index >= 0) signers.splice(index, 1);
  };
}

/** Runs the installed signers in order. */
export async function signRequest(request: OutgoingRequest): Promise<void> {
  for (const signer of [...signers]) await signer(request);
}

/** A request the server refused with an envelope, as retry checks see it. */
export interface RefusedRequest {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** Decides whether a refused request is worth sending once more (after, say, fetching new keys). */
export type RetryCheck = (refusal: RefusedRequest) => boolean | Promise<boolean>;

const retryChecks: RetryCheck[] = [];

/** Installs a retry check; returns the function that removes it. */
export function addRetryCheck(check: RetryCheck): () => void {
  retryChecks.push(check);
  return () => {
    const index = retryChecks.indexOf(check);
    if (index >= 0) retryChecks.splice(index, 1);
  };
}

/** True when any installed check wants the refused request sent again. */
export async function shouldRetry(refusal: RefusedRequest): Promise<boolean> {
  for (const check of [...retryChecks]) {
    if (await check(refusal)) return true;
  }
  return false;
}
