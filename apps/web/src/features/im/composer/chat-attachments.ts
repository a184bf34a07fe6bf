import { uploads, type im } from '@fox/contracts';
import { checkBatch, type UploadRefusal, type UploadRules } from '../../../ui/uploader';
import { extensionOf } from '../../../ui/uploader/upload-checks';

/** The composer's two pickers: documents, and pictures with video (spec 001 §5). */
export type AttachmentKind = 'media' | 'document';

export const ATTACHMENT_RULES: Record<AttachmentKind, UploadRules> = {
  media: {
    extensions: uploads.CHAT_MEDIA_EXTENSIONS,
    maxSizeMb: uploads.CHAT_UPLOAD_MAX_MB,
    maxCount: uploads.CHAT_BATCH_MAX,
  },
  document: {
    extensions: uploads.CHAT_DOCUMENT_EXTENSIONS,
    maxSizeMb: uploads.CHAT_UPLOAD_MAX_MB,
    maxCount: uploads.CHAT_BATCH_MAX,
  },
};

/** Checks one selection: the count, then each file's format and size; the first refusal wins. */
export function checkAttachments(
  files: ReadonlyArray<Pick<File, 'name' | 'size'>>,
  kind: AttachmentKind,
): UploadRefusal | null {
  return checkBatch(files, ATTACHMENT_RULES[kind]);
}

export type AttachmentMessageType = Extract<im.SendFrame['messageType'], 'photo' | 'video' | 'file'>;

/** The message a checked file goes out as. */
export function messageTypeOfFile(name: string): AttachmentMessageType {
  const ext = extensionOf(name);
  if (ext === 'mp4') return 'video';
  return (uploads.CHAT_MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? 'photo' : 'file';
}

const PASTED_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The pictures among pasted clipboard files. A picture copied from a page or a screenshot may come without
 * a usable name; it is named after its type so that the format check and the stored name make sense.
 */
export function pastedImages(files: readonly File[], now = Date.now()): File[] {
  return files
    .filter((file) => file.type.startsWith('image/'))
    .map((file, index) => {
      if (extensionOf(file.name) !== '') return file;
      const ext = PASTED_EXTENSIONS[file.type] ?? file.type.slice('image/'.length);
      return new File([file], `paste-${now}-${index}.${ext}`, { type: file.type });
    });
}
