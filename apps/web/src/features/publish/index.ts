export { closePublishDialog, openPublishDialog } from './publish-store';
export { PublishDialogHost } from './PublishDialogHost';
export type { PublishExtraTab } from './PublishDialog';
export { blockKey, blocksToHtml, hasContent, type BodyBlock } from './body-blocks';
export { LazyBodyEditor } from './lazy-body-editor';
