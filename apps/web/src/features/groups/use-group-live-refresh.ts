import { useEffect } from 'react';
import { chatKeyOf, refreshConversations, useChatStore } from '../im';
import { useRefreshGroup, useRefreshGroupLists } from './groups-queries';

/** Commands that rename the group: the conversation list shows the name too. */
const RENAMING = new Set(['groupName', 'groupLogo']);

/**
 * While a group's thread is open, every command message that reaches it (live or by catch-up) refetches
 * the group: renames, notices, mutes, role changes, members coming and going and dissolving show at once
 * instead of at the next visit.
 */
export function useGroupLiveRefresh(groupId: number): void {
  const refreshGroup = useRefreshGroup(groupId);
  const refreshLists = useRefreshGroupLists();

  useEffect(() => {
    const peer = chatKeyOf('group', groupId);
    return useChatStore.subscribe((state, previous) => {
      const now = state.threads[peer];
      const before = previous.threads[peer];
      if (!now || !before || now.messages === before.messages) return;
      // A page of older history holds old commands: what they changed is in the detail already.
      if (now.pagesLoaded !== before.pagesLoaded) return;
      const lastSeen = before.messages[before.messages.length - 1]?.seq ?? 0;
      const commands = now.messages.filter(
        (message) => message.seq > lastSeen && message.messageType === 'command',
      );
      if (commands.length === 0) return;
      void refreshGroup();
      void refreshLists();
      if (commands.some((message) => RENAMING.has(message.commandType ?? ''))) {
        void refreshConversations().catch(() => {});
      }
    });
    // The refresh functions are rebuilt each render but always do the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);
}
