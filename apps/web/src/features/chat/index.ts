export { ChatPanel } from './ChatPanel';
export { ShareMenu, ShareToChatDialog, type ShareMenuProps } from './share-entry';
