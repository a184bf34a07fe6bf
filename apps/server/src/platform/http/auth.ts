import type { FastifyRequest } from 'fastify';

/** Who is calling, once a request's token has been checked. */
export interface SessionUser {
  id: number;
  userName: string;
  roles: string[];
}

/**
 * Finds the user behind a request, or null for a guest. The accounts feature installs the real one; until
 * then no request carries a session, so `user`-level endpoints answer 401.
 */
export type Authenticator = (request: FastifyRequest) => Promise<SessionUser | null>;

export const guestsOnly: Authenticator = async () => null;
