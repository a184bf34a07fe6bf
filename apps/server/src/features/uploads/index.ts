/**
 * The uploads feature as other features see it: the checks on addresses users set, private files (made
 * private by what they belong to, served with signed addresses), copies of stored files, and the demo
 * world's shipped media put into the store.
 */
export {
  checkFileUrls,
  checkPictureList,
  FileUrlRefusal,
  hostOf,
  type FileUrlField,
  type FileUrlRules,
} from './file-urls.js';
export { storeDemoFile, storeDemoMedia, type DemoClip, type StoredDemoFile } from './demo-media.js';
export {
  fileUrlSigner,
  makeIdentityDocumentFiles,
  makePaidEpisodeFiles,
  storePrivateCopy,
} from './paid-files.js';
export { uploadsFeature } from './routes.js';
export { FILES_PREFIX } from './serve.js';
