// The share-to-chat pieces, loaded only when a page that offers them is opened (chat's index lazy-loads this).
export { ShareMenu } from './ShareMenu';
export { ShareToChatDialog } from './ShareToChatDialog';
