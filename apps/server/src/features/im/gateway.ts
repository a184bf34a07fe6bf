import websocket from '@fastify/websocket';
import { im } from '@fox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionUser } from '../../platform/http/auth.js';
import { langOf } from '../../platform/http/messages.js';
import type { Platform } from '../../platform/platform.js';
import { ChatConnection, type GatewayContext } from './connection.js';

/** What the sockets' sends are stored and checked with: the chat's tables, the groups, the group commit. */
export type ChatStore = Pick<GatewayContext, 'db' | 'groups' | 'append'>;

/** Larger than any valid send (2000 characters of text plus a share card); bigger frames are refused by ws. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The real-time gateway: one WebSocket per device at /ws?token=..., the session token being the credential
 * (a browser cannot set headers on the upgrade, so the signed header does not apply here).
 */
export async function installRealtimeGateway(
  app: FastifyInstance,
  platform: Platform,
  store: ChatStore,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const { bus } = platform;

  const sessionLive = (token: string) =>
    platform.authenticate({ headers: { authorization: `Bearer ${token}` } } as FastifyRequest).then(
      (user) => user !== null,
      () => false,
    );
  // A revoked session reaches its sockets wherever they are connected: auth publishes recheckSession.
  const context: GatewayContext = { platform, ...store, bus, sessionLive };

  const connections = new Set<ChatConnection>();
  // One sweep for every socket instead of a timer each: an idle connection costs no timer.
  const idleMs = platform.config.wsIdleTimeoutMs;
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        if (now - connection.lastActivity >= idleMs) connection.socket.close(im.IDLE_CLOSE_CODE, 'idle');
      }
    },
    Math.max(100, Math.min(idleMs / 5, 5_000)),
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });

  const users = new WeakMap<FastifyRequest, { user: SessionUser; token: string }>();
  app.get(
    im.WS_PATH,
    {
      websocket: true,
      // Refused here, the upgrade is answered with HTTP 401 (not an API answer: a socket client learns of
      // the refusal only from the status) and the socket is never opened.
      preValidation: async (request) => {
        const refused = (error = new AppError(401, 'auth.required')) => AppError.withHttpStatus(error, 401);
        const { token } = request.query as { token?: unknown };
        if (typeof token !== 'string' || token === '') throw refused();
        request.headers.authorization = `Bearer ${token}`;
        const user = await platform.authenticate(request).catch((error: unknown) => {
          throw error instanceof AppError ? refused(error) : error;
        });
        if (!user) throw refused();
        users.set(request, { user, token });
      },
    },
    (socket, request) => {
      const { lang } = request.query as { lang?: string };
      const { user, token } = users.get(request)!;
      const connection = new ChatConnection(
        socket,
        user.id,
        token,
        langOf(lang ?? request.headers.lang),
        context,
      );
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
    },
  );
}
