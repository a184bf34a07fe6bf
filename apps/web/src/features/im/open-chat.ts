import { groups, profiles } from '@fox/contracts';
import { api } from '../../api';
import { usePanelsStore } from '../../ui/panels-store';
import { chatActions, useChatStore, type ChatPeer } from './chat-store';
import { ensureChatConnection, markRead } from './chat-connection';
import { chatKeyOf, conversationKey } from './chat-key';

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
  const conversation = state.conversations.find((item) => conversationKey(item) === userId);
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

/** Opens the chat panel on a group chat the viewer belongs to. */
export async function openGroupChat(
  groupId: number,
  known?: { name: string; avatar: string },
): Promise<void> {
  ensureChatConnection();
  usePanelsStore.getState().openChat();
  const key = chatKeyOf('group', groupId);
  chatActions.select(key);
  const state = useChatStore.getState();
  const conversation = state.conversations.find((item) => conversationKey(item) === key);
  if (conversation) {
    if (conversation.unreadCount > 0) await markRead(key);
    return;
  }
  if (known) {
    chatActions.rememberPeer({ id: key, ...known });
    return;
  }
  const group = await api(groups.groupDetail, { id: groupId });
  chatActions.rememberPeer({ id: key, name: group.name, avatar: group.logo });
}
