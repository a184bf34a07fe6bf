import type { Endpoint, EndpointInput, EndpointResult, Route } from '@fox/contracts';
import { SUCCESS_CODE, fieldNames, fillPath } from '@fox/contracts/client';
import { i18n } from '../i18n/i18n';
import { langHeaderOf } from '../i18n/language';
import { ApiError, isApiError, NO_ANSWER_CODE } from './api-error';
import { applyFailureReaction } from './api-effects';
import { apiSession } from './api-session';
import { LOGOUT_HTTP_STATUS, reactToFailure, type RequestFailure } from './error-catalogue';
import { createPendingRequests } from './pending-requests';
import { shouldRetry, signRequest } from './request-signers';

/** Spec: requests give up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Platform identifier sent with every request (spec 000 §1). */
export const SYS_SOURCE = 'web';

export interface ApiOptions {
  /** Aborts the request; the promise then rejects with a cancelled ApiError and nothing is shown. */
  signal?: AbortSignal;
  /** Skips the error toast; logout and the other reactions still happen. */
  silent?: boolean;
  timeoutMs?: number;
}

/** Input is optional for endpoints that take none. */
export type ApiArgs<E> =
  unknown extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: ApiOptions]
    : [input: EndpointInput<E>, options?: ApiOptions];

const pendingRequests = createPendingRequests();

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** What `api()` calls: a full declaration, or its schema-free route (what the first page uses). */
export type Callable<E extends Endpoint = Endpoint> = E | Route<E>;

function queryFieldsOf(endpoint: Callable): readonly string[] {
  return 'queryFields' in endpoint ? endpoint.queryFields : fieldNames(endpoint.query);
}

function toQueryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Splits the merged input into the path, the query string and the JSON body of the request. */
export function buildRequest(endpoint: Callable, input: Record<string, unknown>) {
  const pathNames = new Set([...endpoint.path.matchAll(PATH_PARAM)].map((match) => match[1]));
  const path = fillPath(endpoint.path, input);
  const rest = Object.entries(input).filter(([key]) => !pathNames.has(key));
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    return { path, url: path + toQueryString(Object.fromEntries(rest)), body: undefined };
  }
  // POST and PUT: fields the endpoint declares as query stay in the URL, the rest is the JSON body.
  const queryNames = new Set(queryFieldsOf(endpoint));
  const query = Object.fromEntries(rest.filter(([key]) => queryNames.has(key)));
  const body = Object.fromEntries(rest.filter(([key]) => !queryNames.has(key)));
  return { path, url: path + toQueryString(query), body: JSON.stringify(body) };
}

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
  total?: unknown;
}

function asEnvelope(text: string): EnvelopeLike | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') {
      return parsed as EnvelopeLike;
    }
  } catch {
    // Not JSON: a proxy error page or an empty body.
  }
  return null;
}

function isSuccessCode(code: number): boolean {
  // Platform facts: some clients also accept 0 as success.
  return code === SUCCESS_CODE || code === 0;
}

function fail(failure: RequestFailure, options: ApiOptions, data: unknown = null): never {
  const reaction = reactToFailure(failure, (key, values) => i18n.t(key, values));
  applyFailureReaction(reaction, { silent: options.silent });
  const kind = failure.kind === 'envelope' ? 'business' : failure.kind;
  const status = 'status' in failure ? failure.status : undefined;
  throw new ApiError({ ...reaction.error, kind, data, ...(status === undefined ? {} : { status }) });
}

type AbortCause = 'timeout' | 'cancelled';

/** Calls an endpoint declared in @fox/contracts and resolves with its typed data. */
export async function api<E extends Endpoint>(
  endpoint: Callable<E>,
  ...args: ApiArgs<E>
): Promise<EndpointResult<E>> {
  const [input, options = {}] = args as [Record<string, unknown> | undefined, ApiOptions | undefined];
  const { path, url, body } = buildRequest(endpoint, input ?? {});

  // One retry at most: a refusal a check can repair (new signing keys) gets a freshly signed second try.
  for (let attempt = 0; ; attempt += 1) {
    const { status, text } = await send(endpoint, { path, url, body }, options);
    const envelope = asEnvelope(text);
    if (envelope && isSuccessCode(envelope.code) && status !== LOGOUT_HTTP_STATUS) {
      if (endpoint.kind === 'list') {
        const total = typeof envelope.total === 'number' ? envelope.total : 0;
        return { data: envelope.data ?? [], total } as EndpointResult<E>;
      }
      return envelope.data as EndpointResult<E>;
    }
    if (envelope) {
      const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
      const refusal = { status, code: envelope.code, msg, data: envelope.data };
      if (attempt === 0 && (await shouldRetry(refusal))) continue;
      fail({ kind: 'envelope', status, code: envelope.code, msg }, options, envelope.data ?? null);
    }
    fail({ kind: 'http', status }, options);
  }
}

/** Signs and sends one request; resolves with the HTTP status and the body text. */
async function send(
  endpoint: Callable,
  request: { path: string; url: string; body: string | undefined },
  options: ApiOptions,
): Promise<{ status: number; text: string }> {
  const { path, url, body } = request;
  const headers = new Headers({ Accept: 'application/json', SysSource: SYS_SOURCE });
  headers.set('Lang', langHeaderOf(i18n.language));
  const token = apiSession().token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    await signRequest({ method: endpoint.method, path, url, headers });
  } catch (error) {
    // The signing keys could not be fetched: the request fails the way that fetch did.
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
      fail({ kind: error.kind }, options);
    }
    throw error;
  }

  const controller = new AbortController();
  let abortCause: AbortCause | null = null;
  const abort = (cause: AbortCause) => {
    abortCause ??= cause;
    controller.abort();
  };
  const onCallerAbort = () => abort('cancelled');
  if (options.signal?.aborted) abort('cancelled');
  options.signal?.addEventListener('abort', onCallerAbort);
  const timer = setTimeout(() => abort('timeout'), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const release = pendingRequests.track(endpoint.method, path, () => abort('cancelled'));

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method: endpoint.method, headers, body, signal: controller.signal });
    status = response.status;
    text = await response.text();
  } catch {
    if (abortCause === 'cancelled') {
      throw new ApiError({ code: NO_ANSWER_CODE, msg: 'cancelled', kind: 'cancelled' });
    }
    fail({ kind: abortCause === 'timeout' ? 'timeout' : 'network' }, options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    release();
  }
  return { status, text };
}
