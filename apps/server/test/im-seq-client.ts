import { im } from '@fox/contracts';
import WebSocket from 'ws';

/** How long a gap may stay open before the missing range is fetched (frames of two senders may cross). */
const GAP_GRACE_MS = 300;
const RECONNECT_MS = 250;
const RETRY_MS = 200;

export interface CatchUpPage {
  data: im.Message[];
  total: number;
}

export interface SeqClientOptions {
  /** The socket address to (re)connect to. */
  socketUrl: () => string;
  /** One page of the conversation after a seq (GET /im/chat/message/after/list); it may fail. */
  pageAfter: (afterSeq: number) => Promise<CatchUpPage>;
}

/**
 * A receiving client that behaves as the web client does with one conversation: it merges live frames
 * and catch-up pages by seq (im.advanceSeq), fetches the missing range when it sees a gap, catches up
 * whenever its socket opens and whenever it is told to resync, and reconnects whenever its socket closes.
 * `shown` is the conversation as the user would see it appear: each message when everything before it is
 * there, so a double or a disorder in it is one the user would see.
 */
export class SeqClient {
  readonly shown: im.Message[] = [];
  /** Message frames that arrived live, doubles included. */
  liveFrames = 0;
  resyncs = 0;
  connections = 0;
  private mark: im.SeqMark = { upTo: 0, ahead: [] };
  private readonly held = new Map<number, im.Message>();
  private socket: WebSocket | null = null;
  private running = true;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SeqClientOptions) {
    this.connect();
  }

  private connect(): void {
    if (!this.running) return;
    const socket = new WebSocket(this.options.socketUrl());
    this.socket = socket;
    socket.on('open', () => {
      this.connections++;
      void this.catchUp();
    });
    socket.on('message', (data: Buffer) => this.onText(data.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      if (this.running) setTimeout(() => this.connect(), RECONNECT_MS);
    });
  }

  private onText(text: string): void {
    if (text === im.PONG_TEXT) return;
    const frame = im.serverFrameSchema.parse(JSON.parse(text));
    if (frame.type === 'resync') {
      this.resyncs++;
      void this.catchUp();
    } else if (frame.type === 'message') {
      this.liveFrames++;
      this.take([frame.data]);
    }
  }

  private take(messages: im.Message[]): void {
    const before = this.mark.upTo;
    ({ mark: this.mark } = im.advanceSeq(
      this.mark,
      messages.map((m) => m.seq),
    ));
    for (const message of messages) if (message.seq > before) this.held.set(message.seq, message);
    this.release(before);
    if (im.gapAfter(this.mark) !== null) this.gapTimer ??= setTimeout(() => this.fillGap(), GAP_GRACE_MS);
  }

  private release(before: number): void {
    for (let seq = before + 1; seq <= this.mark.upTo; seq++) {
      const message = this.held.get(seq);
      this.held.delete(seq);
      if (message) this.shown.push(message);
    }
  }

  private fillGap(): void {
    this.gapTimer = null;
    if (im.gapAfter(this.mark) !== null) void this.catchUp();
  }

  /** Everything after the mark, page by page, until the server has no more; one at a time. */
  catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.catchUpAgain = false;
        await this.fetchAll();
      } while (this.catchUpAgain && this.running);
      this.catchingUp = null;
    })();
    return this.catchingUp;
  }

  private async fetchAll(): Promise<void> {
    for (;;) {
      const afterSeq = this.mark.upTo;
      let page: CatchUpPage;
      try {
        page = await this.options.pageAfter(afterSeq);
      } catch {
        if (!this.running) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        continue;
      }
      this.take(page.data);
      const last = page.data.at(-1)?.seq ?? afterSeq;
      const before = this.mark.upTo;
      this.mark = im.fillSeq(this.mark, last);
      this.release(before);
      if (page.data.length === 0 || page.data.length >= page.total) return;
    }
  }

  /** Counts against what the sender sent, in its order. */
  tally(sent: readonly string[]): { lost: number; doubled: number; outOfOrder: number } {
    const shownIds = this.shown.map((m) => m.localId);
    const unique = new Set(shownIds);
    let outOfOrder = 0;
    const place = new Map(sent.map((localId, i) => [localId, i]));
    for (let i = 1; i < this.shown.length; i++) {
      const previous = this.shown[i - 1]!;
      const current = this.shown[i]!;
      if (
        current.seq <= previous.seq ||
        (place.get(current.localId) ?? 0) < (place.get(previous.localId) ?? 0)
      )
        outOfOrder++;
    }
    return {
      lost: sent.filter((localId) => !unique.has(localId)).length,
      doubled: shownIds.length - unique.size,
      outOfOrder,
    };
  }

  close(): void {
    this.running = false;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.socket?.terminate();
  }
}
