import type { Generated } from 'kysely';
import type { uploads } from '@fox/contracts';

/**
 * Who may fetch a stored file: anyone (`public`), or only a viewer holding a signed address, because the
 * file belongs to a paid episode (`paidEpisode`), or is a photo of an ID card sent for real-name
 * verification (`identityDocument`: its uploader fetches it through the download call, operators through
 * the addresses signed for them in the review queue, nobody else ever). Decided by what the file belongs
 * to, never by its path.
 */
export type UploadAccess = 'public' | 'paidEpisode' | 'identityDocument';

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
  access: Generated<UploadAccess>;
  createdAt: number;
}

/** The secret of signed file addresses: one row, id 1, shared by every server process on the database. */
export interface FileSigningKeyTable {
  id: number;
  secret: string;
  createdAt: number;
}

export interface UploadsTables {
  uploads: UploadTable;
  fileSigningKeys: FileSigningKeyTable;
}
