/**
 * Group administration at scale, in one run (SQLite, or PostgreSQL when DATABASE_URL is set; its own
 * schema, dropped at the end). Two groups of BENCH_GROUP_MEMBERS (5,000) members each, seeded in bulk.
 *
 * (a) A plain member's text send over the real socket, to its echo: in a group that follows a rule of 100
 *     keywords of 20 characters (none matching) with its character limit on, and whose timed mute is on
 *     with five windows none of which covers now, beside the same send in a group with neither. The two
 *     alternate, one at a time, each first in every other pair, so both see the same server; and the
 *     rule moves between the groups every 50 pairs, so the groups' own differences (their sockets, their
 *     rows) and the run's drift weigh on both sides alike. Aim: p99 with the rule at most 1.1 times p99
 *     without.
 * (b) The group settings dialog's data: GET /im/group/:id and GET /im/group/user/all?groupId&limit=11,
 *     fetched side by side as the dialog does, by the group's leader; p99 of the pair, beside the same pair
 *     for a group of ten in the same run. Aim: under 20 ms at 5,000 members.
 *
 * BENCH_SENDS (2,000 per group) and BENCH_GROUP_MEMBERS shorten a run.
 */
import { im } from '@fox/contracts';
import WebSocket from 'ws';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { groupDirectory } from '../apps/server/src/features/groups/directory.js';
import { imClock } from '../apps/server/src/features/im/clock.js';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';
import { LatencySamples, listenLocal, runBench } from './load.js';
import { assembleBenchPortal, write } from './portal.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';

const MEMBERS = Number(process.env.BENCH_GROUP_MEMBERS ?? 5_000);
const SENDS = Number(process.env.BENCH_SENDS ?? 2_000);
const WARMUP_SENDS = 200;
const SWAP_EVERY = 50;
const DIALOG_ROUNDS = Number(process.env.BENCH_DIALOG_ROUNDS ?? 1_000);
const KEYWORDS = 100;
const KEYWORD_LENGTH = 20;
const BATCH = 400;

/** A Chinese text of `length` characters from a seeded walk: the keywords share no prefix with the sends. */
function chineseText(seed: number, length: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(0x5000 + (state % 3000));
  }
  return text;
}

/** MEMBERS users cloned from one registered row: no SMS, no password, one insert per BATCH. */
async function bulkUsers(platform: Platform, count: number): Promise<number[]> {
  const db = allTables(platform.database.db);
  const template = await registerByPhone(db, '13600000000', undefined);
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', template.id)
    .executeTakeFirstOrThrow();
  const { id: _id, ...fields } = row;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      return {
        ...fields,
        userName: String(70_000_000 + n),
        phone: `137${String(n).padStart(8, '0')}`,
        nickName: `成员${n}`,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
  const ids = await db
    .selectFrom('users')
    .select('id')
    .where('userName', '>=', '70000000')
    .where('userName', '<', String(70_000_000 + count))
    .orderBy('id')
    .execute();
  return ids.map((r) => Number(r.id));
}

/** A group led by `leaderId`, with `memberIds` as plain members, written directly. */
async function bulkGroup(
  platform: Platform,
  name: string,
  leaderId: number,
  memberIds: number[],
  extra: Record<string, unknown>,
): Promise<number> {
  const db = allTables(platform.database.db);
  const now = Date.now();
  const { id } = await db
    .insertInto('imGroups')
    .values({
      name,
      leaderId,
      lastMessageAt: now,
      createdAt: now,
      memberCount: memberIds.length + 1,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const all = [
    { userId: leaderId, permissionType: 'group_leader' },
    ...memberIds.map((userId) => ({ userId, permissionType: 'group_user' })),
  ];
  for (let start = 0; start < all.length; start += BATCH) {
    const part = all.slice(start, start + BATCH);
    await db
      .insertInto('imGroupMembers')
      .values(part.map((m) => ({ groupId: Number(id), ...m, joinedSeq: 0, joinedAt: now })))
      .execute();
    await db
      .insertInto('imConversations')
      .values(
        part.map((m) => ({
          userId: m.userId,
          sessionType: 'group',
          peerId: Number(id),
          conversationKey: `group:${id}`,
          unreadCount: 0,
          asTopTime: null,
          lastMessageId: null,
          updatedAt: now,
        })),
      )
      .execute();
  }
  return Number(id);
}

/** A socket that answers each send with its echo (or refusal), one at a time. */
async function chatSocket(origin: string, token: string) {
  const socket = new WebSocket(
    `${origin.replace(/^http/, 'ws')}${im.WS_PATH}?token=${encodeURIComponent(token)}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<string, (frame: { type: string; msg?: string }) => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (!text.startsWith('{')) return;
    const frame = JSON.parse(text) as { type: string; localId?: string; msg?: string };
    if ((frame.type === 'echo' || frame.type === 'error') && frame.localId)
      waiting.get(frame.localId)?.(frame);
  });
  let sent = 0;
  return {
    /** Sends a text and resolves with the milliseconds until its echo. */
    async send(groupId: number, content: string): Promise<number> {
      const localId = `bench-${++sent}-${groupId}`;
      const answer = new Promise<{ type: string; msg?: string }>((resolve) => waiting.set(localId, resolve));
      const started = performance.now();
      socket.send(
        JSON.stringify({ localId, receiverId: groupId, sessionType: 'group', messageType: 'text', content }),
      );
      const frame = await answer;
      const ms = performance.now() - started;
      waiting.delete(localId);
      if (frame.type !== 'echo') throw new Error(`send refused: ${frame.msg}`);
      return ms;
    },
    close: () => socket.close(),
  };
}

async function main(): Promise<void> {
  const portal = await assembleBenchPortal('groups', {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    WS_SENDS_PER_SECOND: '1000000',
    WS_SEND_BURST: '1000000',
  });
  const { app, platform } = portal;
  try {
    const origin = await listenLocal(app);
    const keys = await fetchSigningKeys(origin);
    const db = allTables(platform.database.db);
    const started = Date.now();
    const people = await bulkUsers(platform, 2 * MEMBERS);
    const [leader, firstSender, secondSender] = [people[0]!, people[1]!, people[MEMBERS]!];
    const now = Date.now();
    const rule = await db
      .insertInto('imGroupHarassRules')
      .values({
        ownerId: leader,
        title: '压测规则',
        enableAd: 1,
        adWordList: JSON.stringify(
          Array.from({ length: KEYWORDS }, (_, i) => chineseText(i + 1, KEYWORD_LENGTH)),
        ),
        enableScreen: 1,
        screenLimit: 500,
        punishType: 2,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Five windows at night, China time: the run's "now" is set to 15:00 China time, outside them all.
    const windows = ['00:00-01:00', '01:30-02:00', '02:30-03:00', '03:30-04:00', '04:30-05:00'].map((w) => {
      const [startTime, endTime] = w.split('-');
      return { startTime, endTime };
    });
    const first = await bulkGroup(platform, '群一', leader, people.slice(1, MEMBERS), {
      timeList: JSON.stringify(windows),
    });
    const second = await bulkGroup(platform, '群二', leader, people.slice(MEMBERS, 2 * MEMBERS - 1), {
      timeList: JSON.stringify(windows),
    });
    // The dialog's small-data baseline: a group of ten of the same people.
    const small = await bulkGroup(platform, '群三', leader, people.slice(1, 10), {});
    /** Gives the rule and the timed mute to one group and takes them from the other. */
    const ruleOn = async (groupId: number) => {
      for (const id of [first, second]) {
        const on = id === groupId;
        await db
          .updateTable('imGroups')
          .set({ harassRuleId: on ? Number(rule.id) : null, forbidTime: on ? 1 : 0 })
          .where('id', '=', id)
          .execute();
      }
    };
    imClock.now = () => {
      const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
      return day + (15 - 8) * 3_600_000 + (Date.now() % 3_600_000);
    };
    write(`2 groups of ${MEMBERS} members seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

    // (a) sends, alternating between the two groups. The rule moves from one group to the other every
    // SWAP_EVERY pairs, so each group (its socket, its rows) has it half the time, spread over the whole
    // run: whatever sets the groups apart, or drifts during the run, weighs on both sides alike.
    const session = async (userId: number) => (await openSession(db, userId, 'PC')).accessToken;
    const sockets = new Map([
      [first, await chatSocket(origin, await session(firstSender))],
      [second, await chatSocket(origin, await session(secondSender))],
    ]);
    const samples = { ruled: new LatencySamples(), free: new LatencySamples() };
    let ruled = first;
    let free = second;
    for (let i = 0; i < WARMUP_SENDS + SENDS; i++) {
      if (i % SWAP_EVERY === 0) {
        [ruled, free] = (i / SWAP_EVERY) % 2 === 0 ? [first, second] : [second, first];
        await ruleOn(ruled);
      }
      const content = `大家好，今天下午三点在三楼会议室开会，请准时参加。hello world ${i}`;
      // Each goes first in every other pair: the one after waits on what the one before left running.
      let a: number;
      let b: number;
      if (i % 2 === 0) {
        a = await sockets.get(ruled)!.send(ruled, content);
        b = await sockets.get(free)!.send(free, content);
      } else {
        b = await sockets.get(free)!.send(free, content);
        a = await sockets.get(ruled)!.send(ruled, content);
      }
      if (i >= WARMUP_SENDS) {
        samples.ruled.add(a);
        samples.free.add(b);
      }
    }
    for (const socket of sockets.values()) socket.close();
    const hidden = await db
      .selectFrom('imMessages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('visibleTo', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(hidden.count) !== 0)
      throw new Error(`${hidden.count} sends were screened out: a keyword matched`);
    write(`\n(a) a text send to its echo in a group of ${MEMBERS}, ${SENDS} each, alternating\n`);
    const line = (name: string, s: LatencySamples) =>
      write(
        `${name.padEnd(52)} p50 ${s.percentile(50).toFixed(3)} ms  p99 ${s.percentile(99).toFixed(3)} ms\n`,
      );
    line(`rule (${KEYWORDS} keywords of ${KEYWORD_LENGTH}, limit) + timed mute`, samples.ruled);
    line('no rule, no timed mute', samples.free);
    const ratio = samples.ruled.percentile(99) / samples.free.percentile(99);
    write(`p99 ratio rule / no rule: ${ratio.toFixed(3)} (aim <= 1.1)\n`);
    // What the rule and the timed mute add to one send, without the socket, the commit and the delivery
    // around it: the share of the send they can explain, whatever the machine's load does to the ratio.
    const membership = (await groupDirectory.membershipOf(
      db,
      ruled,
      ruled === first ? firstSender : secondSender,
    ))!;
    const text = '大家好，今天下午三点在三楼会议室开会，请准时参加。hello world';
    const CHECKS = 10_000;
    const t0 = performance.now();
    for (let i = 0; i < CHECKS; i++) {
      if (groupDirectory.sendBlockOf(membership, imClock.now()) !== null) throw new Error('muted now');
      if ((await groupDirectory.screenMessage(db, undefined, membership, text, imClock.now())) !== 'pass')
        throw new Error('screened out');
    }
    const checkUs = ((performance.now() - t0) / CHECKS) * 1000;
    write(
      `the timed mute check and the rule's screen, in process: ${checkUs.toFixed(2)} µs a send ` +
        `(${((checkUs / 1000 / samples.free.percentile(50)) * 100).toFixed(3)} % of the p50 send)\n`,
    );

    // (b) the settings dialog's two reads, side by side, by the leader.
    const token = await session(leader);
    const get = async (url: string) => {
      const pathOnly = url.split('?')[0]!;
      const response = await fetch(`${origin}${url}`, {
        headers: {
          authorization: `Bearer ${token}`,
          [SIGNED_HEADER]: headerSigner(keys, pathOnly, { token, userId: leader })(),
        },
      });
      const body = (await response.json()) as { code: number; data: unknown };
      if (body.code !== 200) throw new Error(`${url} answered ${JSON.stringify(body).slice(0, 200)}`);
      return body.data;
    };
    // The big group and the group of ten alternate round by round, so both meet the same machine.
    const dialogOf = (groupId: number) =>
      Promise.all([get(`/im/group/${groupId}`), get(`/im/group/user/all?groupId=${groupId}&limit=11`)]);
    const grid = (await dialogOf(first))[1] as unknown[];
    const dialog = new LatencySamples();
    const smallDialog = new LatencySamples();
    for (let i = 0; i < 50 + DIALOG_ROUNDS; i++) {
      for (const [groupId, into] of [
        [first, dialog],
        [small, smallDialog],
      ] as const) {
        const t0 = performance.now();
        await dialogOf(groupId);
        if (i >= 50) into.add(performance.now() - t0);
      }
    }
    write(
      `\n(b) the settings dialog's data at ${MEMBERS} members (${grid.length} members in the grid answer)\n`,
    );
    line(`GET /im/group/:id + /im/group/user/all?limit=11, ${MEMBERS}`, dialog);
    line('the same, a group of 10', smallDialog);
    write(
      `p99 ratio ${MEMBERS} / 10 members: ${(dialog.percentile(99) / smallDialog.percentile(99)).toFixed(3)}; ` +
        `aim: p99 < 20 ms at ${MEMBERS}\n`,
    );
    if (ratio > 1.1 || dialog.percentile(99) >= 20) process.exitCode = 1;
  } finally {
    imClock.now = () => Date.now();
    await portal.close();
  }
}

runBench(main);
