import type { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, textTo } from './im-socket.js';

const STREAM = 1000;

describe.each(databaseKinds())('catching up after a dropped connection on %s', (kind) => {
  let server: TestServer;
  let alice: SessionUserForTest;
  let bob: SessionUserForTest;
  beforeAll(async () => {
    // One socket streams 1,000 sends at once here: the per-socket send limit and queue bound are lifted for it.
    server = await startTestServer(kind, {
      env: { WS_SENDS_PER_SECOND: '1000000', WS_SEND_BURST: '1000000', WS_SEND_QUEUE: String(STREAM) },
    });
    [alice, bob] = (await makeUsers(server, 2, '1385678')) as [SessionUserForTest, SessionUserForTest];
  });
  afterAll(() => server.stop());

  /** Everything after `afterSeq`, page by page, as the client does after a reconnect. */
  const catchUp = async (user: SessionUserForTest, receiverId: number, afterSeq: number) => {
    const got: im.Message[] = [];
    let from = afterSeq;
    for (;;) {
      const page = await server.get(
        `/im/chat/message/after/list?sessionType=single&receiverId=${receiverId}&afterSeq=${from}&pageSize=300`,
        bearer(user.token),
      );
      expect(page.body.code).toBe(200);
      expect(page.body.total).toBe(STREAM - from);
      const data = page.body.data as im.Message[];
      got.push(...data);
      if (data.length === 0) return got;
      from = data[data.length - 1]!.seq;
    }
  };

  it(`returns exactly the missing messages, in order, when a socket drops in the middle of ${STREAM}`, async () => {
    const sender = await connectDevice(server, alice.token);
    const receiver = await connectDevice(server, bob.token);
    const localIds = Array.from({ length: STREAM }, (_, i) => `stream-${i}`);
    for (const [i, localId] of localIds.entries()) sender.send(textTo(bob.userId, localId, `第 ${i + 1} 条`));

    // The receiver's connection drops without a goodbye once part of the stream has arrived.
    await receiver.collect((frame) => frame.type === 'message', 300, 30_000);
    receiver.socket.terminate();
    const seen = receiver.messages();
    await sender.next(isEcho(localIds[STREAM - 1]!), 60_000);
    await sender.close();

    // What arrived live is a gap-free prefix, in order.
    expect(seen.map((m) => m.seq)).toEqual(seen.map((_, i) => i + 1));
    const lastSeen = seen[seen.length - 1]!.seq;
    expect(lastSeen).toBeLessThan(STREAM);

    const missed = await catchUp(bob, alice.userId, lastSeen);
    expect(missed.map((m) => m.seq)).toEqual(
      Array.from({ length: STREAM - lastSeen }, (_, i) => lastSeen + 1 + i),
    );
    const all = [...seen, ...missed];
    expect(all.map((m) => m.localId)).toEqual(localIds);
    expect(all.map((m) => m.body.content)).toEqual(localIds.map((_, i) => `第 ${i + 1} 条`));
  }, 120_000);

  it('gives concurrent senders in one conversation distinct, gap-free seqs', async () => {
    const [carol, dave] = await makeUsers(server, 2, '1385679');
    const carolA = await connectDevice(server, carol!.token);
    const carolB = await connectDevice(server, carol!.token);
    const daveA = await connectDevice(server, dave!.token);
    const per = 40;
    const sends: Array<[typeof carolA, number, string]> = [];
    for (let i = 0; i < per; i++) {
      sends.push(
        [carolA, dave!.userId, `ca-${i}`],
        [carolB, dave!.userId, `cb-${i}`],
        [daveA, carol!.userId, `da-${i}`],
      );
    }
    for (const [device, to, localId] of sends) device.send(textTo(to, localId, localId));
    const echoes = await Promise.all(
      sends.map(([device, , localId]) => device.next(isEcho(localId), 30_000)),
    );
    const seqs = echoes.map((e) => e.data.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: per * 3 }, (_, i) => i + 1));
    // Each socket's own sends keep their order.
    for (const prefix of ['ca-', 'cb-', 'da-']) {
      const mine = echoes.filter((e) => e.localId.startsWith(prefix)).map((e) => e.data.seq);
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
    await Promise.all([carolA.close(), carolB.close(), daveA.close()]);
  }, 60_000);
});
