import { formatChinaTime } from '@fox/contracts/client';
import type { im } from '@fox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatActions, useChatStore } from './chat-store';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));

const { GapFiller, GAP_GRACE_MS } = await import('./chat-gaps');

const ME = 7;
const PEER = 8;

function message(seq: number): im.Message {
  return {
    id: seq,
    localId: `l${seq}`,
    chatId: '7_8',
    seq,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(1_000 * seq),
    body: { content: `m${seq}`, err: null, duration: null },
    sender: { id: PEER, name: 'u8', avatar: '', role: null, forbid: false },
    receiver: { id: ME, name: 'u7', avatar: '' },
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
  };
}

/** The server's side of the conversation: seqs 1 to 8, answered page by page after a seq. */
const stored = Array.from({ length: 8 }, (_, i) => message(i + 1));
function answerAfterList(_endpoint: unknown, query: { afterSeq: number; receiverId: number }) {
  const rest = stored.filter((item) => item.seq > query.afterSeq);
  return Promise.resolve({ data: rest.slice(0, 2), total: rest.length });
}

describe('filling a gap', () => {
  let filler: InstanceType<typeof GapFiller>;
  const filled: number[] = [];
  const seqs = () => useChatStore.getState().threads[PEER]!.messages.map((item) => item.seq);

  beforeEach(() => {
    vi.useFakeTimers();
    api.mockReset();
    api.mockImplementation(answerAfterList);
    chatActions.reset(ME);
    chatActions.addOlderPage(PEER, [message(2), message(1)], 8);
    filler = new GapFiller({ countUnread: () => true, filled: (peer) => filled.push(peer) });
  });
  afterEach(() => {
    filler.stop();
    vi.useRealTimers();
  });

  it('fetches the missing range after the grace period, page by page, merging by seq', async () => {
    chatActions.receive([message(6)], true);
    filler.check();
    await vi.advanceTimersByTimeAsync(GAP_GRACE_MS - 1);
    expect(api).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // Pages of two from seq 2 on, until the server has no more.
    expect(api.mock.calls.map(([, query]) => (query as { afterSeq: number }).afterSeq)).toEqual([2, 4, 6]);
    expect(api.mock.calls[0]![1]).toMatchObject({ sessionType: 'single', receiverId: PEER });
    expect(seqs()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(useChatStore.getState().seenSeq[PEER]).toBe(8);
    expect(useChatStore.getState().strays[PEER]).toBeUndefined();
    expect(filled).toContain(PEER);
  });

  it('fetches nothing when the missing message arrives by itself within the grace period', async () => {
    chatActions.receive([message(4)], true);
    filler.check();
    chatActions.receive([message(3)], true);
    filler.check();
    await vi.advanceTimersByTimeAsync(GAP_GRACE_MS * 2);
    expect(api).not.toHaveBeenCalled();
    expect(seqs()).toEqual([1, 2, 3, 4]);
  });
});
