import {
  consoleAllows,
  SUCCESS_CODE,
  type Endpoint,
  type HandlerInput,
  type HandlerResult,
} from '@fox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { Authenticator, SessionUser } from './auth.js';
import { langOf, translate } from './messages.js';
import type { RouteRateLimit } from './rate-limit.js';
import { describeIssues, type InputPlace } from './validation-message.js';

export interface HandlerContext<E> extends HandlerInput<E> {
  /** Always set on `user` and `console` endpoints: the router answers 401 or 403 before the handler runs. */
  user: E extends { auth: 'user' | 'console' } ? SessionUser : SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E> = (context: HandlerContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

export interface RouteOptions {
  /** Per-address request limit (login, codes, sends); answered with code 429. */
  rateLimit?: RouteRateLimit;
  /** The handler sends the answer itself (a file) and returns the reply; its result is not enveloped. */
  raw?: boolean;
  /** The envelope's msg from the result, where the platform puts data there (payment's codeUrl JSON). */
  msg?: (result: never) => string;
}

export interface ContractRouter {
  /** Registers the handler of one declared endpoint: validation, auth and envelope come from the declaration. */
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions): void;
  /** Endpoints registered so far; the docs and the coverage test read this. */
  registered(): Endpoint[];
}

/** Checks a request before its input is read (the signed-header check); throws an AppError to refuse it. */
export type RequestGuard = (request: FastifyRequest, endpoint: Endpoint) => Promise<void>;

export function createContractRouter(
  app: FastifyInstance,
  authenticate: Authenticator,
  guards: RequestGuard[] = [],
): ContractRouter {
  const done: Endpoint[] = [];
  return {
    registered: () => [...done],
    handle(endpoint, handler, options = {}) {
      if (endpoint.auth === 'console' && !endpoint.roles?.length)
        throw new Error(`Console endpoint ${endpoint.method} ${endpoint.path} names no roles`);
      done.push(endpoint);
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(options.rateLimit
          ? { config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } } }
          : {}),
        handler: async (request, reply) => {
          const lang = langOf(request.headers.lang);
          for (const guard of guards) await guard(request, endpoint);
          const caller = async () => {
            const found = endpoint.auth === 'public' ? null : await authenticate(request);
            if ((endpoint.auth === 'user' || endpoint.auth === 'console') && !found)
              throw new AppError(401, 'auth.required');
            if (endpoint.auth === 'console' && !consoleAllows(found!.roles, endpoint.roles ?? []))
              throw new AppError(403, 'console.forbidden');
            return found;
          };
          // The back office refuses whoever lacks its roles before reading the input: they learn nothing of
          // what its endpoints take, and the refusal is the same whatever they sent.
          const operator = endpoint.auth === 'console' ? await caller() : undefined;
          const params = parseInput(endpoint.params, request.params, 'params', lang);
          const query = parseInput(endpoint.query, request.query, 'query', lang);
          const body = parseInput(endpoint.body, request.body, 'body', lang);
          const user = operator === undefined ? await caller() : operator;
          const result = await handler({ params, query, body, user, request, reply } as HandlerContext<
            typeof endpoint
          >);
          if (options.raw) return reply;
          const envelope = envelopeOf(endpoint, result, lang);
          return options.msg ? { ...envelope, msg: options.msg(envelope.data as never) } : envelope;
        },
      });
    },
  };
}

function parseInput(schema: z.ZodType | undefined, value: unknown, place: InputPlace, lang: 'zh' | 'en') {
  if (!schema) return place === 'body' ? undefined : {};
  // reportInput lets the message tell a missing field from a wrong one.
  const parsed = schema.safeParse(value ?? (place === 'body' ? undefined : {}), { reportInput: true });
  if (!parsed.success) throw AppError.withText(400, describeIssues(parsed.error.issues, place, lang));
  return parsed.data;
}

/**
 * Wraps a handler's result in the envelope. The answer passes through the declared response schema, so
 * only declared fields ever leave the server (a row's other columns are dropped), and a handler that
 * breaks its contract fails loudly instead of sending a surprise to the client.
 */
function envelopeOf(endpoint: Endpoint, result: unknown, lang: 'zh' | 'en') {
  if (endpoint.kind === 'list') {
    const { rows, total } = result as { rows: unknown[]; total: number };
    return {
      code: SUCCESS_CODE,
      msg: translate('ok.list', lang),
      total,
      data: rows.map((row) => endpoint.response.parse(row)),
    };
  }
  return { code: SUCCESS_CODE, msg: translate('ok', lang), data: endpoint.response.parse(result) };
}
