import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import { checkFileUrls, hostOf, type FileUrlField } from '../uploads/index.js';
import { imageSourcesOf, sanitizeRichText } from './sanitize.js';

/** The fields of content bodies that name stored files. */
interface ContentFiles {
  videoUrl?: string | undefined;
  coverUrl?: string | undefined;
  contentHtml?: string | undefined;
}

/**
 * Refuses a body whose video, cover or rich-text pictures are not files of the portal's own store (or are
 * a paid episode's private file), naming the field. Pictures are read from the sanitised text, the one
 * that is stored: what sanitising drops is not refused.
 */
export async function checkContentFiles(
  db: Db,
  request: FastifyRequest,
  userId: number,
  body: ContentFiles,
): Promise<void> {
  const fields: FileUrlField[] = [];
  if (body.videoUrl) fields.push({ field: 'videoUrl', url: body.videoUrl, kind: 'video' });
  if (body.coverUrl) fields.push({ field: 'coverUrl', url: body.coverUrl, kind: 'image' });
  if (body.contentHtml) {
    for (const url of imageSourcesOf(sanitizeRichText(body.contentHtml)))
      fields.push({ field: 'contentHtml', url, kind: 'image' });
  }
  await checkFileUrls(db, { userId, host: hostOf(request) }, fields);
}
