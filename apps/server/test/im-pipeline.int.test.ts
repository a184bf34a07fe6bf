import { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, textTo, type ChatDevice } from './im-socket.js';

type Answer = Extract<im.ServerFrame, { type: 'echo' | 'error' }>;
const isAnswer = (frame: im.ServerFrame): frame is Answer => frame.type === 'echo' || frame.type === 'error';
const range = (count: number, name: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => name(i));
const oneTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** What a client merging by seq shows of a conversation: each seq once, the order it could show them in. */
function shown(messages: im.Message[]): im.Message[] {
  let mark: im.SeqMark | undefined = { upTo: 0, ahead: [] };
  const bySeq = new Map<number, im.Message>();
  const order: im.Message[] = [];
  for (const message of messages) {
    const before = mark.upTo;
    ({ mark } = im.advanceSeq(mark, [message.seq]));
    bySeq.set(message.seq, message);
    for (let seq = before + 1; seq <= mark.upTo; seq++) order.push(bySeq.get(seq)!);
  }
  return order;
}

describe.each(databaseKinds())('pipelined sends on one socket, %s', (kind) => {
  let server: TestServer;
  let users: SessionUserForTest[];
  const open: ChatDevice[] = [];
  const device = async (user: SessionUserForTest, options: { lang?: string } = {}) => {
    const made = await connectDevice(server, user.token, { heartbeatMs: 60_000, ...options });
    open.push(made);
    return made;
  };
  const stored = async (senderId: number, prefix: string) =>
    server.db
      .selectFrom('imMessages')
      .select(['localId', 'seq'])
      .where('senderId', '=', senderId)
      .where('localId', 'like', `${prefix}%`)
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    // The send limit is lifted so that sockets can stream; the queue bound stays at its default (256).
    server = await startTestServer(kind, {
      env: { WS_SENDS_PER_SECOND: '1000000', WS_SEND_BURST: '1000000' },
    });
    users = await makeUsers(server, 6, '1391234');
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  it("stores, echoes and delivers each sender's stream in its order while streams share commits", async () => {
    const [carol, dave, erin] = users as [SessionUserForTest, SessionUserForTest, SessionUserForTest];
    const carolDesk = await device(carol);
    const carolLaptop = await device(carol);
    const daveDesk = await device(dave);
    const erinDesk = await device(erin);
    const per = 150;
    const streams: Array<[ChatDevice, string[]]> = [
      [carolDesk, range(per, (i) => `cd-${i}`)],
      [carolLaptop, range(per, (i) => `cl-${i}`)],
      [daveDesk, range(per, (i) => `dd-${i}`)],
    ];
    // Commits are counted by watching the transactions the server opens on its database.
    const { db } = server;
    let commits = 0;
    const transaction = db.transaction.bind(db);
    db.transaction = () => {
      commits++;
      return transaction();
    };
    // Interleaved, none waiting for an answer: every socket has many frames in flight at once.
    for (let i = 0; i < per; i++) {
      for (const [socket, localIds] of streams) socket.send(textTo(erin.userId, localIds[i]!, localIds[i]!));
    }
    for (const [socket, localIds] of streams) {
      const answers = (await socket.collect(isAnswer, per, 30_000)) as Answer[];
      expect(answers.map((frame) => frame.type === 'echo' && frame.localId)).toEqual(localIds);
      const seqs = answers.map((frame) => (frame.type === 'echo' ? frame.data.seq : 0));
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
    delete (db as { transaction?: unknown }).transaction;
    // One sender's frames do not wait for each other's commits: they share them, with the others' too.
    expect(commits).toBeLessThan((per * streams.length) / 4);
    const live = await erinDesk.collect((frame) => frame.type === 'message', per * 3, 30_000);
    const got = live.flatMap((frame) => (frame.type === 'message' ? [frame.data.localId] : []));
    for (const [, localIds] of streams) {
      expect(got.filter((localId) => localId.startsWith(localIds[0]!.slice(0, 3)))).toEqual(localIds);
    }
    // Each conversation's seqs are gap-free: nothing was stored twice or skipped.
    for (const sender of [carol, dave]) {
      const rows = await stored(sender.userId, sender === carol ? 'c' : 'dd-');
      expect(rows.map((row) => row.seq)).toEqual(oneTo(rows.length));
    }
  }, 60_000);

  it('answers every frame in the order sent, refusals included', async () => {
    const [, , , frank, grace] = users as SessionUserForTest[];
    const desk = await device(frank!);
    const frames = [
      textTo(grace!.userId, 'mix-1', '一'),
      { ...textTo(grace!.userId, 'mix-2', ''), content: '   ' },
      textTo(grace!.userId, 'mix-3', '三'),
      { ...textTo(grace!.userId, 'mix-4', '四'), sessionType: 'nope' },
      textTo(frank!.userId, 'mix-5', '给自己'),
      textTo(grace!.userId, 'mix-6', '六'),
    ];
    for (const frame of frames) desk.send(frame);
    const answers = (await desk.collect(isAnswer, frames.length)) as Answer[];
    expect(answers.map((frame) => [frame.localId, frame.type])).toEqual([
      ['mix-1', 'echo'],
      ['mix-2', 'error'],
      ['mix-3', 'echo'],
      ['mix-4', 'error'],
      ['mix-5', 'error'],
      ['mix-6', 'echo'],
    ]);
    expect((await stored(frank!.userId, 'mix-')).map((row) => row.localId)).toEqual([
      'mix-1',
      'mix-3',
      'mix-6',
    ]);
  });

  it('loses nothing when the socket drops in the middle of a pipelined burst', async () => {
    const [, , , , , henry] = users as SessionUserForTest[];
    const [ivy] = await makeUsers(server, 1, '1391235');
    const receiver = await device(ivy!);
    const first = await device(henry!);
    const total = 240;
    const localIds = range(total, (i) => `burst-${i}`);
    for (const localId of localIds) first.send(textTo(ivy!.userId, localId, localId));
    // The connection drops without a goodbye while most of the burst is still on its way.
    await first.collect((frame) => frame.type === 'echo', 40, 30_000);
    first.socket.terminate();
    const answered = new Set(first.frames.flatMap((frame) => (frame.type === 'echo' ? [frame.localId] : [])));
    expect(answered.size).toBeLessThan(total);

    // As the web client does: a new socket sends again, in order, every send not yet answered.
    const second = await device(henry!);
    const unanswered = localIds.filter((localId) => !answered.has(localId));
    for (const localId of unanswered) second.send(textTo(ivy!.userId, localId, localId));
    await second.collect(isAnswer, unanswered.length, 30_000);
    expect(second.frames.filter((frame) => frame.type === 'error')).toEqual([]);

    // Stored once each, in the order sent.
    const rows = await stored(henry!.userId, 'burst-');
    expect(rows.map((row) => row.localId)).toEqual(localIds);
    expect(rows.map((row) => row.seq)).toEqual(oneTo(total));
    // The receiver, merging by seq, shows every message once and in order.
    await receiver.next(
      (frame) => frame.type === 'message' && frame.data.localId === localIds[total - 1],
      10_000,
    );
    await second.next(isEcho(localIds[total - 1]!));
    expect(shown(receiver.messages()).map((message) => message.localId)).toEqual(localIds);
  }, 60_000);
});

describe('the bound on sends waiting on one socket', () => {
  let server: TestServer;
  const QUEUE = 8;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      env: { WS_SENDS_PER_SECOND: '1000000', WS_SEND_BURST: '1000000', WS_SEND_QUEUE: String(QUEUE) },
    });
  });
  afterAll(() => server.stop());

  it.each([
    ['zh', undefined, '待发送的消息过多，请等前面的消息发出后再试'],
    ['en', 'en_US', 'Too many messages are waiting to be sent; wait for them to go out, then try again'],
  ])('refuses a send past it with a readable error frame (%s), never dropping one', async (_, lang, text) => {
    const [sender, receiver] = await makeUsers(server, 2, lang ? '1391301' : '1391300');
    const desk = await connectDevice(server, sender!.token, {
      heartbeatMs: 60_000,
      ...(lang ? { lang } : {}),
    });
    const total = 300;
    const localIds = range(total, (i) => `flood-${i}`);
    for (const localId of localIds) desk.send(textTo(receiver!.userId, localId, localId));
    const answers = (await desk.collect(isAnswer, total, 30_000)) as Answer[];
    await desk.close();

    // One answer for every send: an echo or a refusal naming its localId.
    expect(answers.map((frame) => frame.localId).sort()).toEqual([...localIds].sort());
    const refused = answers.filter((frame) => frame.type === 'error');
    expect(refused.length).toBeGreaterThan(0);
    for (const frame of refused) expect(frame).toMatchObject({ code: 429, msg: text });
    const echoed = answers.flatMap((frame) => (frame.type === 'echo' ? [frame.localId] : []));
    expect(echoed.length).toBeGreaterThanOrEqual(QUEUE);
    expect(echoed).toEqual(localIds.filter((localId) => echoed.includes(localId)));
    // Exactly what was echoed is stored; nothing refused is.
    const rows = await server.db
      .selectFrom('imMessages')
      .select('localId')
      .where('senderId', '=', sender!.userId)
      .orderBy('seq')
      .execute();
    expect(rows.map((row) => row.localId)).toEqual(echoed);
  });
});
