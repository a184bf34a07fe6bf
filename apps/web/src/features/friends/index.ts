export { FriendsTab, type FriendsSection } from './FriendsTab';
export { FriendsHost } from './FriendsHost';
export { BusinessCard, type BusinessCardProps } from './BusinessCard';
export { openAddFriendDialog, openFriendRequestForm } from './add-friend-store';
export { useNewFriendCount } from './friends-queries';
