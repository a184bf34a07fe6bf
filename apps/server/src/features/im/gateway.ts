import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { im } from '@fox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionUser } from '../../platform/http/auth.js';
import { langOf, translate, type Lang } from '../../platform/http/messages.js';
import { describeIssues } from '../../platform/http/validation-message.js';
import type { Platform } from '../../platform/platform.js';
import { inProcessBus, redisBus, type EventBus, type UserEvent } from './bus.js';
import { registerBus } from './bus-registry.js';
import { ImError, imText } from './im-errors.js';
import { imClock } from './clock.js';
import { deliver } from './delivery.js';
import { sendMessage } from './messages.js';
import { SendRate } from './send-rate.js';

/** Larger than any valid send (2000 characters of text plus a share card); bigger frames are refused by ws. */
const MAX_FRAME_BYTES = 64 * 1024;
/** Frames waiting for their turn on one socket; a client this far ahead is flooding, not chatting. */
const MAX_QUEUED_FRAMES = 2000;
/** The close code of a socket whose session ended (logout, password changed, account disabled). */
const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * The real-time gateway: one WebSocket per device at /ws?token=..., the session token being the credential
 * (a browser cannot set headers on the upgrade, so the signed header does not apply here).
 */
export async function installRealtimeGateway(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const bus = platform.redis
    ? await redisBus(platform.redis, platform.database.location, (error) =>
        platform.log.warn({ err: error }, 'im bus event dropped'),
      )
    : inProcessBus();
  registerBus(platform, bus);
  app.addHook('onClose', () => bus.close());

  const users = new WeakMap<FastifyRequest, SessionUser>();
  app.get(
    im.WS_PATH,
    {
      websocket: true,
      // Refused here, the upgrade is answered with an HTTP error and the socket is never opened.
      preValidation: async (request) => {
        const { token } = request.query as { token?: unknown };
        if (typeof token !== 'string' || token === '') throw new AppError(401, 'auth.required');
        request.headers.authorization = `Bearer ${token}`;
        const user = await platform.authenticate(request);
        if (!user) throw new AppError(401, 'auth.required');
        users.set(request, user);
      },
    },
    (socket, request) => {
      const { lang } = request.query as { lang?: string };
      // A session revoked while the socket is open stops it at the next send.
      const sessionLive = () =>
        platform.authenticate(request).then(
          (user) => user !== null,
          () => false,
        );
      openConnection(socket, users.get(request)!, langOf(lang ?? request.headers.lang), {
        platform,
        bus,
        sessionLive,
      });
    },
  );
}

interface ConnectionContext {
  platform: Platform;
  bus: EventBus;
  sessionLive: () => Promise<boolean>;
}

function openConnection(
  socket: WebSocket,
  user: SessionUser,
  lang: Lang,
  { platform, bus, sessionLive }: ConnectionContext,
): void {
  const connection = randomUUID();
  const sendFrame = (frame: im.ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const idle = setTimeout(() => socket.close(im.IDLE_CLOSE_CODE, 'idle'), platform.config.wsIdleTimeoutMs);

  let closed = false;
  let unwatch: (() => void) | undefined;
  const onEvent = (event: UserEvent) => {
    if (event.exceptConnection !== connection) sendFrame(event.frame);
  };
  // Frames are handled one after another, after the bus watches this user: a pong means deliveries reach here.
  let queue: Promise<void> = bus.watch(user.id, onEvent).then(
    (stop) => {
      unwatch = stop;
      if (closed) stop();
    },
    (error: unknown) => {
      platform.log.error({ err: error }, 'im bus watch failed');
      socket.close(1011, 'unavailable');
    },
  );

  let queued = 0;
  const rate = new SendRate(platform.config.wsSendRate.perSecond, platform.config.wsSendRate.burst);
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    idle.refresh();
    if (++queued > MAX_QUEUED_FRAMES) return socket.close(1008, 'too many frames');
    const text = isBinary ? '' : data.toString('utf8');
    // Taken on arrival, not when the frame's turn comes, so a slow store cannot widen the allowance.
    const withinRate = text === im.HEARTBEAT_TEXT || rate.take();
    queue = queue.then(() =>
      handleFrame(text, withinRate)
        .catch((error: unknown) => {
          platform.log.error({ err: error }, 'im frame failed');
          sendFrame({ type: 'error', localId: null, code: 500, msg: imText('sendFailed', lang) });
        })
        .finally(() => queued--),
    );
  });
  socket.on('close', () => {
    closed = true;
    clearTimeout(idle);
    unwatch?.();
  });

  const refuse = (localId: string | null, code: number, msg: string) =>
    sendFrame({ type: 'error', localId, code, msg });

  async function handleFrame(text: string, withinRate: boolean): Promise<void> {
    if (text === im.HEARTBEAT_TEXT) {
      if (socket.readyState === socket.OPEN) socket.send(im.PONG_TEXT);
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return refuse(null, 400, imText('badJson', lang));
    }
    const localId =
      typeof raw === 'object' && raw !== null && typeof (raw as { localId?: unknown }).localId === 'string'
        ? (raw as { localId: string }).localId
        : null;
    if (!withinRate) return refuse(localId, 429, translate('im.sendTooFast', lang));
    const parsed = im.sendFrameSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      const detail = describeIssues(parsed.error.issues, 'body', lang);
      return refuse(localId, 400, imText('badFrame', lang, { detail }));
    }
    if (!(await sessionLive())) {
      refuse(localId, 401, imText('sessionEnded', lang));
      return socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
    let outcome: Awaited<ReturnType<typeof sendMessage>>;
    try {
      outcome = await sendMessage(platform.database.db, user.id, parsed.data, imClock.now());
    } catch (error) {
      if (error instanceof ImError) return refuse(localId, error.code, imText(error.key, lang, error.params));
      throw error;
    }
    const { message, created, recipients } = outcome;
    sendFrame({ type: 'echo', localId: message.localId, data: message });
    if (!created) return;
    // The message is stored and confirmed: a bus failure now only delays it until the receivers catch up.
    try {
      await deliver(bus, { type: 'message', data: message }, recipients, connection);
    } catch (error) {
      platform.log.warn({ err: error }, 'im delivery failed; receivers catch up on reconnect');
    }
  }
}
