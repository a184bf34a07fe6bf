import { im } from '@fox/contracts';
import { api } from '../../api';
import { i18n } from '../../i18n/i18n';
import { langHeaderOf } from '../../i18n/language';
import { useSessionStore } from '../auth';
import { usePanelsStore } from '../../ui/panels-store';
import { chatActions, useChatStore } from './chat-store';
import { fetchAfter, GapFiller } from './chat-gaps';
import { conversationKey, messageChatKey, targetOf } from './chat-key';
import { ChatSocket, chatSocketUrl, type ConnectionStatus } from './socket';
import { create } from 'zustand';

/** Whether the real-time connection is up, for the panel's status line. */
export const useConnectionStatus = create<{ status: ConnectionStatus }>()(() => ({ status: 'idle' }));

/** Resync frames reach every socket of a server process at once; each client waits up to this long. */
const RESYNC_SPREAD_MS = 1_000;

let socket: ChatSocket | null = null;
let unsubscribeSession: (() => void) | null = null;

/** True while the viewer is looking at this conversation: its messages are read as they arrive. */
function isWatching(peer: number): boolean {
  return usePanelsStore.getState().openPanel === 'chat' && useChatStore.getState().selectedPeer === peer;
}

type NoticeListener = (notice: im.NoticeFrame['data']) => void;
const noticeListeners = new Set<NoticeListener>();

/** Hears the notice frames of this session's socket; answers the unsubscribe. */
export function onNoticeFrame(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  return () => void noticeListeners.delete(listener);
}

/** Messages fetched to fill a gap are read at once when the viewer is looking at their conversation. */
const gaps = new GapFiller({
  countUnread: (peer) => !isWatching(peer),
  filled: (peer) => {
    if (isWatching(peer)) void markRead(peer);
  },
});

function handleFrame(frame: im.ServerFrame): void {
  if (frame.type === 'resync') {
    // Every socket of this process may be told at once: the catch-ups are spread over a second.
    setTimeout(() => void catchUp().catch(() => {}), Math.random() * RESYNC_SPREAD_MS);
    return;
  }
  if (frame.type === 'notice') {
    for (const listener of noticeListeners) listener(frame.data);
    return;
  }
  if (frame.type === 'error') {
    if (frame.localId) chatActions.failPending(frame.localId, frame.msg);
    return;
  }
  if (frame.type === 'recall') {
    // Same seq: the recalled copy takes the original's place in an open thread.
    chatActions.receive([frame.data], false);
    chatActions.recallInPreview(frame.data);
    return;
  }
  const message = frame.data;
  const viewerId = useChatStore.getState().viewerId;
  if (viewerId === null) return;
  const peer = messageChatKey(message, viewerId);
  const known = useChatStore
    .getState()
    .conversations.some((item) => conversationKey(item) === peer && item.id > 0);
  const watching = isWatching(peer);
  chatActions.receive([message], !watching);
  gaps.check();
  if (watching && message.sender.id !== viewerId) void markRead(peer);
  // A conversation first seen live gets its server id (needed to pin or delete it) from the list.
  // A newer refresh cancels one still running (the request layer keeps one list GET): that is no failure.
  if (!known) void refreshConversations().catch(() => {});
}

export async function refreshConversations(): Promise<void> {
  const { data } = await api(im.outerList, { pageNum: 1, pageSize: 100 }, { silent: true });
  chatActions.setConversations(data);
}

let catchingUp: Promise<void> | null = null;
let catchUpAgain = false;

/**
 * After a (re)connect or a resync: fetch what arrived while away for every conversation that moved on.
 * One at a time; asked again while running, it runs once more when done.
 */
function catchUp(): Promise<void> {
  if (catchingUp) {
    catchUpAgain = true;
    return catchingUp;
  }
  catchingUp = (async () => {
    try {
      do {
        catchUpAgain = false;
        await catchUpOnce();
      } while (catchUpAgain);
    } finally {
      catchingUp = null;
    }
  })();
  return catchingUp;
}

async function catchUpOnce(): Promise<void> {
  const before = { ...useChatStore.getState().seenSeq };
  const { data } = await api(im.outerList, { pageNum: 1, pageSize: 100 }, { silent: true });
  for (const item of data) {
    const seen = before[conversationKey(item)];
    if (seen === undefined || item.lastSeq <= seen) continue;
    // Counts come from the list below, which already includes these messages.
    await fetchAfter(conversationKey(item), false);
  }
  chatActions.setConversations(data);
  const selected = useChatStore.getState().selectedPeer;
  if (selected !== null && isWatching(selected)) void markRead(selected);
}

export async function markRead(peer: number): Promise<void> {
  chatActions.markReadLocally(peer);
  await api(im.markRead, targetOf(peer), { silent: true }).catch(() => {});
}

function startFor(token: string, viewerId: number): void {
  chatActions.reset(viewerId);
  socket = new ChatSocket({
    url: () => chatSocketUrl(token, langHeaderOf(i18n.language), window.location),
    onFrame: handleFrame,
    onOpen: () => void catchUp().catch(() => {}),
    onStatus: (status) => useConnectionStatus.setState({ status }),
  });
  socket.start();
}

function stopSocket(): void {
  gaps.stop();
  socket?.stop();
  socket = null;
}

const goneOffline = () => socket?.dropConnection();

/**
 * Opens the one connection of this logged-in session (idempotent) and follows the session: a logout
 * closes it deliberately, a different login starts afresh.
 */
export function ensureChatConnection(): void {
  const { token, userId } = useSessionStore.getState();
  if (!socket && token && userId !== null) startFor(token, userId);
  if (unsubscribeSession) return;
  window.addEventListener('offline', goneOffline);
  unsubscribeSession = useSessionStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    stopSocket();
    chatActions.reset(null);
    if (state.token && state.userId !== null) startFor(state.token, state.userId);
  });
}

/** Sends one frame; it shows as pending until the server echoes it. */
export function sendChatFrame(peer: number, frame: im.SendFrame): void {
  ensureChatConnection();
  chatActions.addPending(peer, frame);
  socket?.send(frame);
}

export function resendPending(peer: number, localId: string): void {
  const item = chatActions.retryPending(peer, localId);
  if (item) socket?.send(item.frame);
}

let localCounter = 0;
/** A localId unique to this device: the server stores a given localId once per sender. */
export function newLocalId(): string {
  localCounter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2);
  return `${Date.now().toString(36)}-${localCounter}-${random}`.slice(0, 64);
}
