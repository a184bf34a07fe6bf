/**
 * The uploads feature as other features see it: the checks on addresses users set, private files (made
 * private by what they belong to, served with signed addresses), and copies of stored files.
 */
export {
  checkFileUrls,
  checkPictureList,
  FileUrlRefusal,
  hostOf,
  type FileUrlField,
  type FileUrlRules,
} from './file-urls.js';
export { fileUrlSigner, makePaidEpisodeFiles, storePrivateCopy } from './paid-files.js';
export { uploadsFeature } from './routes.js';
export { FILES_PREFIX } from './serve.js';
