import { randomBytes } from 'node:crypto';
import { im } from '@fox/contracts';
import type { WebSocket } from 'ws';
import { translate, type Lang } from '../../platform/http/messages.js';
import { describeIssues } from '../../platform/http/validation-message.js';
import type { Platform } from '../../platform/platform.js';
import type { EventBus, UserEvent } from './bus.js';
import { imClock } from './clock.js';
import { deliver } from './delivery.js';
import { ImError, imText } from './im-errors.js';
import { sendMessage } from './messages.js';
import { SendRate } from './send-rate.js';

/** Frames waiting for their turn on one socket; a client this far ahead is flooding, not chatting. */
const MAX_QUEUED_FRAMES = 2000;
/** The close code of a socket whose session ended (logout, password changed, account disabled). */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/**
 * A session is checked again on a send at most this often: revocations are announced to the socket at
 * once (session-events.ts), so this only bounds how long an expired or disabled session goes on sending.
 */
const SESSION_RECHECK_MS = 30_000;
/** Connection ids are unique across processes, which share the Redis bus: this process's tag leads. */
const PROCESS_TAG = randomBytes(6).toString('base64url');
let lastConnection = 0;

/** One delivery reaches several sockets of this process (both sides, every device): it is written once. */
const texts = new WeakMap<im.ServerFrame, string>();
function serialised(frame: im.ServerFrame): string {
  let text = texts.get(frame);
  if (text === undefined) texts.set(frame, (text = JSON.stringify(frame)));
  return text;
}

export interface GatewayContext {
  platform: Platform;
  bus: EventBus;
  /** Checks the socket's session again; false once it ended. */
  sessionLive: (token: string) => Promise<boolean>;
}

/**
 * One open socket. A class rather than a set of closures: ten thousand idle connections share its methods,
 * and an idle one holds a few numbers, its token and its socket, not the upgrade request.
 */
export class ChatConnection {
  readonly id = `${PROCESS_TAG}:${++lastConnection}`;
  lastActivity = Date.now();
  private verifiedAt = Date.now();
  private mustVerify = false;
  private closed = false;
  private queued = 0;
  private queue: Promise<void>;
  private unwatch: (() => void) | undefined;
  private readonly rate: SendRate;

  constructor(
    readonly socket: WebSocket,
    readonly userId: number,
    private readonly token: string,
    private readonly lang: Lang,
    private readonly context: GatewayContext,
  ) {
    this.rate = new SendRate(
      context.platform.config.wsSendRate.perSecond,
      context.platform.config.wsSendRate.burst,
    );
    const onEvent = (event: UserEvent) => this.onEvent(event);
    // Frames are handled one after another, after the bus watches this user: a pong means deliveries reach here.
    this.queue = context.bus.watch(userId, onEvent).then(
      (stop) => {
        this.unwatch = stop;
        if (this.closed) stop();
      },
      (error: unknown) => {
        context.platform.log.error({ err: error }, 'im bus watch failed');
        socket.close(1011, 'unavailable');
      },
    );
    socket.on('message', (data: Buffer, isBinary: boolean) => this.onMessage(data, isBinary));
    socket.on('close', () => this.onClose());
  }

  private sendFrame(frame: im.ServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(serialised(frame));
  }

  private refuse(localId: string | null, code: number, msg: string): void {
    this.sendFrame({ type: 'error', localId, code, msg });
  }

  private onEvent(event: UserEvent): void {
    // Set at once, so a send already on its way is checked before it is stored.
    if (event.recheckSession) this.mustVerify = true;
    if (event.frame && event.exceptConnection !== this.id) this.sendFrame(event.frame);
  }

  private onMessage(data: Buffer, isBinary: boolean): void {
    const now = Date.now();
    this.lastActivity = now;
    if (++this.queued > MAX_QUEUED_FRAMES) return this.socket.close(1008, 'too many frames');
    const text = isBinary ? '' : data.toString('utf8');
    // Taken on arrival, not when the frame's turn comes, so a slow store cannot widen the allowance.
    const withinRate = text === im.HEARTBEAT_TEXT || this.rate.take(now);
    this.queue = this.queue.then(() =>
      this.handleFrame(text, withinRate)
        .catch((error: unknown) => {
          this.context.platform.log.error({ err: error }, 'im frame failed');
          this.sendFrame({ type: 'error', localId: null, code: 500, msg: imText('sendFailed', this.lang) });
        })
        .finally(() => this.queued--),
    );
  }

  private onClose(): void {
    this.closed = true;
    this.unwatch?.();
  }

  /** True while the session stands; checked when told a session ended, and otherwise every 30 s at most. */
  private async sessionStands(): Promise<boolean> {
    const now = Date.now();
    if (!this.mustVerify && now - this.verifiedAt < SESSION_RECHECK_MS) return true;
    this.mustVerify = false;
    if (!(await this.context.sessionLive(this.token))) return false;
    this.verifiedAt = now;
    return true;
  }

  private async handleFrame(text: string, withinRate: boolean): Promise<void> {
    const { lang } = this;
    if (text === im.HEARTBEAT_TEXT) {
      if (this.socket.readyState === this.socket.OPEN) this.socket.send(im.PONG_TEXT);
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return this.refuse(null, 400, imText('badJson', lang));
    }
    const localId =
      typeof raw === 'object' && raw !== null && typeof (raw as { localId?: unknown }).localId === 'string'
        ? (raw as { localId: string }).localId
        : null;
    if (!withinRate) return this.refuse(localId, 429, translate('im.sendTooFast', lang));
    const parsed = im.sendFrameSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      const detail = describeIssues(parsed.error.issues, 'body', lang);
      return this.refuse(localId, 400, imText('badFrame', lang, { detail }));
    }
    if (!(await this.sessionStands())) {
      this.refuse(localId, 401, imText('sessionEnded', lang));
      return this.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
    const { platform, bus } = this.context;
    let outcome: Awaited<ReturnType<typeof sendMessage>>;
    try {
      outcome = await sendMessage(platform.database.db, this.userId, parsed.data, imClock.now());
    } catch (error) {
      if (error instanceof ImError)
        return this.refuse(localId, error.code, imText(error.key, lang, error.params));
      throw error;
    }
    const { message, created, recipients } = outcome;
    this.sendFrame({ type: 'echo', localId: message.localId, data: message });
    if (!created) return;
    // The message is stored and confirmed: a bus failure now only delays it until the receivers catch up.
    try {
      await deliver(bus, { type: 'message', data: message }, recipients, this.id);
    } catch (error) {
      platform.log.warn({ err: error }, 'im delivery failed; receivers catch up on reconnect');
    }
  }
}
