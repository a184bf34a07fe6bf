/**
 * What the receivers of a run saw, counted the same way for both servers: every send's localId names its
 * stream (sender to receiver) and its place in that stream, so a receiver can tell a message lost (sent,
 * never delivered), doubled (delivered twice) or out of order (after a later one of its stream).
 */
import { WebSocket } from 'ws';
import { LatencySamples } from './load.js';

const TEXT = '你好，今晚一起去西湖边散步吗？';

export interface Frame {
  type: string;
  localId?: string | null;
  data?: { localId: string };
  msg?: string;
}

export const frameOf = (data: unknown): Frame => JSON.parse(String(data)) as Frame;

export function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export interface LedgerCounts {
  sent: number;
  delivered: number;
  lost: number;
  doubled: number;
  outOfOrder: number;
  /** Sends the server refused with an error frame (rate, backpressure, validation). */
  refused: number;
}

export class Ledger {
  readonly latency = new LatencySamples();
  private readonly sentAt = new Map<string, number>();
  private readonly delivered = new Set<string>();
  private readonly lastInStream = new Map<string, number>();
  private readonly nextInStream = new Map<string, number>();
  private doubled = 0;
  private outOfOrder = 0;
  private sentCount = 0;
  private refusedCount = 0;
  /** Samples are taken only while measuring; counts cover the whole run, warm-up included. */
  measuring = false;
  readonly errors: string[] = [];

  constructor(private readonly prefix: string) {}

  /** Sends one text from `socket` (user `from`) to user `to`, as the next of their stream. */
  send(socket: WebSocket, from: number, to: number): void {
    const stream = `${from}>${to}`;
    const place = this.nextInStream.get(stream) ?? 0;
    this.nextInStream.set(stream, place + 1);
    const localId = `${this.prefix}.${stream}.${place}`;
    this.sentAt.set(localId, performance.now());
    this.sentCount++;
    socket.send(
      JSON.stringify({ localId, receiverId: to, sessionType: 'single', messageType: 'text', content: TEXT }),
    );
  }

  /** A frame reached a socket of the run: deliveries are counted, refusals noted. */
  received(data: unknown): Frame {
    const frame = frameOf(data);
    this.take(frame);
    return frame;
  }

  take(frame: Frame): void {
    if (frame.type === 'error') {
      this.refusedCount++;
      if (this.errors.length < 5) this.errors.push(frame.msg ?? '');
    } else if (frame.type === 'message' && frame.data) {
      this.deliver(frame.data.localId);
    }
  }

  private deliver(localId: string): void {
    if (!localId.startsWith(`${this.prefix}.`)) return;
    if (this.delivered.has(localId)) {
      this.doubled++;
      return;
    }
    this.delivered.add(localId);
    const [, stream, place] = localId.split('.') as [string, string, string];
    const last = this.lastInStream.get(stream) ?? -1;
    if (Number(place) < last) this.outOfOrder++;
    else this.lastInStream.set(stream, Number(place));
    const started = this.sentAt.get(localId);
    if (started !== undefined && this.measuring) this.latency.add(performance.now() - started);
  }

  get settled(): boolean {
    return this.delivered.size + this.refusedCount >= this.sentCount;
  }

  counts(): LedgerCounts {
    return {
      sent: this.sentCount,
      delivered: this.delivered.size,
      lost: this.sentCount - this.refusedCount - this.delivered.size,
      doubled: this.doubled,
      outOfOrder: this.outOfOrder,
      refused: this.refusedCount,
    };
  }
}
