import { profiles } from '@fox/contracts';
import { api } from '../../api';
import { usePanelsStore } from '../../app/panels-store';
import { chatActions, useChatStore, type ChatPeer } from './chat-store';
import { ensureChatConnection, markRead } from './chat-connection';

/**
 * Opens the chat panel on the conversation with this user. Someone without a conversation yet gets a
 * local one, which the server creates with the first message. Pass what the caller already knows of the
 * user to skip looking them up.
 */
export async function openChatWith(userId: number, known?: ChatPeer): Promise<void> {
  ensureChatConnection();
  usePanelsStore.getState().openChat();
  chatActions.select(userId);
  const state = useChatStore.getState();
  const conversation = state.conversations.find((item) => item.receiver.id === userId);
  if (conversation) {
    if (conversation.unreadCount > 0) await markRead(userId);
    return;
  }
  if (known) {
    chatActions.rememberPeer(known);
    return;
  }
  if (state.peers[userId]) return;
  const home = await api(profiles.userHome, { userId });
  chatActions.rememberPeer({ id: home.id, name: home.nickName || home.userName, avatar: home.avatar });
}
