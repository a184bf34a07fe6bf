import { useEffect } from 'react';
import { AddFriendDialogs } from './AddFriendDialog';
import { forgetLabelWhenPanelCloses } from './label-memory';

/**
 * Mounted once beside the side panels: the add-friend dialogs (openable from anywhere) and the rule that
 * closing the chat panel forgets the last selected label.
 */
export function FriendsHost() {
  useEffect(() => forgetLabelWhenPanelCloses(), []);
  return <AddFriendDialogs />;
}
