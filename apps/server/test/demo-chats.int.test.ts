import { parseChinaTime, type im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { bearer } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { signedHeader } from './signer.js';

const OUTER = '/im/chat/message/outer/list?pageSize=50';
const GROUPS = ['周末徒步小分队', '追剧搭子'];
/** What the web client draws as a bubble or a system line (apps/web/src/features/chat/bubbles). */
const RENDERED = ['text', 'photo', 'video', 'voice', 'file', 'share', 'command', 'tip', 'notice'];

/** A newcomer logs in as a demo user and finds chats with friends and two groups with history. */
describe.each(databaseKinds())('the demo chats on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const demo = async (userName: string) => {
    const row = await server.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow();
    const session = await openSession(server.db, Number(row.id), 'PC');
    return { userId: Number(row.id), auth: bearer(session.accessToken) };
  };
  const historyOf = async (
    auth: Record<string, string>,
    conversation: Pick<im.Conversation, 'sessionType' | 'receiver'>,
  ) => {
    const query = `sessionType=${conversation.sessionType}&receiverId=${conversation.receiver.id}`;
    const { body } = await server.get(`/im/chat/message/inner/list?${query}&pageSize=100`, auth);
    const messages = [...(body.data as im.Message[])].reverse();
    expect(messages).toHaveLength(body.total);
    return messages;
  };

  it('greets 10000001 with chats of every kind, a recalled message and unread counts that add up', async () => {
    const { userId, auth } = await demo('10000001');
    const list = (await server.get(OUTER, auth)).body.data as im.Conversation[];
    const singles = list.filter((item) => item.sessionType === 'single');
    expect(singles.length).toBeGreaterThanOrEqual(4);
    const ordinary = (item: im.Conversation) => item.sessionType === 'group' && item.msgSource !== 1;
    expect(
      list
        .filter(ordinary)
        .map((item) => item.userName)
        .sort(),
    ).toEqual([...GROUPS].sort());
    // Newest first.
    const times = list.map((item) => parseChinaTime(item.updateTime)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const seen: im.Message[] = [];
    for (const conversation of singles) {
      const messages = await historyOf(auth, conversation);
      seen.push(...messages);
      // Seqs as the live path gives them: 1, 2, 3... with the times in the same order.
      expect(messages.map((m) => m.seq)).toEqual(messages.map((_, index) => index + 1));
      const created = messages.map((m) => parseChinaTime(m.createTime)!);
      expect(created).toEqual([...created].sort((a, b) => a - b));
      expect(new Set(created).size).toBe(created.length);
      expect(conversation.lastSeq).toBe(messages.length);
      // Unread: what the friend wrote after this user last wrote back.
      const lastOwn = messages.map((m) => m.sender.id).lastIndexOf(userId);
      expect(conversation.unreadCount, conversation.userName).toBe(messages.length - lastOwn - 1);
    }
    expect(singles.filter((item) => item.unreadCount > 0).length).toBeGreaterThanOrEqual(2);

    const kinds = new Set(seen.map((m) => m.messageType));
    for (const wanted of ['text', 'photo', 'file', 'share']) expect(kinds).toContain(wanted);
    expect(seen.every((m) => RENDERED.includes(m.messageType))).toBe(true);
    expect(new Set(seen.flatMap((m) => (m.share ? [m.share.type] : [])))).toEqual(
      new Set(['video', 'article', 'playlet']),
    );
    const recalled = seen.filter((m) => m.isRecall);
    expect(recalled).toHaveLength(1);
    expect(recalled[0]!.body.content).toBe('');

    // The pictures, the shared works' covers and the file are real files of the store.
    const photo = seen.find((m) => m.messageType === 'photo')!;
    const picture = await fetch(server.url + photo.body.content);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    for (const share of seen.flatMap((m) => (m.share ? [m.share] : []))) {
      expect((await fetch(server.url + share.coverImage!)).status).toBe(200);
      const found =
        share.type === 'playlet'
          ? await server.get(`/app/api/playlet/info?episodeRelevance=${share.episodeRelevance}`)
          : share.type === 'video'
            ? await server.get(`/app/api/content/video/${share.id}`)
            : await server.get(`/app/api/content/article/${share.id}`);
      expect(found.body.data.title).toBe(share.title);
    }
    const file = seen.find((m) => m.messageType === 'file')!;
    expect(file.file).toMatchObject({ fileName: expect.stringMatching(/\.pdf$/), status: 'download' });
    const pathname = `/resource/oss/download/url?pathUrl=${encodeURIComponent(file.body.content)}`;
    const token = auth.authorization!.replace(/^Bearer /, '');
    const download = await fetch(server.url + pathname, {
      headers: { ...auth, 'x-encrypt-key': signedHeader(await server.keys(), { url: pathname, token }) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(file.file!.fileSize);

    // The badge is the sum of the list.
    const stat = (await server.get('/im/chat/stat/person', auth)).body.data;
    expect(stat.unreadCount).toBe(list.reduce((sum, item) => sum + item.unreadCount, 0));
    expect(stat.unreadConversationCount).toBe(list.filter((item) => item.unreadCount > 0).length);
    expect(stat.unreadCount).toBeGreaterThan(5);
  });

  it('puts 10000001 in two groups with an owner, an admin, a notice and a history from several members', async () => {
    const { userId, auth } = await demo('10000001');
    const list = (await server.get(OUTER, auth)).body.data as im.Conversation[];
    for (const conversation of list.filter((item) => item.sessionType === 'group' && item.msgSource !== 1)) {
      const group = (await server.get(`/im/group/${conversation.receiver.id}`, auth)).body.data;
      expect(group.groupNotice).not.toBe('');
      const members = (await server.get(`/im/group/user/all?groupId=${group.id}`, auth)).body.data as Array<{
        permissionType: string;
      }>;
      expect(members.length).toBe(group.groupUserNum);
      expect(conversation.groupUserCount).toBe(members.length);
      const roles = members.map((member) => member.permissionType);
      expect(roles.filter((role) => role === 'group_leader')).toHaveLength(1);
      expect(roles).toContain('group_admin');

      const messages = await historyOf(auth, conversation);
      expect(messages.length).toBeGreaterThanOrEqual(24);
      expect(messages.map((m) => m.seq)).toEqual(messages.map((_, index) => index + 1));
      const created = messages.map((m) => parseChinaTime(m.createTime)!);
      expect(created).toEqual([...created].sort((a, b) => a - b));
      expect(new Set(messages.map((m) => m.sender.id)).size).toBeGreaterThanOrEqual(4);
      expect(messages[0]).toMatchObject({ messageType: 'command', commandType: 'createGroup' });
      expect(
        messages.some((m) => m.commandType === 'groupNotice' && m.body.content === group.groupNotice),
      ).toBe(true);
      expect(messages.some((m) => m.atIds.length > 0 && m.messageType === 'text')).toBe(true);
      expect(messages.every((m) => RENDERED.includes(m.messageType))).toBe(true);
      // Unread is what came after this member last wrote there, and it mentions them.
      const lastOwn = messages.map((m) => (m.messageType === 'text' ? m.sender.id : 0)).lastIndexOf(userId);
      expect(conversation.unreadCount).toBe(conversation.lastSeq - messages[lastOwn]!.seq);
      expect(conversation.unreadCount).toBeGreaterThan(0);
      expect(conversation.atMe).toBe(true);
    }
    const groups = (await server.get('/im/group/list?pageSize=20', auth)).body.data as Array<{
      name: string;
      groupType: string;
    }>;
    expect(
      groups
        .filter((group) => group.groupType !== 'groupTask')
        .map((group) => group.name)
        .sort(),
    ).toEqual([...GROUPS].sort());
  });

  it('gives the wish publishers task groups where publisher and taker have talked it over', async () => {
    const { userId, auth } = await demo('10000013');
    const list = (await server.get(OUTER, auth)).body.data as im.Conversation[];
    const taskChats = list.filter((item) => item.msgSource === 1);
    expect(taskChats.length).toBeGreaterThanOrEqual(1);
    for (const chat of taskChats) {
      expect(chat.sessionType).toBe('group');
      expect(chat.specialRole).toBe('taskPublish');
      expect(chat.planVo?.publisherId).toBe(userId);
      const talk = (await historyOf(auth, chat)).filter((m) => m.messageType === 'text');
      expect(talk.length).toBeGreaterThanOrEqual(4);
      // The publisher has the last word, so nothing waits unread for them there.
      expect(talk.at(-1)!.sender.id).toBe(userId);
    }
  });

  it('greets 10000011 too, whose groups began before they were brought in', async () => {
    const { auth } = await demo('10000011');
    const list = (await server.get(OUTER, auth)).body.data as im.Conversation[];
    expect(
      list.filter((item) => item.sessionType === 'single' && item.unreadCount > 0).length,
    ).toBeGreaterThanOrEqual(2);
    const groups = list.filter((item) => item.sessionType === 'group');
    expect(groups.map((item) => item.userName).sort()).toEqual([...GROUPS].sort());
    for (const conversation of groups) {
      const messages = await historyOf(auth, conversation);
      // Brought in later: the history starts with the line that brought them in.
      expect(messages[0]!.seq).toBeGreaterThan(1);
      expect(messages[0]).toMatchObject({ messageType: 'command', commandType: 'joinGroup' });
      expect(messages[0]!.body.content).toContain('小鹿同学');
      expect(conversation.unreadCount).toBeGreaterThan(0);
    }
  });

  it('keeps the rows and counters behind the chats consistent, and every chat between friends', async () => {
    const { db } = server;
    const counters = await db.selectFrom('imCounters').selectAll().execute();
    for (const { conversationKey, lastSeq } of counters) {
      const rows = await db
        .selectFrom('imMessages')
        .select(['seq', 'createdAt'])
        .where('conversationKey', '=', conversationKey)
        .orderBy('seq')
        .execute();
      expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, index) => index + 1));
      expect(rows.length).toBe(Number(lastSeq));
    }
    const singles = await db
      .selectFrom('imConversations')
      .select(['userId', 'peerId'])
      .where('sessionType', '=', 'single')
      .execute();
    const friends = await db.selectFrom('friendships').select(['userId', 'friendId']).execute();
    const pairs = new Set(friends.map((f) => `${f.userId}:${f.friendId}`));
    expect(singles.filter((row) => !pairs.has(`${row.userId}:${row.peerId}`))).toEqual([]);
    for (const group of await db.selectFrom('imGroups').selectAll().execute()) {
      const members = await db
        .selectFrom('imGroupMembers')
        .select('userId')
        .where('groupId', '=', group.id)
        .execute();
      expect(Number(group.memberCount)).toBe(members.length);
      const newest = await db
        .selectFrom('imMessages')
        .select('id')
        .where('conversationKey', '=', `group:${group.id}`)
        .orderBy('seq', 'desc')
        .executeTakeFirstOrThrow();
      expect(Number(group.lastMessageId)).toBe(Number(newest.id));
    }
    // 10000012 is left to the browser journeys untouched.
    const untouched = await demo('10000012');
    expect((await server.get(OUTER, untouched.auth)).body.total).toBe(0);
  });
});
