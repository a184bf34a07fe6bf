import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { im } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSessionStore } from '../auth/session-store';
import { chatActions, emptyThread, useChatStore } from './chat-store';
import { isGroupKey } from './chat-key';
import { newLocalId, resendPending, sendChatFrame } from './chat-connection';
import { formatSeparatorTime, needsSeparator } from './chat-time';
import { Composer } from './Composer';
import { useChatAttachments } from './composer/use-chat-attachments';
import { PendingBubble, StoredBubble } from './MessageBubble';
import { ChatReportDialog } from './ChatReportDialog';
import { ForwardDialog } from './ForwardDialog';
import { useMessageActions } from './use-message-actions';
import { GroupComposer } from '../groups/GroupComposer';
import { GroupThreadHeader } from '../groups/GroupThreadHeader';

/** Spec 001 §9: older messages load when scrolled within 50 px of the top. */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** Closer than this to the bottom counts as reading the newest messages: new ones keep the view there. */
const STICK_TO_BOTTOM_PX = 80;

interface ThreadViewProps {
  peer: number;
  title: string;
}

export function ChatThreadView({ peer, title }: ThreadViewProps) {
  const { t } = useTranslation();
  const thread = useChatStore((state) => state.threads[peer]) ?? emptyThread;
  const viewer = useSessionStore((state) => state.userInfo);
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const loadingRef = useRef(false);

  const loadOlder = useCallback(async () => {
    const current = useChatStore.getState().threads[peer] ?? emptyThread;
    if (loadingRef.current || (current.pagesLoaded > 0 && !current.hasOlder)) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      const page = await api(
        im.innerList,
        {
          sessionType: 'single',
          receiverId: peer,
          pageNum: current.pagesLoaded + 1,
          pageSize: im.MESSAGE_PAGE_SIZE,
        },
        { silent: true },
      );
      chatActions.addOlderPage(peer, page.data, page.total);
    } catch {
      // The list keeps what it has; scrolling up again retries.
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [peer]);

  useEffect(() => {
    if ((useChatStore.getState().threads[peer]?.pagesLoaded ?? 0) === 0) void loadOlder();
  }, [peer, loadOlder]);

  // Keeps the reader's place: older pages grow the list upwards, new messages follow when at the bottom.
  const firstSeq = thread.messages[0]?.seq;
  const itemCount = thread.messages.length + thread.pending.length;
  const previous = useRef({ firstSeq, itemCount, pending: thread.pending.length, fromBottom: 0 });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = previous.current;
    const prepended = before.firstSeq !== undefined && firstSeq !== undefined && firstSeq < before.firstSeq;
    const ownSend = thread.pending.length > before.pending;
    if (prepended && before.fromBottom > STICK_TO_BOTTOM_PX) {
      list.scrollTop = list.scrollHeight - list.clientHeight - before.fromBottom;
    } else if (ownSend || before.fromBottom <= STICK_TO_BOTTOM_PX || before.firstSeq === undefined) {
      list.scrollTop = list.scrollHeight;
    }
    previous.current = {
      firstSeq,
      itemCount,
      pending: thread.pending.length,
      fromBottom: list.scrollHeight - list.clientHeight - list.scrollTop,
    };
  }, [firstSeq, itemCount, thread.pending.length]);

  // Pictures load after the layout above: while the reader is at the bottom, keep them there.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const content = contentRef.current;
    if (!list || !content) return;
    const stick = () => {
      if (previous.current.fromBottom <= STICK_TO_BOTTOM_PX) list.scrollTop = list.scrollHeight;
    };
    // A picture's load does not bubble, but it does pass the list on its way down (capture).
    list.addEventListener('load', stick, true);
    const observer = new ResizeObserver(stick);
    observer.observe(content);
    return () => {
      list.removeEventListener('load', stick, true);
      observer.disconnect();
    };
  }, []);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    previous.current.fromBottom = list.scrollHeight - list.clientHeight - list.scrollTop;
    if (list.scrollTop <= LOAD_OLDER_THRESHOLD_PX && thread.hasOlder) void loadOlder();
  };

  const onSend = useCallback(
    (text: string, atIds?: number[]) => {
      sendChatFrame(peer, {
        localId: newLocalId(),
        receiverId: peer,
        sessionType: 'single',
        messageType: 'text',
        content: text,
        ...(atIds && atIds.length > 0 ? { atIds } : {}),
      });
    },
    [peer],
  );
  const onSendFiles = useChatAttachments(peer);
  const onResend = useCallback((localId: string) => resendPending(peer, localId), [peer]);
  const { onAction, forwarding, closeForward, reporting, closeReport } = useMessageActions(peer);

  const now = Date.now();
  const timeTexts = useMemo(
    () => ({
      yesterday: t('chat.yesterday'),
      weekdays: t('chat.weekdays', { returnObjects: true }) as string[],
    }),
    [t],
  );

  const rows = useMemo(() => {
    const out: ReactNode[] = [];
    let lastTime: number | undefined;
    const separator = (time: number, key: string) => {
      if (needsSeparator(lastTime, time)) {
        out.push(
          <div className="chat-time" key={`time-${key}`} data-testid="chat-time">
            {formatSeparatorTime(time, now, timeTexts)}
          </div>,
        );
      }
      lastTime = time;
    };
    for (const message of thread.messages) {
      separator(message.createTime, String(message.seq));
      out.push(
        <StoredBubble
          key={message.seq}
          message={message}
          own={message.sender.id === viewer?.id}
          viewerId={viewer?.id ?? null}
          onAction={onAction}
        />,
      );
    }
    for (const item of thread.pending) {
      separator(item.createTime, item.localId);
      out.push(
        <PendingBubble
          key={item.localId}
          item={item}
          avatar={viewer?.avatar ?? ''}
          name={viewer?.nickName ?? ''}
          onResend={onResend}
        />,
      );
    }
    return out;
    // `now` only matters at minute granularity; the rows rebuild whenever messages change anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread.messages, thread.pending, viewer, timeTexts, onResend, onAction]);

  return (
    <section className="chat-thread" data-testid="chat-thread" data-peer={peer}>
      {isGroupKey(peer) ? (
        <GroupThreadHeader groupId={-peer} title={title} />
      ) : (
        <header className="chat-thread__header" data-testid="chat-thread-title">
          {title}
        </header>
      )}
      <div className="chat-thread__list" ref={listRef} onScroll={onScroll} data-testid="chat-messages">
        <div className="chat-thread__older" data-testid="chat-older">
          {loading
            ? t('chat.loadingOlder')
            : thread.pagesLoaded > 0 && !thread.hasOlder
              ? t('chat.noMore')
              : ''}
        </div>
        <div ref={contentRef}>{rows}</div>
      </div>
      {isGroupKey(peer) ? (
        <GroupComposer groupId={-peer} onSend={onSend} onSendFiles={onSendFiles} />
      ) : (
        <Composer onSend={onSend} onSendFiles={onSendFiles} />
      )}
      {/* Mounted only while forwarding: the friend book is fetched when a forward starts. */}
      {forwarding ? <ForwardDialog message={forwarding} onClose={closeForward} /> : null}
      {reporting ? <ChatReportDialog message={reporting} onClose={closeReport} /> : null}
    </section>
  );
}
