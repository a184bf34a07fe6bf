import type { z } from 'zod';
import type { ConsoleRole } from './console-roles.js';

/**
 * Who may call an endpoint: anyone, anyone (the user is read when a token is sent), a logged-in user, or a
 * logged-in holder of one of the endpoint's `roles` (the back office; the super operator always may).
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'console';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.ZodType;

/**
 * One endpoint, declared once. The server registers and validates from it, the client calls it through
 * `api()`, and the OpenAPI document is generated from it.
 *
 * `kind: 'list'` endpoints answer `{code, msg, total, data: [item]}` and `response` is the item schema;
 * `kind: 'object'` endpoints answer `{code, msg, data}`.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  K extends 'object' | 'list' = 'object' | 'list',
  A extends AuthLevel = AuthLevel,
> {
  method: HttpMethod;
  /** Path in Fastify form: `/app/api/content/article/:id`. */
  path: string;
  auth: A;
  /** The console roles an endpoint of auth `console` serves (required there, ignored elsewhere). */
  roles?: readonly ConsoleRole[];
  /** Feature that owns the endpoint; the OpenAPI tag. */
  tag: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  kind: K;
  response: R;
}

export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  K extends 'object' | 'list' = 'object',
  A extends AuthLevel = AuthLevel,
>(endpoint: Endpoint<P, Q, B, R, K, A>): Endpoint<P, Q, B, R, K, A> {
  return endpoint;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/** The declaration a route stands for; a declaration stands for itself. */
type Declared<E> = E extends { queryFields: readonly string[]; readonly endpoint?: infer D }
  ? NonNullable<D>
  : E;

/** What the client passes to `api()`: params, query and body merged by name. */
export type EndpointInput<E> = InputOfDeclared<Declared<E>>;
type InputOfDeclared<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema, 'object' | 'list'>
    ? (P extends Schema ? InputOf<P> : unknown) &
        (Q extends Schema ? InputOf<Q> : unknown) &
        (B extends Schema ? InputOf<B> : unknown)
    : never;

/** What the server handler receives after validation. */
export interface HandlerInput<E> {
  params: E extends Endpoint<infer P> ? (P extends Schema ? OutputOf<P> : Record<string, never>) : never;
  query: E extends Endpoint<Schema | undefined, infer Q>
    ? Q extends Schema
      ? OutputOf<Q>
      : Record<string, never>
    : never;
  body: E extends Endpoint<Schema | undefined, Schema | undefined, infer B>
    ? B extends Schema
      ? OutputOf<B>
      : undefined
    : never;
}

/** The `data` of a success answer: the item list for list endpoints, else the object. */
export type EndpointData<E> = DataOfDeclared<Declared<E>>;
type DataOfDeclared<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R, infer K>
    ? K extends 'list'
      ? Array<z.output<R>>
      : z.output<R>
    : never;

/** What `api()` resolves with. */
export type EndpointResult<E> = ResultOfDeclared<Declared<E>>;
type ResultOfDeclared<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R, infer K>
    ? K extends 'list'
      ? { data: Array<z.output<R>>; total: number }
      : z.output<R>
    : never;

/** What a server handler returns: lists give rows and the total, objects give the data itself. */
export type HandlerResult<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R, infer K>
    ? K extends 'list'
      ? { rows: Array<z.input<R>>; total: number }
      : z.input<R>
    : never;

/** Fills `:name` segments of a path from the input. */
export function fillPath(path: string, input: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(input[name] ?? '')),
  );
}

/**
 * What a client needs to call an endpoint, without its schemas: a page can call the API before (or
 * without) loading zod. `endpoint` is never set; it carries the endpoint's type so that `api()` knows the
 * input and the answer. The routes are written from the declarations into `client/` (see
 * scripts/write-client-routes.ts), and a test keeps them equal.
 */
export interface Route<E extends Endpoint = Endpoint> {
  method: HttpMethod;
  path: string;
  auth: AuthLevel;
  kind: 'object' | 'list';
  /** The query's field names: a POST or PUT keeps these in the URL and sends the rest as its body. */
  queryFields: readonly string[];
  readonly endpoint?: E;
}

/** Whether a module's export is an endpoint declaration (the registry, the routes and their test ask). */
export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

/** The names of an object schema's fields (none for an absent or non-object schema). */
export function fieldNames(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** The route of an endpoint: what `client/` holds for it. */
export function routeOf<E extends Endpoint>(endpoint: E): Route<E> {
  const { method, path, auth, kind } = endpoint;
  return { method, path, auth, kind, queryFields: fieldNames(endpoint.query) };
}
