import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** Default upload limit in MB (spec: "Upload max 200 MB default"); the server's UPLOAD_MAX_MB changes it. */
export const UPLOAD_MAX_MB = 200;
/** Default limit of the image uploader variant, in MB. */
export const IMAGE_UPLOAD_MAX_MB = 5;

/** What an uploaded file is, decided from its content, never from its name. */
export const fileKinds = ['image', 'video', 'document'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Extensions the platform accepts, by kind. */
export const allowedExtensions: Record<FileKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  video: ['mp4', 'mov', 'webm'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
};

/**
 * Spec 001 §5 and §9: what the chat composer uploads. Documents go out as file messages; pictures and video
 * as photo and video messages. Each file may be 50 MB, nine per selection. The server accepts all of these
 * under its general limit; the chat limit is the composer's check.
 */
export const CHAT_DOCUMENT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pdf', 'pptx'] as const;
export const CHAT_MEDIA_EXTENSIONS = ['jpeg', 'png', 'jpg', 'webp', 'gif', 'mp4'] as const;
export const CHAT_UPLOAD_MAX_MB = 50;
export const CHAT_BATCH_MAX = 9;

/**
 * An address of a stored file a user sets (a cover, an episode's video): the `url` an upload answered,
 * relative or absolute on the portal's own host. The server checks that it names a file of the portal's
 * store, of the right kind, that the user may use there, and refuses it naming the field otherwise.
 */
export const fileAddress = z.string().trim().min(1).max(1024);

/** The spec's "Uploaded file" (url, fileName, size) and what the server learned about it. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  kind: z.enum(fileKinds),
  /** Images: a small webp preview. */
  thumbnailUrl: z.string().optional(),
  /** Videos, when the server has ffmpeg: a jpg frame. */
  posterUrl: z.string().optional(),
  /** Videos: seconds, or null when the server cannot probe videos. */
  duration: z.number().nullable().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/resource/oss/v2/upload',
  auth: 'user',
  tag: 'uploads',
  summary:
    'Upload one file (multipart/form-data, field `file`). The type is checked by content; images are re-encoded without metadata and get a thumbnail',
  kind: 'object',
  response: uploadedFileSchema,
});

export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/resource/oss/download/url',
  auth: 'user',
  tag: 'uploads',
  summary:
    'The stored file as a download (binary, Content-Disposition with the original name); 404 with an envelope when it is gone',
  query: z.object({ pathUrl: z.string().trim().min(1).max(1024) }),
  kind: 'object',
  response: z.unknown(),
});
