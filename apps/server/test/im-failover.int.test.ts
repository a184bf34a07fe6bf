import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from './harness.js';
import { MESSAGES, TwoProcesses } from './im-two-processes.js';

const redisUrl = process.env.TEST_REDIS_URL;
/** Where the receiver's process is killed: mid-stream. */
const KILL_AT = 600;
/**
 * Where Redis goes away: late enough that the stream ends before it is back, so the last messages are not
 * followed by a live one that would show the receiver a gap: only a resync brings them.
 */
const OUTAGE_AT = 1700;
const nothingLost = { lost: 0, doubled: 0, outOfOrder: 0 };

describe.skipIf(!redisUrl).each(databaseKinds())(
  '2,000 messages from A to B across two processes, %s',
  (kind) => {
    let cluster: TwoProcesses;
    beforeAll(async () => {
      cluster = await TwoProcesses.start(kind, redisUrl!);
    }, 120_000);
    afterAll(() => cluster?.stop());

    it("loses nothing when B's process is killed and started again", async () => {
      const { second } = cluster;
      const { client, counts, refused } = await cluster.stream('1396001', KILL_AT, async () => {
        await second.kill();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await second.start();
      });
      expect(refused).toEqual([]);
      expect(counts).toEqual(nothingLost);
      expect(client.shown).toHaveLength(MESSAGES);
      expect(client.connections).toBeGreaterThanOrEqual(2);
    }, 120_000);

    it('loses nothing when Redis is unavailable for a second, and logs it without a line per message', async () => {
      const { first, second, toFirst, toSecond } = cluster;
      const linesBefore = [first.lines.length, second.lines.length];
      const { client, counts, refused } = await cluster.stream(
        '1396002',
        OUTAGE_AT,
        TwoProcesses.outage([toFirst, toSecond]),
      );
      expect(refused).toEqual([]);
      expect(counts).toEqual(nothingLost);
      expect(client.shown).toHaveLength(MESSAGES);
      // B's socket stayed open all along: it was told to resync.
      expect(client.connections).toBe(1);
      expect(client.resyncs).toBeGreaterThan(0);

      // Hundreds of publishes failed; the log says so in a few lines, and says when Redis was back.
      const during = [...first.lines.slice(linesBefore[0]), ...second.lines.slice(linesBefore[1])];
      expect(during.filter((line) => line.includes('Unhandled error event'))).toEqual([]);
      const warnings = during.filter((line) => /"level":(40|50)/.test(line));
      expect(warnings.some((line) => line.includes('im events not published'))).toBe(true);
      expect(warnings.length).toBeLessThan(20);
      // Each process's two connections say they are back; on a busy machine the last may reconnect after
      // the stream has ended.
      await vi.waitFor(
        () => {
          const lines = [...first.lines.slice(linesBefore[0]), ...second.lines.slice(linesBefore[1])];
          expect(
            lines.filter((line) => line.includes('redis connection restored')).length,
          ).toBeGreaterThanOrEqual(4);
        },
        { timeout: 15_000, interval: 100 },
      );
    }, 120_000);

    it("loses nothing when only the sender's process loses Redis: it remembers whom to tell", async () => {
      const { client, counts } = await cluster.stream(
        '1396003',
        OUTAGE_AT,
        TwoProcesses.outage([cluster.toFirst]),
      );
      expect(counts).toEqual(nothingLost);
      expect(client.resyncs).toBeGreaterThan(0);
    }, 120_000);

    it("loses nothing when only the receiver's process loses Redis: it resyncs its sockets", async () => {
      const { client, counts } = await cluster.stream(
        '1396004',
        OUTAGE_AT,
        TwoProcesses.outage([cluster.toSecond]),
      );
      expect(counts).toEqual(nothingLost);
      expect(client.resyncs).toBeGreaterThan(0);
    }, 120_000);
  },
);
