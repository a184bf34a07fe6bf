import { im } from '@fox/contracts';
import { api } from '../../api';
import { targetOf, type ChatKey } from './chat-key';
import { chatActions, useChatStore } from './chat-store';

/**
 * How long a gap may stay open before the missing range is fetched: messages of two senders in one
 * conversation can reach the socket out of seq order by a few milliseconds, and then fill it themselves.
 */
export const GAP_GRACE_MS = 300;

/**
 * Everything of one conversation after the seq up to which the client has it all, page by page, merged
 * by seq: a catch-up after a reconnect or a resync, or the fill of a gap.
 */
export async function fetchAfter(peer: ChatKey, countUnread: boolean): Promise<void> {
  for (;;) {
    const afterSeq = useChatStore.getState().seenSeq[peer] ?? 0;
    const page = await api(
      im.afterList,
      { ...targetOf(peer), afterSeq, pageSize: im.CATCH_UP_MAX },
      { silent: true },
    );
    chatActions.receivePage(peer, afterSeq, page.data, countUnread);
    if (page.data.length === 0 || page.data.length >= page.total) return;
  }
}

export interface GapFillerOptions {
  /** Whether messages fetched for this conversation count as unread (the viewer is not looking at it). */
  countUnread: (peer: ChatKey) => boolean;
  /** After a gap of this conversation was filled. */
  filled?: (peer: ChatKey) => void;
  graceMs?: number;
}

/**
 * Watches the conversations for gaps (a seq received above one not yet held) and fetches each missing
 * range once it has stayed open for the grace period; one fetch per conversation at a time.
 */
export class GapFiller {
  private readonly timers = new Map<ChatKey, ReturnType<typeof setTimeout>>();
  private readonly fetching = new Set<ChatKey>();

  constructor(private readonly options: GapFillerOptions) {}

  /** Looks for gaps now (after messages were received). */
  check(): void {
    const { strays } = useChatStore.getState();
    for (const key of Object.keys(strays)) this.schedule(Number(key));
  }

  private schedule(peer: ChatKey): void {
    if (this.timers.has(peer) || this.fetching.has(peer)) return;
    const timer = setTimeout(() => {
      this.timers.delete(peer);
      if (useChatStore.getState().strays[peer]) void this.fill(peer);
    }, this.options.graceMs ?? GAP_GRACE_MS);
    this.timers.set(peer, timer);
  }

  private async fill(peer: ChatKey): Promise<void> {
    this.fetching.add(peer);
    try {
      await fetchAfter(peer, this.options.countUnread(peer));
      this.fetching.delete(peer);
      this.options.filled?.(peer);
      this.check();
    } catch {
      // Tried again at the next message, resync or reconnect.
      this.fetching.delete(peer);
    }
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
