import { randomBytes } from 'node:crypto';
import { im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Lang } from '../../platform/http/messages.js';
import { describeIssues } from '../../platform/http/validation-message.js';
import type { Platform } from '../../platform/platform.js';
import type { EventBus, UserEvent } from '../../platform/realtime/bus.js';
import { imClock } from './clock.js';
import { deliver } from '../../platform/realtime/delivery.js';
import type { GroupDirectory } from './group-directory.js';
import { ImError, imText, type ImTextKey } from './im-errors.js';
import { prepareSend, type Append, type SendOutcome } from './messages.js';
import { serialised } from './frame-text.js';
import { RecentCards } from './recent-cards.js';
import { SendRate } from './send-rate.js';
import type { ImTables } from './tables.js';

/** The close code of a socket whose session ended (logout, password changed, account disabled). */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/**
 * Frames of every kind (heartbeats too) waiting on one socket beyond which it is closed (or twice the send
 * queue bound, if that is more): sends past the bound are refused one by one, but a client this far ahead
 * is flooding, not chatting.
 */
const MAX_WAITING_FRAMES = 2000;
/**
 * A session is checked again on a send at most this often: revocations are announced to the socket at
 * once (through the bus), so this only bounds how long an expired or disabled session goes on sending.
 */
const SESSION_RECHECK_MS = 30_000;
/**
 * Frames of one socket whose checks run side by side: enough to hide a database round trip per check,
 * few enough that one busy socket cannot take every database connection.
 */
const CHECKS_AT_ONCE = 8;
/** Connection ids are unique across processes, which share the Redis bus: this process's tag leads. */
const PROCESS_TAG = randomBytes(6).toString('base64url');
let lastConnection = 0;

export interface GatewayContext {
  platform: Platform;
  db: Kysely<ImTables>;
  groups: GroupDirectory;
  /** The server's group commit: every socket's sends share it. */
  append: Append;
  bus: EventBus;
  /** Checks the socket's session again; false once it ended. */
  sessionLive: (token: string) => Promise<boolean>;
}

/** What goes back for one frame, sent when every earlier frame of the socket has had its answer. */
type Answer = () => Promise<void> | void;

type Settled = { stored: SendOutcome } | { failed: unknown };

const localIdOf = (raw: unknown): string | null =>
  typeof raw === 'object' && raw !== null && typeof (raw as { localId?: unknown }).localId === 'string'
    ? (raw as { localId: string }).localId
    : null;

function parsed(text: string): { raw: unknown } | null {
  try {
    return { raw: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * One open socket. Its frames go through two stages: the check (rate, shape, session, the right to send
 * there), ending when the send is queued for the next group commit, and the answer (echo or refusal, then
 * delivery) once it is committed. Up to CHECKS_AT_ONCE checks run side by side, but each send is queued
 * only after the one before it, and answers go out in arrival order: one sender's messages share commits
 * with each other and with everybody else's, and still get their seqs, echoes and deliveries in the order
 * they were sent.
 *
 * A class rather than a set of closures: ten thousand idle connections share its methods, and an idle one
 * holds a few numbers, its token and its socket, not the upgrade request.
 */
export class ChatConnection {
  readonly id = `${PROCESS_TAG}:${++lastConnection}`;
  lastActivity = Date.now();
  private verifiedAt = Date.now();
  private mustVerify = false;
  private verifying: Promise<boolean> | null = null;
  private sessionEnded = false;
  /** Frames received and not yet answered, and the sends among them. */
  private waiting = 0;
  private sendsWaiting = 0;
  /** Frame n's check starts once frame n - CHECKS_AT_ONCE is queued: lane n mod CHECKS_AT_ONCE. */
  private readonly lanes: Array<Promise<unknown>>;
  private received = 0;
  /** Settles once the latest frame is queued for commit (or answered without a commit). */
  private queued: Promise<unknown>;
  private answered: Promise<void> = Promise.resolve();
  private closed = false;
  private unwatch: (() => void) | undefined;
  private readonly rate: SendRate;
  /** Made on the first send: an idle socket holds none. */
  private cards: RecentCards | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly userId: number,
    private readonly token: string,
    private readonly lang: Lang,
    private readonly context: GatewayContext,
  ) {
    const { perSecond, burst } = context.platform.config.wsSendRate;
    this.rate = new SendRate(perSecond, burst);
    const onEvent = (event: UserEvent) => this.onEvent(event);
    // Frames are checked after the bus watches this user: a pong means deliveries reach here.
    const watched = context.bus.watch(userId, onEvent).then(
      (stop) => {
        this.unwatch = stop;
        if (this.closed) stop();
      },
      (error: unknown) => {
        context.platform.log.error({ err: error }, 'im bus watch failed');
        socket.close(1011, 'unavailable');
      },
    );
    this.queued = watched;
    this.lanes = Array.from({ length: CHECKS_AT_ONCE }, () => watched);
    socket.on('message', (data: Buffer, isBinary: boolean) => this.onMessage(data, isBinary));
    socket.on('close', () => this.onClose());
  }

  private sendFrame(frame: im.ServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(serialised(frame));
  }

  private refuse(localId: string | null, code: number, key: ImTextKey, params = {}): void {
    this.sendFrame({ type: 'error', localId, code, msg: imText(key, this.lang, params) });
  }

  private onEvent(event: UserEvent): void {
    // Set at once, so a send already on its way is checked before it is stored; and checked now, so a
    // socket whose session ended (logout elsewhere, password changed, account disabled) closes at once.
    if (event.recheckSession) {
      this.mustVerify = true;
      void this.closeIfEnded();
    }
    if (event.resync) this.sendFrame({ type: 'resync' });
    if (event.frame && event.exceptConnection !== this.id) this.sendFrame(event.frame);
  }

  private onMessage(data: Buffer, isBinary: boolean): void {
    const now = Date.now();
    this.lastActivity = now;
    const { queue } = this.context.platform.config.wsSendRate;
    if (this.waiting >= Math.max(MAX_WAITING_FRAMES, 2 * queue))
      return this.socket.close(1008, 'too many frames');
    const text = isBinary ? '' : data.toString('utf8');
    const heartbeat = text === im.HEARTBEAT_TEXT;
    if (!heartbeat && this.sendsWaiting >= queue) {
      // Refused at once and never queued: the client keeps it as failed and may send it again.
      return this.refuse(localIdOf(parsed(text)?.raw), 429, 'sendQueueFull');
    }
    // Taken on arrival, not when the frame's turn comes, so a slow store cannot widen the allowance.
    const withinRate = heartbeat || this.rate.take(now);
    this.waiting++;
    if (!heartbeat) this.sendsWaiting++;
    const lane = this.received++ % CHECKS_AT_ONCE;
    const before = this.queued;
    const check = this.lanes[lane]!.then(() => this.check(text, withinRate, before));
    // Whatever its outcome, a frame counts as queued only once every frame before it is.
    this.queued = this.lanes[lane] = Promise.all([before, check]).then(
      () => undefined,
      () => undefined,
    );
    this.answered = this.answered
      .then(() => check)
      .then((answer) => answer())
      .catch((error: unknown) => {
        this.context.platform.log.error({ err: error }, 'im frame failed');
        this.refuse(null, 500, 'sendFailed');
      })
      .finally(() => {
        this.waiting--;
        if (!heartbeat) this.sendsWaiting--;
      });
  }

  private onClose(): void {
    // Frames already received are still stored and delivered; only their answers have nowhere to go.
    this.closed = true;
    this.unwatch?.();
  }

  /**
   * Closes the socket once its session is found ended, after the answers of the frames already received
   * (a send refused for the ended session says so first). A check already running when the session ended
   * may have read it live: then it is checked again.
   */
  private async closeIfEnded(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      if (!(await this.sessionStands())) break;
      if (!this.mustVerify) return;
    }
    await this.answered;
    if (!this.closed) this.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  }

  /**
   * True while the session stands; checked when told a session ended, and otherwise every 30 s at most.
   * Checks running side by side share one look-up, so none of them slips past a pending one.
   */
  private async sessionStands(): Promise<boolean> {
    if (this.sessionEnded) return false;
    if (this.verifying) return this.verifying;
    const now = Date.now();
    if (!this.mustVerify && now - this.verifiedAt < SESSION_RECHECK_MS) return true;
    this.mustVerify = false;
    this.verifying = this.context.sessionLive(this.token).then((live) => {
      this.verifying = null;
      if (live) this.verifiedAt = now;
      else this.sessionEnded = true;
      return live;
    });
    return this.verifying;
  }

  /**
   * The first stage of a frame; never fails, a failure is an answer too. A send is queued for commit
   * only once `before` (every earlier frame) is.
   */
  private async check(text: string, withinRate: boolean, before: Promise<unknown>): Promise<Answer> {
    if (text === im.HEARTBEAT_TEXT) {
      return () => {
        if (this.socket.readyState === this.socket.OPEN) this.socket.send(im.PONG_TEXT);
      };
    }
    const json = parsed(text);
    if (!json) return () => this.refuse(null, 400, 'badJson');
    const localId = localIdOf(json.raw);
    if (!withinRate) return () => this.refuse(localId, 429, 'sendTooFast');
    const frame = im.sendFrameSchema.safeParse(json.raw, { reportInput: true });
    if (!frame.success) {
      const detail = describeIssues(frame.error.issues, 'body', this.lang);
      return () => this.refuse(localId, 400, 'badFrame', { detail });
    }
    try {
      if (!(await this.sessionStands())) {
        return () => {
          this.refuse(localId, 401, 'sessionEnded');
          this.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
        };
      }
      const { db, groups, append } = this.context;
      this.cards ??= new RecentCards(db);
      const cards = this.cards;
      const prepared = await prepareSend(
        db,
        groups,
        append,
        this.userId,
        frame.data,
        imClock.now(),
        (ids) => cards.of(ids),
        this.context.bus,
      );
      await before;
      // Settled at once, so a failed commit is never an unhandled rejection while earlier answers go out.
      const settled: Promise<Settled> = prepared.store().then(
        (stored) => ({ stored }),
        (failed: unknown) => ({ failed }),
      );
      return async () => this.answer(localId, await settled);
    } catch (error) {
      return () => this.answerFailure(localId, error);
    }
  }

  /** The echo, then the delivery: a retry answered with what was stored is delivered again too. */
  private answer(localId: string | null, settled: Settled): void {
    if ('failed' in settled) return this.answerFailure(localId, settled.failed);
    const { message, recipients } = settled.stored;
    this.sendFrame({ type: 'echo', localId: message.localId, data: message });
    // Published now, in this sender's order; the bus makes up for what it cannot carry (bus.ts).
    deliver(this.context.bus, { type: 'message', data: message }, recipients, this.id).catch(
      (error: unknown) => this.context.platform.log.error({ err: error }, 'im delivery failed'),
    );
  }

  private answerFailure(localId: string | null, error: unknown): void {
    if (error instanceof ImError) return this.refuse(localId, error.code, error.key, error.params);
    this.context.platform.log.error({ err: error }, 'im send failed');
    this.refuse(localId, 500, 'sendFailed');
  }
}
