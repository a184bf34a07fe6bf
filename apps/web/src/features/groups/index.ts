// Registers the feature's texts before any of its screens renders (see register-messages.ts).
import './register-messages';
export { ChatPlusMenu } from './ChatPlusMenu';
export { GroupComposer } from './GroupComposer';
export { GroupSenderName } from './GroupSenderName';
export { GroupThreadHeader } from './GroupThreadHeader';
export { MyGroupsPane } from './MyGroupsPane';
