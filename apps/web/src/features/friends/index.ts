export { FriendsTab } from './FriendsTab';
export { FriendsHost } from './FriendsHost';
export { BusinessCard } from './BusinessCard';
export { openAddFriendDialog, openFriendRequestForm, useAddFriendStore } from './add-friend-store';
export { useFriendBook, useNewFriendCount } from './friends-queries';
