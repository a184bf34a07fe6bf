import { formatChinaTime } from '@fox/contracts/client';
import type { im } from '@fox/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatActions, mergeBySeq, orderConversations, useChatStore } from './chat-store';

const ME = 7;
const PEER = 8;

function message(seq: number, from: number, localId = `l${seq}`): im.Message {
  const a = { id: from, name: `u${from}`, avatar: '' };
  const b = { id: from === ME ? PEER : ME, name: 'x', avatar: '' };
  return {
    id: seq,
    localId,
    chatId: '7_8',
    seq,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(1_000 * seq),
    body: { content: `m${seq}`, err: null, duration: null },
    sender: { ...a, role: null, forbid: false },
    receiver: b,
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
  };
}

function conversation(peer: number, overrides: Partial<im.Conversation> = {}): im.Conversation {
  return {
    id: peer,
    chatId: `c${peer}`,
    sessionType: 'single',
    receiver: { id: peer, name: `u${peer}` },
    userName: `u${peer}`,
    userAvatar: '',
    unreadCount: 0,
    asTopTime: null,
    updateTime: formatChinaTime(0),
    messageType: 'text',
    body: { content: '', duration: null },
    atIds: [],
    shareId: null,
    shareType: null,
    msgSource: null,
    lastSeq: 0,
    groupType: null,
    groupUserCount: null,
    avatars: [],
    atMe: false,
    lastSenderId: null,
    lastRecalled: false,
    specialRole: null,
    planVo: null,
    groupExt: null,
    ...overrides,
  };
}

const seqs = (list: im.Message[]) => list.map((item) => item.seq);

describe('mergeBySeq', () => {
  it('keeps seq order without duplicates, whichever way pages arrive', () => {
    const page1 = [message(5, PEER), message(4, ME), message(3, PEER)];
    const page2 = [message(3, PEER), message(2, ME), message(1, PEER)];
    const merged = mergeBySeq(mergeBySeq([], page1), page2);
    expect(seqs(merged)).toEqual([1, 2, 3, 4, 5]);
    expect(seqs(mergeBySeq(merged, [message(6, PEER), message(5, PEER)]))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the objects of messages already there, so their bubbles need not re-render', () => {
    const first = [message(1, PEER), message(2, PEER)];
    const merged = mergeBySeq(first, [message(3, ME)]);
    expect(merged[0]).toBe(first[0]);
    expect(merged[1]).toBe(first[1]);
  });
});

/** A time as the server writes it, `seconds` after a fixed moment. */
const at = (seconds: number) => formatChinaTime(Date.UTC(2025, 11, 31, 15, 59) + seconds * 1000);

describe('orderConversations', () => {
  it('puts pinned first, latest pin first, then the most recent activity', () => {
    const list = [
      conversation(1, { updateTime: at(50) }),
      conversation(2, { asTopTime: at(10), updateTime: at(1) }),
      conversation(3, { updateTime: at(90) }),
      conversation(4, { asTopTime: at(20), updateTime: at(1) }),
    ];
    expect(orderConversations(list).map((item) => item.receiver.id)).toEqual([4, 2, 3, 1]);
  });

  it('compares the instants across midnight and the year end, and keeps equal seconds in the given order', () => {
    const list = [
      conversation(1, { updateTime: at(30) }),
      conversation(2, { updateTime: at(90) }),
      conversation(3, { updateTime: at(30) }),
      conversation(4, { updateTime: at(61) }),
      conversation(5, { updateTime: at(30) }),
    ];
    expect(list[1]!.updateTime).toBe('2026-01-01 00:00:30');
    expect(orderConversations(list).map((item) => item.receiver.id)).toEqual([2, 4, 1, 3, 5]);
    expect(orderConversations([...list].reverse()).map((item) => item.receiver.id)).toEqual([2, 4, 5, 3, 1]);
  });
});

describe('chat store', () => {
  beforeEach(() => chatActions.reset(ME));

  it('replaces the pending bubble when the echo of its localId arrives', () => {
    chatActions.addOlderPage(PEER, [message(1, PEER)], 1);
    chatActions.addPending(PEER, {
      localId: 'mine',
      receiverId: PEER,
      sessionType: 'single',
      messageType: 'text',
      content: 'hello',
    });
    expect(useChatStore.getState().threads[PEER]!.pending).toHaveLength(1);
    chatActions.receive([message(2, ME, 'mine')], false);
    const thread = useChatStore.getState().threads[PEER]!;
    expect(thread.pending).toEqual([]);
    expect(seqs(thread.messages)).toEqual([1, 2]);
  });

  it('marks a refused send with the server text, and a retry clears it', () => {
    chatActions.addPending(PEER, {
      localId: 'bad',
      receiverId: PEER,
      sessionType: 'single',
      messageType: 'text',
    });
    chatActions.failPending('bad', 'too long');
    expect(useChatStore.getState().threads[PEER]!.pending[0]!.error).toBe('too long');
    expect(chatActions.retryPending(PEER, 'bad')?.localId).toBe('bad');
    expect(useChatStore.getState().threads[PEER]!.pending[0]!.error).toBeNull();
  });

  it('counts unread only for messages from the other side, once each, and brings the conversation up', () => {
    chatActions.setConversations([
      conversation(3, { updateTime: formatChinaTime(1) }),
      conversation(PEER, { lastSeq: 2 }),
    ]);
    const incoming = message(3, PEER);
    chatActions.receive([incoming], true);
    chatActions.receive([incoming], true);
    chatActions.receive([message(4, ME)], true);
    const state = useChatStore.getState();
    const entry = state.conversations.find((item) => item.receiver.id === PEER)!;
    expect(entry.unreadCount).toBe(1);
    expect(entry.body.content).toBe('m4');
    expect(state.seenSeq[PEER]).toBe(4);
    expect(state.conversations[0]!.receiver.id).toBe(PEER);
    chatActions.markReadLocally(PEER);
    expect(useChatStore.getState().conversations.find((item) => item.receiver.id === PEER)!.unreadCount).toBe(
      0,
    );
  });

  it('creates a conversation for a first message from someone new', () => {
    chatActions.receive([message(1, 42)], true);
    const entry = useChatStore.getState().conversations[0]!;
    expect(entry.receiver.id).toBe(42);
    expect(entry.userName).toBe('u42');
    expect(entry.unreadCount).toBe(1);
  });

  it('pins to the top and removes conversations', () => {
    chatActions.setConversations([
      conversation(1, { updateTime: at(5) }),
      conversation(2, { updateTime: at(1) }),
      conversation(3, { updateTime: at(0) }),
    ]);
    chatActions.setPinned(2, true);
    expect(useChatStore.getState().conversations.map((item) => item.receiver.id)).toEqual([2, 1, 3]);
    // Pinned within the same second: the later pin still comes first.
    chatActions.setPinned(3, true);
    expect(useChatStore.getState().conversations.map((item) => item.receiver.id)).toEqual([3, 2, 1]);
    chatActions.setPinned(3, false);
    expect(useChatStore.getState().conversations.map((item) => item.receiver.id)).toEqual([2, 1, 3]);
    chatActions.select(2);
    chatActions.removeConversation(2);
    expect(useChatStore.getState().conversations.map((item) => item.receiver.id)).toEqual([1, 3]);
    expect(useChatStore.getState().selectedPeer).toBeNull();
  });
});

describe('live frames and catch-up pages, merged by seq', () => {
  beforeEach(() => {
    chatActions.reset(ME);
    chatActions.setConversations([conversation(PEER, { lastSeq: 2 })]);
    chatActions.addOlderPage(PEER, [message(2, PEER), message(1, ME)], 2);
  });
  const state = () => useChatStore.getState();
  const unread = () => state().conversations.find((item) => item.receiver.id === PEER)!.unreadCount;

  it('shows each message once and in order when a catch-up page overlaps live frames', () => {
    chatActions.receive([message(4, PEER)], true);
    chatActions.receive([message(3, PEER)], true);
    chatActions.receivePage(PEER, 2, [message(3, PEER), message(4, PEER), message(5, PEER)], true);
    chatActions.receive([message(5, PEER)], true);
    chatActions.receive([message(4, PEER)], true);
    expect(seqs(state().threads[PEER]!.messages)).toEqual([1, 2, 3, 4, 5]);
    expect(unread()).toBe(3);
    expect(state().seenSeq[PEER]).toBe(5);
    expect(state().strays[PEER]).toBeUndefined();
  });

  it('holds a message above a gap apart, and joins it once the missing range arrives', () => {
    chatActions.receive([message(5, PEER)], true);
    chatActions.receive([message(6, PEER)], true);
    expect(state().seenSeq[PEER]).toBe(2);
    expect(state().strays[PEER]).toEqual([5, 6]);
    // Shown already (the thread is ordered by seq), counted once.
    expect(seqs(state().threads[PEER]!.messages)).toEqual([1, 2, 5, 6]);
    expect(unread()).toBe(2);

    chatActions.receivePage(
      PEER,
      2,
      [message(3, PEER), message(4, PEER), message(5, PEER), message(6, PEER)],
      true,
    );
    expect(seqs(state().threads[PEER]!.messages)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(unread()).toBe(4);
    expect(state().seenSeq[PEER]).toBe(6);
    expect(state().strays[PEER]).toBeUndefined();
  });

  it('closes a gap that a page proves empty (a message the viewer deleted on another device)', () => {
    chatActions.receive([message(4, PEER)], true);
    chatActions.receivePage(PEER, 2, [], true);
    expect(state().seenSeq[PEER]).toBe(4);
    expect(state().strays[PEER]).toBeUndefined();
    chatActions.receive([message(6, PEER)], true);
    chatActions.receivePage(PEER, 4, [message(6, PEER)], true);
    expect(state().seenSeq[PEER]).toBe(6);
    expect(seqs(state().threads[PEER]!.messages)).toEqual([1, 2, 4, 6]);
  });
});

describe('the conversation preview after a recall or a deletion', () => {
  beforeEach(() => chatActions.reset(ME));
  const entry = () => useChatStore.getState().conversations.find((item) => item.receiver.id === PEER)!;

  it('says the newest message was recalled, by whom, and keeps saying it over a refresh of the list', () => {
    chatActions.setConversations([
      conversation(PEER, { lastSeq: 2, body: { content: 'm2', duration: null } }),
    ]);
    // An older message recalled leaves the preview alone.
    chatActions.recallInPreview({ ...message(1, PEER), isRecall: true });
    expect(entry().recalled).toBeUndefined();
    expect(entry().body.content).toBe('m2');

    chatActions.recallInPreview({
      ...message(2, PEER),
      isRecall: true,
      body: { content: '', err: null, duration: null },
    });
    expect(entry().recalled).toBe('other');
    expect(entry().body.content).toBe('');
    // The server's list does not know of the recall; until a newer message the client's preview stands.
    chatActions.setConversations([conversation(PEER, { lastSeq: 2, unreadCount: 1 })]);
    expect(entry().recalled).toBe('other');
    expect(entry().unreadCount).toBe(1);

    chatActions.receive([message(3, ME)], false);
    expect(entry().recalled).toBeUndefined();
    expect(entry().body.content).toBe('m3');
    chatActions.recallInPreview({ ...message(3, ME), isRecall: true });
    expect(entry().recalled).toBe('own');
  });

  it('falls back to the message before when the viewer deletes the newest, or to nothing', () => {
    chatActions.setConversations([
      conversation(PEER, { lastSeq: 3, body: { content: 'm3', duration: null } }),
    ]);
    chatActions.addOlderPage(
      PEER,
      [message(3, PEER), { ...message(2, ME), isRecall: true }, message(1, PEER)],
      3,
    );

    chatActions.removeMessage(PEER, 1);
    expect(entry().body.content).toBe('m3');
    chatActions.removeMessage(PEER, 3);
    expect(entry().recalled).toBe('own');
    expect(entry().lastSeq).toBe(3);
    chatActions.removeMessage(PEER, 2);
    expect(entry().messageType).toBeNull();
    expect(entry().body.content).toBe('');
  });
});

describe('a listed conversation whose newest message was recalled', () => {
  it('previews who recalled it, from the server’s list alone', () => {
    chatActions.reset(1);
    chatActions.setConversations([
      conversation(2, { lastSeq: 4, lastSenderId: 2, lastRecalled: true }),
      conversation(3, { lastSeq: 2, lastSenderId: 1, lastRecalled: true }),
      conversation(4, { lastSeq: 2, lastSenderId: 4, lastRecalled: false }),
    ]);
    const recalled = Object.fromEntries(
      useChatStore.getState().conversations.map((item) => [item.receiver.id, item.recalled]),
    );
    expect(recalled).toEqual({ 2: 'other', 3: 'own', 4: undefined });
  });
});
