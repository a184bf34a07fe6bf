export { ChannelsDialog, type CommunityDialogProps } from './ChannelsDialog';
export { InviteRecordsDialog } from './InviteRecordsDialog';
export { PreJoinMessagesDialog } from './PreJoinMessagesDialog';
export { HarassRuleDialog } from './HarassRuleDialog';
export { ApplicationsDialog } from './ApplicationsDialog';
export { ApplyGroupDialog } from './ApplyGroupDialog';
export { JoinByWordDialog } from './JoinByWordDialog';
export { JoinGroupPage } from './JoinGroupPage';
export { ticketOf, joinPathForWord } from './join-ticket';
