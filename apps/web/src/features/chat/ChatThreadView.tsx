import { useCallback } from 'react';
import { isGroupKey, targetOf, newLocalId, sendChatFrame, Composer } from '../im';
import { useChatAttachments } from './composer/use-chat-attachments';
import { ChatReportDialog } from './ChatReportDialog';
import { ForwardDialog } from './ForwardDialog';
import { NotFriendBar } from './NotFriendBar';
import { ThreadMessages } from './ThreadMessages';
import { useMessageActions } from './use-message-actions';
import { GroupComposer, GroupThreadHeader } from '../groups';

interface ThreadViewProps {
  peer: number;
  title: string;
}

export function ChatThreadView({ peer, title }: ThreadViewProps) {
  const onSend = useCallback(
    (text: string, atIds?: number[]) => {
      sendChatFrame(peer, {
        localId: newLocalId(),
        ...targetOf(peer),
        messageType: 'text',
        content: text,
        ...(atIds && atIds.length > 0 ? { atIds } : {}),
      });
    },
    [peer],
  );
  const onSendFiles = useChatAttachments(peer);
  const { onAction, forwarding, closeForward, reporting, closeReport } = useMessageActions(peer);

  return (
    <section className="chat-thread" data-testid="chat-thread" data-peer={peer}>
      {isGroupKey(peer) ? (
        <GroupThreadHeader groupId={-peer} title={title} />
      ) : (
        <header className="chat-thread__header" data-testid="chat-thread-title">
          {title}
        </header>
      )}
      <NotFriendBar peer={peer} name={title} />
      <ThreadMessages peer={peer} onAction={onAction} />
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
