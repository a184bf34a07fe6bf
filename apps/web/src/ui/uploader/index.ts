export { FileUploader, type FileUploaderProps } from './FileUploader';
export { ImageUploader, type ImageUploaderProps } from './ImageUploader';
export {
  ALL_UPLOAD_EXTENSIONS,
  IMAGE_EXTENSIONS,
  IMAGE_UPLOAD_MAX_MB,
  UPLOAD_MAX_MB,
  checkBatch,
  checkFile,
  type UploadRefusal,
  type UploadRules,
} from './upload-checks';
export { uploadFile, UploadFailed, type UploadedFile, type UploadOptions } from './upload-request';
