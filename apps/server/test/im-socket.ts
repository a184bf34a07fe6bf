import { im } from '@fox/contracts';
import WebSocket from 'ws';
import type { TestServer } from './harness.js';

/** A chat device as the web client is one: a socket that beats `http_ping` and keeps every frame it got. */
export interface ChatDevice {
  socket: WebSocket;
  /** Every JSON frame received, in order. */
  frames: im.ServerFrame[];
  /** Every text that was not JSON (pong). */
  texts: string[];
  send(frame: unknown): void;
  /** Resolves with the first frame (already received or coming) that matches, or fails after `timeoutMs`. */
  next<F extends im.ServerFrame>(
    match: (frame: im.ServerFrame) => frame is F,
    timeoutMs?: number,
  ): Promise<F>;
  next(match: (frame: im.ServerFrame) => boolean, timeoutMs?: number): Promise<im.ServerFrame>;
  /** Resolves once `count` frames match. */
  collect(
    match: (frame: im.ServerFrame) => boolean,
    count: number,
    timeoutMs?: number,
  ): Promise<im.ServerFrame[]>;
  messages(): im.Message[];
  close(): Promise<void>;
}

export const wsUrl = (server: Pick<TestServer, 'url'>, query: string) =>
  `${server.url.replace(/^http/, 'ws')}${im.WS_PATH}?${query}`;

/** Opens a socket; resolves with the open socket, or rejects with the HTTP status of a refused upgrade. */
export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode }),
      );
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** Connects a device and waits for the first pong: from then on deliveries reach it. */
export async function connectDevice(
  server: Pick<TestServer, 'url'>,
  token: string,
  options: { heartbeatMs?: number; lang?: string } = {},
): Promise<ChatDevice> {
  const lang = options.lang ? `&lang=${options.lang}` : '';
  const socket = await openSocket(wsUrl(server, `token=${encodeURIComponent(token)}${lang}`));
  const frames: im.ServerFrame[] = [];
  const texts: string[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    try {
      frames.push(im.serverFrameSchema.parse(JSON.parse(text)));
    } catch {
      texts.push(text);
    }
    for (const wake of [...waiters]) wake();
  });
  const beat = setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send(im.HEARTBEAT_TEXT);
  }, options.heartbeatMs ?? 400);
  socket.on('close', () => clearInterval(beat));

  const waitUntil = <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found === undefined) return false;
        waiters.delete(attempt);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(attempt);
        reject(new Error(`timed out waiting for ${what}; frames: ${JSON.stringify(frames.slice(-5))}`));
      }, timeoutMs);
      if (!attempt()) waiters.add(attempt);
    });

  socket.send(im.HEARTBEAT_TEXT);
  await waitUntil(() => (texts.includes(im.PONG_TEXT) ? true : undefined), 5000, 'the first pong');

  const device: ChatDevice = {
    socket,
    frames,
    texts,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: ((match: (frame: im.ServerFrame) => boolean, timeoutMs = 5000) =>
      waitUntil(() => frames.find(match), timeoutMs, 'a matching frame')) as ChatDevice['next'],
    collect: (match, count, timeoutMs = 10_000) =>
      waitUntil(
        () => {
          const found = frames.filter(match);
          return found.length >= count ? found : undefined;
        },
        timeoutMs,
        `${count} matching frames`,
      ),
    messages: () => frames.flatMap((frame) => (frame.type === 'message' ? [frame.data] : [])),
    close: () =>
      new Promise((resolve) => {
        clearInterval(beat);
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return device;
}

export const isEcho =
  (localId: string) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'echo' }> =>
    frame.type === 'echo' && frame.localId === localId;

export const isError =
  (localId: string | null) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'error' }> =>
    frame.type === 'error' && frame.localId === localId;

export const isMessage =
  (localId: string) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'message' }> =>
    frame.type === 'message' && frame.data.localId === localId;

export const textTo = (receiverId: number, localId: string, content: string) => ({
  localId,
  receiverId,
  sessionType: 'single',
  messageType: 'text',
  content,
});

/** Waits for a socket to close; resolves with the close code. */
export const closed = (socket: WebSocket): Promise<number> =>
  new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(-1);
    socket.once('close', (code: number) => resolve(code));
  });
