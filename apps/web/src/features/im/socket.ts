import { im } from '@fox/contracts';

/** The part of a browser WebSocket the chat connection uses; tests hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open';

export interface ChatSocketOptions {
  /** The address to open, or null when nobody is logged in. */
  url: () => string | null;
  onFrame: (frame: im.ServerFrame) => void;
  /** After every (re)connect: the place to catch up on what was missed while away. */
  onOpen?: () => void;
  onStatus?: (status: ConnectionStatus) => void;
  createSocket?: (url: string) => SocketLike;
}

const OPEN = 1;
/** The server closed the socket because the session ended: reconnecting with the same token is pointless. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** The socket address for a token, on the page's own host (the dev server and production proxy /ws). */
export function chatSocketUrl(token: string, lang: string, location: Pick<Location, 'protocol' | 'host'>) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token, lang });
  return `${scheme}//${location.host}${im.WS_PATH}?${query.toString()}`;
}

/**
 * One real-time connection (spec 001 §4): heartbeat every 15 s, closed when the server stays silent a
 * further 15 s, reopened 2 s after any close that was not asked for. Sends are kept until the server
 * echoes or refuses them and are sent again every 4 s meanwhile; the server stores a localId once, so a
 * repeat never doubles a message.
 */
export class ChatSocket {
  private socket: SocketLike | null = null;
  private running = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private replyDeadline: ReturnType<typeof setTimeout> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setInterval> | null = null;
  private readonly unanswered = new Map<string, im.SendFrame>();
  private status: ConnectionStatus = 'idle';

  constructor(private readonly options: ChatSocketOptions) {}

  get connectionStatus(): ConnectionStatus {
    return this.status;
  }

  /** Sends waiting for the server's echo, oldest first. */
  get waiting(): im.SendFrame[] {
    return [...this.unanswered.values()];
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes deliberately: no reconnect, and sends still waiting are dropped. */
  stop(): void {
    this.running = false;
    this.clearTimers();
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
    this.unanswered.clear();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onopen = null;
      socket.onerror = null;
      socket.close(1000, 'logout');
    }
    this.setStatus('idle');
  }

  /** Drops the current connection as a network loss would (the browser went offline): it reopens by itself. */
  dropConnection(): void {
    this.abandon('offline');
  }

  send(frame: im.SendFrame): void {
    this.unanswered.set(frame.localId, frame);
    this.transmit(frame);
    this.retry ??= setInterval(() => this.retryWaiting(), im.SEND_RETRY_MS);
  }

  private retryWaiting(): void {
    if (this.unanswered.size === 0) {
      if (this.retry) clearInterval(this.retry);
      this.retry = null;
      return;
    }
    if (!this.running) return;
    if (this.socket === null) {
      this.connect();
      return;
    }
    for (const frame of this.unanswered.values()) this.transmit(frame);
  }

  private transmit(frame: im.SendFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    if (!this.running || this.socket) return;
    const url = this.options.url();
    if (!url) return;
    const create = this.options.createSocket ?? ((address: string) => new WebSocket(address) as SocketLike);
    const socket = create(url);
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.setStatus('open');
      this.heartbeat = setInterval(() => this.beat(), im.HEARTBEAT_MS);
      for (const frame of this.unanswered.values()) this.transmit(frame);
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => this.receive(event.data);
    // An error is always followed by a close, which is where reconnecting happens.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
  }

  /**
   * Gives up on the current socket without waiting for its close handshake, which a dead network may
   * never finish, and schedules the reconnect at once.
   */
  private abandon(reason: string): void {
    const socket = this.socket;
    if (!socket) return;
    socket.onclose = socket.onmessage = socket.onopen = null;
    socket.close(4000, reason);
    this.closed(4000);
  }

  private closed(code: number): void {
    this.socket = null;
    this.clearTimers();
    this.setStatus('idle');
    if (code === SESSION_ENDED_CLOSE_CODE) {
      this.running = false;
      return;
    }
    if (this.running) this.reconnect = setTimeout(() => this.connect(), im.RECONNECT_DELAY_MS);
  }

  private beat(): void {
    if (this.socket?.readyState !== OPEN) return;
    this.socket.send(im.HEARTBEAT_TEXT);
    this.replyDeadline ??= setTimeout(() => {
      this.replyDeadline = null;
      this.abandon('no reply');
    }, im.SERVER_REPLY_TIMEOUT_MS);
  }

  private receive(data: unknown): void {
    if (this.replyDeadline) clearTimeout(this.replyDeadline);
    this.replyDeadline = null;
    if (typeof data !== 'string' || data === im.PONG_TEXT) return;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = im.serverFrameSchema.safeParse(raw);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'echo' || (frame.type === 'error' && frame.localId)) {
      this.unanswered.delete(frame.localId!);
    }
    this.options.onFrame(frame);
  }

  private clearTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.replyDeadline) clearTimeout(this.replyDeadline);
    if (this.reconnect) clearTimeout(this.reconnect);
    this.heartbeat = this.replyDeadline = this.reconnect = null;
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}
