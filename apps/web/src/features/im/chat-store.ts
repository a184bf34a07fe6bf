import { formatChinaTime, im } from '@fox/contracts';
import { create } from 'zustand';
import { instantOf } from '../../ui/answer-time';
import { conversationKey, isGroupKey, messageChatKey } from './chat-key';
import { keepPreviews, previewOf, type ConversationItem } from './conversation-preview';

/** A send on its way: shown at once, replaced by the stored message when the server echoes its localId. */
export interface PendingMessage {
  localId: string;
  frame: im.SendFrame;
  /** When this client sent it, by its own clock (epoch ms): it has no server time yet. */
  createTime: number;
  /** The server's refusal text; null while waiting. */
  error: string | null;
}

export interface ChatThread {
  /** Stored messages in seq order, without duplicates. */
  messages: im.Message[];
  pending: PendingMessage[];
  /** Pages of the newest-first history loaded so far. */
  pagesLoaded: number;
  hasOlder: boolean;
}

/** Someone the viewer opened a chat with who has no conversation yet (it exists after the first message). */
export interface ChatPeer {
  id: number;
  name: string;
  avatar: string;
}

interface ChatState {
  viewerId: number | null;
  conversations: ConversationItem[];
  /** Keyed by chat key: the other party's user id, or a group's id negated (chat-key.ts). */
  threads: Record<number, ChatThread>;
  peers: Record<number, ChatPeer>;
  /**
   * Per conversation, the seq up to which the client has everything (received, or counted by the
   * conversation list): a catch-up asks for what comes after it.
   */
  seenSeq: Record<number, number>;
  /** Per conversation, seqs received above a gap after `seenSeq`: the gap is fetched (chat-gaps.ts). */
  strays: Record<number, number[]>;
  selectedPeer: number | null;
}

export const emptyThread: ChatThread = { messages: [], pending: [], pagesLoaded: 0, hasOlder: true };

export const useChatStore = create<ChatState>()(() => ({
  viewerId: null,
  conversations: [],
  threads: {},
  peers: {},
  seenSeq: {},
  strays: {},
  selectedPeer: null,
}));

/** Merges messages into a seq-ordered list: a seq already present is replaced, never doubled. */
export function mergeBySeq(current: im.Message[], incoming: im.Message[]): im.Message[] {
  if (incoming.length === 0) return current;
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  const lastSeq = current[current.length - 1]?.seq ?? -Infinity;
  let appendOnly = incoming.every((message) => message.seq > lastSeq);
  for (const message of incoming) {
    if (bySeq.has(message.seq)) appendOnly = false;
    bySeq.set(message.seq, message);
  }
  if (appendOnly) return [...current, ...[...incoming].sort((a, b) => a.seq - b.seq)];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Orders conversations as the server does: pinned first (latest pin first), then by latest activity,
 * comparing the instants the times name. Those are whole seconds, so among pins or activity of the same
 * second the list keeps the order it was given: the server's (which knew the milliseconds) for a list it
 * sent, and the conversation the store just touched or pinned first, since the store puts that one in front.
 */
export function orderConversations<T extends im.Conversation>(list: T[]): T[] {
  const keyed = list.map((item, index) => ({
    item,
    index,
    pinnedAt: item.asTopTime === null ? null : instantOf(item.asTopTime),
    activeAt: instantOf(item.updateTime),
  }));
  keyed.sort((a, b) => {
    if ((a.pinnedAt === null) !== (b.pinnedAt === null)) return a.pinnedAt === null ? 1 : -1;
    if (a.pinnedAt !== null && b.pinnedAt !== null) return b.pinnedAt - a.pinnedAt || a.index - b.index;
    return b.activeAt - a.activeAt || a.index - b.index;
  });
  return keyed.map((entry) => entry.item);
}

const set = useChatStore.setState;
const get = useChatStore.getState;

function updateThread(peer: number, change: (thread: ChatThread) => ChatThread): void {
  set((state) => ({ threads: { ...state.threads, [peer]: change(state.threads[peer] ?? emptyThread) } }));
}

export const chatActions = {
  reset(viewerId: number | null): void {
    set({ viewerId, conversations: [], threads: {}, peers: {}, seenSeq: {}, strays: {}, selectedPeer: null });
  },

  setConversations(list: im.Conversation[]): void {
    set((state) => {
      const seenSeq = { ...state.seenSeq };
      // A conversation first heard of now starts from what the list reports; later catch-ups go on from there.
      for (const item of list) seenSeq[conversationKey(item)] ??= item.lastSeq;
      return {
        conversations: orderConversations(keepPreviews(list, state.conversations, state.viewerId)),
        seenSeq,
      };
    });
  },

  select(peer: number | null): void {
    set({ selectedPeer: peer });
  },

  rememberPeer(peer: ChatPeer): void {
    set((state) => ({ peers: { ...state.peers, [peer.id]: peer } }));
  },

  /** A page of older history (newest first as the server answers). */
  addOlderPage(peer: number, page: im.Message[], total: number): void {
    updateThread(peer, (thread) => {
      const messages = mergeBySeq(thread.messages, page);
      const pagesLoaded = thread.pagesLoaded + 1;
      return { ...thread, messages, pagesLoaded, hasOlder: page.length > 0 && messages.length < total };
    });
    // History goes back from the newest message: everything up to its top is there, or a page away.
    if (page.length > 0) setMark(peer, im.fillSeq(markOf(peer), Math.max(...page.map((m) => m.seq))));
  },

  /** A message the viewer deleted from their own view; the newest one hands the preview to the one before. */
  removeMessage(peer: number, id: number): void {
    const wasNewest = get().threads[peer]?.messages.at(-1)?.id === id;
    updateThread(peer, (thread) => ({
      ...thread,
      messages: thread.messages.filter((message) => message.id !== id),
    }));
    if (wasNewest) setPreview(peer, get().threads[peer]?.messages.at(-1) ?? null);
  },

  /** A recall frame: when the recalled message is its conversation's newest, the preview says so. */
  recallInPreview(message: im.Message): void {
    const viewerId = get().viewerId;
    if (viewerId === null) return;
    const peer = messageChatKey(message, viewerId);
    const item = get().conversations.find((entry) => conversationKey(entry) === peer);
    if (item && item.lastSeq === message.seq) setPreview(peer, message);
  },

  /**
   * Messages that arrived live or by catch-up, merged by seq: one already held changes nothing but its
   * bubble (a recall), a new one is counted once; `countUnread` when the viewer is not looking at them.
   */
  receive(messages: im.Message[], countUnread: boolean): void {
    const viewerId = get().viewerId;
    if (viewerId === null) return;
    const byPeer = new Map<number, im.Message[]>();
    for (const message of messages) {
      const peer = messageChatKey(message, viewerId);
      byPeer.set(peer, [...(byPeer.get(peer) ?? []), message]);
    }
    for (const [peer, list] of byPeer) {
      const { mark, fresh } = im.advanceSeq(
        markOf(peer),
        list.map((message) => message.seq),
      );
      const freshSeqs = new Set(fresh);
      const firsts = list.filter((message) => freshSeqs.delete(message.seq));
      if (get().threads[peer]) {
        const localIds = new Set(list.map((message) => message.localId));
        updateThread(peer, (thread) => ({
          ...thread,
          messages: mergeBySeq(thread.messages, list),
          pending: thread.pending.filter((item) => !localIds.has(item.localId)),
        }));
      }
      setMark(peer, mark);
      if (firsts.length > 0) touchConversation(peer, firsts, countUnread);
    }
  },

  /**
   * A catch-up page of one conversation, asked for after `afterSeq`: besides its messages it proves that
   * nothing else the viewer may see lies up to its last seq (a gap left by a message deleted from their
   * view closes here), or, when empty, after `afterSeq` at all.
   */
  receivePage(peer: number, afterSeq: number, page: im.Message[], countUnread: boolean): void {
    chatActions.receive(page, countUnread);
    const mark = markOf(peer);
    const through = page.at(-1)?.seq ?? Math.max(afterSeq, ...(mark?.ahead ?? []));
    setMark(peer, im.fillSeq(mark, through));
  },

  addPending(peer: number, frame: im.SendFrame): void {
    const item: PendingMessage = { localId: frame.localId, frame, createTime: Date.now(), error: null };
    updateThread(peer, (thread) => ({ ...thread, pending: [...thread.pending, item] }));
  },

  failPending(localId: string, error: string): void {
    set((state) => {
      const threads = { ...state.threads };
      for (const [peer, thread] of Object.entries(threads)) {
        if (!thread.pending.some((item) => item.localId === localId)) continue;
        threads[Number(peer)] = {
          ...thread,
          pending: thread.pending.map((item) => (item.localId === localId ? { ...item, error } : item)),
        };
      }
      return { threads };
    });
  },

  retryPending(peer: number, localId: string): PendingMessage | undefined {
    const item = get().threads[peer]?.pending.find((candidate) => candidate.localId === localId);
    if (!item) return undefined;
    updateThread(peer, (thread) => ({
      ...thread,
      pending: thread.pending.map((entry) => (entry.localId === localId ? { ...entry, error: null } : entry)),
    }));
    return item;
  },

  markReadLocally(peer: number): void {
    set((state) => ({
      conversations: state.conversations.map((item) =>
        conversationKey(item) === peer ? { ...item, unreadCount: 0, atMe: false } : item,
      ),
    }));
  },

  setPinned(peer: number, pinned: boolean): void {
    set((state) => {
      const asTopTime = pinned ? formatChinaTime(Date.now()) : null;
      const changed = state.conversations.map((item) =>
        conversationKey(item) === peer ? { ...item, asTopTime } : item,
      );
      // A pin within the same second as another is still the latest: it goes in front of its ties.
      const front = pinned ? changed.filter((item) => conversationKey(item) === peer) : [];
      const rest = pinned ? changed.filter((item) => conversationKey(item) !== peer) : changed;
      return { conversations: orderConversations([...front, ...rest]) };
    });
  },

  removeConversation(peer: number): void {
    set((state) => {
      const threads = { ...state.threads };
      delete threads[peer];
      return {
        conversations: state.conversations.filter((item) => conversationKey(item) !== peer),
        threads,
        selectedPeer: state.selectedPeer === peer ? null : state.selectedPeer,
      };
    });
  },

  /** An upload shown as pending finished (its frame now names the stored file) or failed (null drops it). */
  setPendingFrame(peer: number, localId: string, frame: im.SendFrame | null): void {
    updateThread(peer, (thread) => ({
      ...thread,
      pending: frame
        ? thread.pending.map((item) => (item.localId === localId ? { ...item, frame } : item))
        : thread.pending.filter((item) => item.localId !== localId),
    }));
  },
};

/** A message from someone else that mentions the viewer or everyone. */
const mentions = (message: im.Message, viewerId: number) =>
  message.sender.id !== viewerId &&
  (message.atIds.includes(viewerId) || message.atIds.includes(im.MENTION_ALL));

function setPreview(peer: number, message: im.Message | null): void {
  const preview = previewOf(message, get().viewerId);
  set((state) => ({
    conversations: state.conversations.map((item) =>
      conversationKey(item) === peer ? { ...item, ...preview } : item,
    ),
  }));
}

/** The conversation's seq mark, or undefined when it was never heard of. */
export function markOf(peer: number): im.SeqMark | undefined {
  const { seenSeq, strays } = get();
  const upTo = seenSeq[peer];
  return upTo === undefined ? undefined : { upTo, ahead: strays[peer] ?? [] };
}

function setMark(peer: number, mark: im.SeqMark): void {
  const { seenSeq, strays } = get();
  if (seenSeq[peer] === mark.upTo && String(strays[peer] ?? []) === String(mark.ahead)) return;
  set((state) => {
    const nextStrays = { ...state.strays };
    if (mark.ahead.length > 0) nextStrays[peer] = mark.ahead;
    else delete nextStrays[peer];
    return { seenSeq: { ...state.seenSeq, [peer]: mark.upTo }, strays: nextStrays };
  });
}

/** Brings a conversation's preview up to its newest message, creating the entry when it is new. */
function touchConversation(peer: number, fresh: im.Message[], countUnread: boolean): void {
  const viewerId = get().viewerId!;
  const newest = fresh.reduce((a, b) => (b.seq > a.seq ? b : a));
  const incoming = fresh.filter((message) => message.sender.id !== viewerId).length;
  set((state) => {
    const existing = state.conversations.find((item) => conversationKey(item) === peer);
    const group = isGroupKey(peer);
    const other = group || newest.sender.id === viewerId ? newest.receiver : newest.sender;
    const base: ConversationItem = existing ?? {
      id: 0,
      chatId: newest.chatId,
      sessionType: group ? 'group' : 'single',
      receiver: { id: other.id, name: other.name },
      userName: other.name,
      userAvatar: other.avatar,
      unreadCount: 0,
      asTopTime: null,
      updateTime: newest.createTime,
      messageType: null,
      body: { content: '', duration: null },
      atIds: [],
      shareId: null,
      shareType: null,
      msgSource: null,
      lastSeq: 0,
      groupType: group ? 'group' : null,
      groupUserCount: null,
      avatars: [],
      atMe: false,
      lastSenderId: null,
      lastRecalled: false,
      specialRole: null,
      planVo: null,
      groupExt: null,
    };
    const updated: ConversationItem = {
      ...base,
      ...previewOf(newest, viewerId),
      updateTime: newest.createTime,
      lastSeq: Math.max(base.lastSeq, newest.seq),
      unreadCount: countUnread ? base.unreadCount + incoming : base.unreadCount,
      atMe: base.atMe || (countUnread && fresh.some((message) => mentions(message, viewerId))),
      lastSenderId: newest.sender.id,
      lastRecalled: newest.isRecall,
    };
    const rest = state.conversations.filter((item) => conversationKey(item) !== peer);
    return { conversations: orderConversations([updated, ...rest]) };
  });
}
