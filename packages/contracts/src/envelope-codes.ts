/** The envelope's codes and shapes: what a client reads before any schema is loaded. */

/** Success code of every answer (platform facts: some clients also accept 0). */
export const SUCCESS_CODE = 200;

/** Business codes the client reacts to (spec 000 §8). */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  forcedLogout: 11014,
} as const;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface ListEnvelope<T> {
  code: number;
  msg: string;
  total: number;
  data: T[];
}
