import type { Generated } from 'kysely';
import type { uploads } from '@fox/contracts';

/** One stored upload: who sent it, where it lives in the file store, and what it is. */
export interface UploadTable {
  id: Generated<number>;
  userId: number;
  /** Key in the file store; the public URL is the files prefix plus this key. */
  key: string;
  /** The name the user's file had, for downloads. */
  fileName: string;
  /** Bytes stored (after re-encoding, for images). */
  size: number;
  contentType: string;
  kind: uploads.FileKind;
  createdAt: number;
}

export interface UploadsTables {
  uploads: UploadTable;
}
