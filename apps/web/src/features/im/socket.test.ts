import { formatChinaTime } from '@fox/contracts/client';
import { im } from '@fox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, chatSocketUrl, type SocketLike } from './socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSays(data: string) {
    this.onmessage?.({ data });
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function frame(localId: string): im.SendFrame {
  return { localId, receiverId: 8, sessionType: 'single', messageType: 'text', content: `hi ${localId}` };
}

function echo(localId: string, seq: number): string {
  return JSON.stringify({
    type: 'echo',
    localId,
    data: {
      id: seq,
      localId,
      chatId: '7_8',
      seq,
      sessionType: 'single',
      messageType: 'text',
      commandType: null,
      createTime: formatChinaTime(1),
      body: { content: 'hi', err: null, duration: null },
      sender: { id: 7, name: 'a', avatar: '', role: null, forbid: false },
      receiver: { id: 8, name: 'b', avatar: '' },
      file: null,
      share: null,
      mediaCall: null,
      isRecall: false,
      atIds: [],
      msgSource: null,
    },
  });
}

describe('ChatSocket', () => {
  let sockets: FakeSocket[];
  let frames: im.ServerFrame[];
  let opened: number;
  let chat: ChatSocket;
  let token: string | null;

  const latest = (): FakeSocket => sockets[sockets.length - 1]!;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    frames = [];
    opened = 0;
    token = 'tok';
    chat = new ChatSocket({
      url: () => (token ? `ws://host/ws?token=${token}` : null),
      onFrame: (f) => frames.push(f),
      onOpen: () => opened++,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
  });
  afterEach(() => {
    chat.stop();
    vi.useRealTimers();
  });

  it('builds the address from the page host and the token', () => {
    expect(chatSocketUrl('a b', 'zh', { protocol: 'https:', host: 'fox.test' })).toBe(
      'wss://fox.test/ws?token=a+b&lang=zh',
    );
  });

  it('does not connect without a session', () => {
    token = null;
    chat.start();
    expect(sockets).toHaveLength(0);
  });

  it('sends the heartbeat every 15 s and closes when the server stays silent a further 15 s', () => {
    chat.start();
    latest().open();
    vi.advanceTimersByTime(im.HEARTBEAT_MS - 1);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual(['http_ping']);
    latest().serverSays('pong');
    vi.advanceTimersByTime(im.HEARTBEAT_MS);
    expect(latest().sent).toEqual(['http_ping', 'http_ping']);
    expect(latest().closedWith).toBeNull();
    // No answer to the second beat: closed 15 s later, reopened 2 s after that.
    vi.advanceTimersByTime(im.SERVER_REPLY_TIMEOUT_MS);
    expect(sockets[0]!.closedWith).toBe(4000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(im.RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
    expect(frames).toEqual([]);
  });

  it('reconnects 2 s after the server closes, and catches up after each open', () => {
    chat.start();
    latest().open();
    expect(opened).toBe(1);
    latest().serverCloses();
    vi.advanceTimersByTime(im.RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(opened).toBe(2);
  });

  it('does not reconnect after a deliberate stop or when the session ended', () => {
    chat.start();
    latest().open();
    chat.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);

    chat.start();
    latest().open();
    latest().serverCloses(4001);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('queues a send made while connecting and retries it every 4 s until echoed, with the same localId', () => {
    chat.start();
    chat.send(frame('L1'));
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent.map((s) => JSON.parse(s).localId)).toEqual(['L1']);
    vi.advanceTimersByTime(im.SEND_RETRY_MS);
    expect(latest().sent.map((s) => JSON.parse(s).localId)).toEqual(['L1', 'L1']);
    latest().serverSays(echo('L1', 3));
    expect(frames.map((f) => f.type)).toEqual(['echo']);
    expect(chat.waiting).toEqual([]);
    vi.advanceTimersByTime(im.SEND_RETRY_MS * 3);
    expect(latest().sent.filter((s) => s !== 'http_ping')).toHaveLength(2);
  });

  it('a refused send stops being retried', () => {
    chat.start();
    latest().open();
    chat.send(frame('L2'));
    latest().serverSays(JSON.stringify({ type: 'error', localId: 'L2', code: 400, msg: 'too long' }));
    expect(frames).toEqual([{ type: 'error', localId: 'L2', code: 400, msg: 'too long' }]);
    expect(chat.waiting).toEqual([]);
  });

  it('a send waiting across a lost connection goes out on the new one', () => {
    chat.start();
    latest().open();
    chat.dropConnection();
    chat.send(frame('L3'));
    expect(sockets[0]!.sent).toEqual([]);
    vi.advanceTimersByTime(im.RECONNECT_DELAY_MS);
    latest().open();
    expect(latest().sent.map((s) => JSON.parse(s).localId)).toEqual(['L3']);
  });

  it('ignores text that is not a known frame', () => {
    chat.start();
    latest().open();
    latest().serverSays('not json');
    latest().serverSays(JSON.stringify({ type: 'surprise' }));
    expect(frames).toEqual([]);
  });
});
