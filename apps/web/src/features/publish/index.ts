export { openPublishDialog, closePublishDialog, type PublishKind } from './publish-store';
export { PublishDialogHost } from './PublishDialogHost';
