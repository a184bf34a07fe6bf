export { openPublishDialog } from './publish-store';
export { PublishDialogHost } from './PublishDialogHost';
