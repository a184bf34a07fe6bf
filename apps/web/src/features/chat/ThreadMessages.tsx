import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import {
  measureElement as measureDrawnRow,
  observeElementRect as observeListRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { im } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { instantOf } from '../../ui/answer-time';
import { useSessionStore } from '../auth';
import { emptyThread, useChatStore, type ChatThread, resendPending, type ChatKey } from '../im';
import { formatSeparatorTime, needsSeparator, type TimeTexts } from './chat-time';
import { PendingBubble, StoredBubble } from './MessageBubble';
import type { MessageAction } from './message-menu';
import { useOlderPages } from './use-older-pages';
import './thread-messages.css';

/** Spec 001 §9: older messages load when scrolled within 50 px of the top. */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** Closer than this to the bottom counts as reading the newest messages: new ones keep the view there. */
const STICK_TO_BOTTOM_PX = 80;
/** A one-line text message with its avatar; rows are measured once drawn, this only places unseen ones. */
const ESTIMATED_ROW_PX = 56;
/**
 * Rows drawn beyond each edge of the view. Generous, so a fast wheel or a page's worth of prepended
 * history is already drawn when it scrolls in, while a thread of 100,000 keeps about fifty in the page.
 */
const OVERSCAN_ROWS = 20;

/**
 * A list or row without a layout size (not displayed yet, or a DOM without layout such as the one
 * component tests run in) is taken at a screenful and at the estimate, so rows are still drawn.
 */
const UNLAID_VIEW_PX = 640;
type ListVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement>;
const observeViewRect = (
  instance: ListVirtualizer,
  report: (rect: { width: number; height: number }) => void,
) =>
  observeListRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: UNLAID_VIEW_PX }));
const measureRow = (
  element: HTMLDivElement,
  entry: ResizeObserverEntry | undefined,
  instance: ListVirtualizer,
) => measureDrawnRow(element, entry, instance) || ESTIMATED_ROW_PX;

/** Row `index` of a thread: its stored messages in seq order, then the sends still on their way. */
function rowAt(thread: ChatThread, index: number) {
  const stored = thread.messages[index];
  if (stored) return { stored, pending: undefined, time: instantOf(stored.createTime) };
  const pending = thread.pending[index - thread.messages.length]!;
  return { stored: undefined, pending, time: pending.createTime };
}

interface ThreadMessagesProps {
  peer: ChatKey;
  onAction: (message: im.Message, action: MessageAction) => void;
}

/**
 * The message list of one chat, virtualised: only the rows in view (and a margin) are in the page, so
 * a thread stays smooth however long its history grows. Rows are measured as drawn, since bubbles
 * differ in height (text, pictures, cards, time separators). The list is anchored to its end: older
 * pages grow it upwards under a reader who stays on the same message, and new messages are followed
 * while the reader is at the bottom. Own sends always bring the view to the bottom.
 */
export const ThreadMessages = memo(function ThreadMessages({ peer, onAction }: ThreadMessagesProps) {
  const { t } = useTranslation();
  const thread = useChatStore((state) => state.threads[peer]) ?? emptyThread;
  const viewer = useSessionStore((state) => state.userInfo);
  const { loading, loadOlder } = useOlderPages(peer);
  const listRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  // Where the rows start inside the list (its padding and the 'loading...' line above them).
  const [rowsTop, setRowsTop] = useState(0);

  const count = thread.messages.length + thread.pending.length;
  const keyOf = useCallback(
    (index: number) => {
      const row = rowAt(thread, index);
      return row.stored ? `s${row.stored.seq}` : `p${row.pending.localId}`;
    },
    // The rows are those two lists; the thread object around them changes with every store update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [thread.messages, thread.pending],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => listRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: keyOf,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: STICK_TO_BOTTOM_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: rowsTop,
    observeElementRect: observeViewRect,
    measureElement: measureRow,
  });

  useLayoutEffect(() => {
    setRowsTop(rowsRef.current?.offsetTop ?? 0);
  }, [loading, thread.hasOlder]);

  // A chat opens on its newest message.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // The viewer's own send goes to the bottom even when they were reading further up.
  const pendingCount = thread.pending.length;
  const pendingBefore = useRef(pendingCount);
  useLayoutEffect(() => {
    if (pendingCount > pendingBefore.current) virtualizer.scrollToEnd();
    pendingBefore.current = pendingCount;
  }, [pendingCount, virtualizer]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (event.currentTarget.scrollTop <= LOAD_OLDER_THRESHOLD_PX && thread.hasOlder) void loadOlder();
  };

  const onResend = useCallback((localId: string) => resendPending(peer, localId), [peer]);
  const timeTexts = useMemo<TimeTexts>(
    () => ({
      yesterday: t('chat.yesterday'),
      weekdays: t('chat.weekdays', { returnObjects: true }) as string[],
    }),
    [t],
  );
  const now = Date.now();

  return (
    <div className="chat-thread__list" ref={listRef} onScroll={onScroll} data-testid="chat-messages">
      <div className="chat-thread__older" data-testid="chat-older">
        {loading
          ? t('chat.loadingOlder')
          : thread.pagesLoaded > 0 && !thread.hasOlder
            ? t('chat.noMore')
            : ''}
      </div>
      <div className="chat-thread__rows" ref={rowsRef} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rowAt(thread, item.index);
          const previousTime = item.index > 0 ? rowAt(thread, item.index - 1).time : undefined;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="chat-thread__row"
              style={{ transform: `translateY(${item.start - rowsTop}px)` }}
            >
              {needsSeparator(previousTime, row.time) ? (
                <div className="chat-time" data-testid="chat-time">
                  {formatSeparatorTime(row.time, now, timeTexts)}
                </div>
              ) : null}
              {row.stored ? (
                <StoredBubble
                  message={row.stored}
                  own={row.stored.sender.id === viewer?.id}
                  viewerId={viewer?.id ?? null}
                  onAction={onAction}
                />
              ) : (
                <PendingBubble
                  item={row.pending}
                  avatar={viewer?.avatar ?? ''}
                  name={viewer?.nickName ?? ''}
                  onResend={onResend}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});
