export { ChatPlusMenu } from './ChatPlusMenu';
export { GroupComposer } from './GroupComposer';
export { GroupSenderName } from './GroupSenderName';
export { GroupThreadHeader } from './GroupThreadHeader';
export { MyGroupsPane } from './MyGroupsPane';
