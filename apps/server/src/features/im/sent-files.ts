import type { im } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { checkFileUrls, FileUrlRefusal, type FileUrlField } from '../uploads/index.js';
import { ImError } from './im-errors.js';

const SHARE_PICTURES = ['avatar', 'coverImage', 'shareUserAvatar'] as const;

/**
 * A media message's file and a share card's pictures must be files of the portal's own store that anyone
 * in the chat may fetch: not an address elsewhere, not a file that does not exist, not a paid episode's
 * private file. Nothing is stored when one is refused; the refusal names the frame's field.
 */
export async function checkSentFiles(db: Db, senderId: number, frame: im.SendFrame): Promise<void> {
  const fields: FileUrlField[] = [];
  if (frame.messageType !== 'text' && frame.messageType !== 'share' && frame.content)
    fields.push({ field: 'content', url: frame.content });
  for (const name of SHARE_PICTURES) {
    const url = frame.share?.[name];
    if (url) fields.push({ field: `share.${name}`, url, kind: 'image' });
  }
  if (fields.length === 0) return;
  try {
    await checkFileUrls(db, { userId: senderId }, fields);
  } catch (error) {
    if (error instanceof FileUrlRefusal) throw new ImError(400, 'chatFile', { field: error.field });
    throw error;
  }
}
