export { ChatPlusMenu } from './ChatPlusMenu';
export { GroupComposer } from './GroupComposer';
export { GroupThreadHeader } from './GroupThreadHeader';
export { MyGroupsPane } from './MyGroupsPane';
