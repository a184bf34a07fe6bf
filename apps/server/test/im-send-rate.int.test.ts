import { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, textTo, type ChatDevice } from './im-socket.js';

/** The defaults of WS_SENDS_PER_SECOND and WS_SEND_BURST. */
const PER_SECOND = 20;
const BURST = 30;

type Answer = Extract<im.ServerFrame, { type: 'echo' | 'error' }>;
const isAnswer = (frame: im.ServerFrame): frame is Answer => frame.type === 'echo' || frame.type === 'error';

describe.each(databaseKinds())('the per-socket send rate on %s', (kind) => {
  let server: TestServer;
  let alice: SessionUserForTest;
  let bob: SessionUserForTest;
  const open: ChatDevice[] = [];
  const device = async (user: SessionUserForTest) => {
    const made = await connectDevice(server, user.token, { heartbeatMs: 60_000 });
    open.push(made);
    return made;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = (await makeUsers(server, 2, '1390901')) as [SessionUserForTest, SessionUserForTest];
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  const stored = async (prefix: string) =>
    (
      await server.db
        .selectFrom('imMessages')
        .select('localId')
        .where('senderId', '=', alice.userId)
        .where('localId', 'like', `${prefix}%`)
        .execute()
    ).map((row) => row.localId);

  it('stores a burst up to the limit and answers each send beyond it with an error frame', async () => {
    const desk = await device(alice);
    const total = BURST + 15;
    const localIds = Array.from({ length: total }, (_, i) => `flood-${i}`);
    const started = Date.now();
    for (const localId of localIds) desk.send(textTo(bob.userId, localId, localId));
    const answers = (await desk.collect(isAnswer, total)) as Answer[];
    const elapsedSeconds = (Date.now() - started) / 1000;

    const echoed = answers.filter((frame) => frame.type === 'echo').map((frame) => frame.localId);
    const refused = answers.filter((frame) => frame.type === 'error');
    // The bucket refills at 20 a second while the sends arrive: on a busy machine they take longer to,
    // and the refill of that time (never more) may pass too. Beyond it everything is refused.
    expect(echoed.length).toBeGreaterThanOrEqual(BURST);
    expect(echoed.length).toBeLessThanOrEqual(BURST + Math.ceil(PER_SECOND * elapsedSeconds) + 1);
    expect(refused.length).toBeGreaterThan(0);
    expect(echoed.slice(0, BURST)).toEqual(localIds.slice(0, BURST));
    expect(refused.length).toBe(total - echoed.length);
    for (const frame of refused) {
      expect(frame).toMatchObject({ code: 429, msg: '发送过于频繁，请稍后再试' });
      expect(localIds).toContain(frame.localId);
    }
    // Nothing refused was stored; everything echoed was, once.
    expect((await stored('flood-')).sort()).toEqual([...echoed].sort());
    const history = await server.get(
      `/im/chat/message/inner/list?sessionType=single&receiverId=${bob.userId}&pageSize=100`,
      bearer(alice.token),
    );
    expect(history.body.total).toBe(echoed.length);

    // After a pause the bucket has refilled: the sends that failed go through on a retry.
    await new Promise((resolve) => setTimeout(resolve, (1000 * 5) / PER_SECOND + 100));
    const retried = refused.slice(0, 5).map((frame) => frame.localId!);
    for (const localId of retried) desk.send(textTo(bob.userId, localId, localId));
    const again = await desk.collect(
      (frame) => frame.type === 'echo' && retried.includes(frame.localId),
      retried.length,
    );
    expect(again).toHaveLength(retried.length);
  });

  it('does not count heartbeats, and keeps a separate allowance per socket', async () => {
    const desk = await device(alice);
    const laptop = await device(alice);
    for (let i = 0; i < 100; i++) desk.send(im.HEARTBEAT_TEXT);
    const localIds = Array.from({ length: BURST }, (_, i) => `calm-${i}`);
    for (const localId of localIds) desk.send(textTo(bob.userId, localId, localId));
    const answers = (await desk.collect(isAnswer, BURST)) as Answer[];
    expect(answers.every((frame) => frame.type === 'echo')).toBe(true);
    expect(desk.texts.filter((text) => text === im.PONG_TEXT).length).toBeGreaterThanOrEqual(100);

    // The first socket has spent its burst; the second has its own.
    const other = Array.from({ length: BURST }, (_, i) => `laptop-${i}`);
    for (const localId of other) laptop.send(textTo(bob.userId, localId, localId));
    const laptopAnswers = (await laptop.collect(isAnswer, BURST)) as Answer[];
    expect(laptopAnswers.every((frame) => frame.type === 'echo')).toBe(true);
  });
});
