import { consoleReports, social } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { groupDirectory } from '../groups/index.js';
import { messageInContext } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { personOf, type CaseRow } from './report-queue.js';
import type { TargetRegistry } from './targets.js';

type Preview = consoleReports.ReportPreview;

const NOTHING: Preview = {
  found: false,
  title: '',
  state: '',
  author: null,
  text: '',
  html: '',
  coverUrl: '',
  videoUrl: '',
  imageUrls: [],
  paidEpisode: false,
  under: null,
  chat: null,
};

export const isChatReport = (objType: string): objType is social.ChatReportBusyCode =>
  (social.CHAT_REPORT_BUSY_CODES as readonly string[]).includes(objType);

/** A reported chat message with the messages around it, as the messaging feature reads them. */
async function chatPreview(db: Db, row: CaseRow): Promise<Preview> {
  const context = await messageInContext(
    db,
    groupDirectory,
    Number(row.objId),
    consoleReports.CHAT_CONTEXT_AROUND,
  );
  if (!context) return NOTHING;
  const { senderId, ...chat } = context;
  const reported = chat.messages.find((message) => message.reported)!;
  const authors = await userCardsOf(db, [senderId]);
  const media = (type: string) => (reported.messageType === type ? reported.content : '');
  return {
    ...NOTHING,
    found: true,
    title: row.title,
    author: personOf(authors.get(senderId)),
    text: reported.messageType === 'text' ? reported.content : '',
    videoUrl: media('video'),
    imageUrls: media('photo') ? [media('photo')] : [],
    chat,
  };
}

/**
 * The reported object shown in place: what its feature describes through the target registry (a video to
 * play, an article's sanitised HTML, a comment with what it was posted under), or a chat message with its
 * context. An object its author has deleted since is `found: false`.
 */
export async function previewOfCase(targets: TargetRegistry, db: Db, row: CaseRow): Promise<Preview> {
  if (isChatReport(row.objType)) return chatPreview(db, row);
  const preview = await targets.preview(db, row.objType, Number(row.objId));
  if (!preview) return NOTHING;
  const [authors, under] = await Promise.all([
    userCardsOf(db, [preview.authorId]),
    preview.under ? targets.preview(db, preview.under.busyType, preview.under.busyCode) : null,
  ]);
  return {
    found: true,
    title: preview.title,
    state: preview.state,
    author: personOf(authors.get(preview.authorId)),
    text: preview.text ?? '',
    html: preview.html ?? '',
    coverUrl: preview.coverUrl ?? '',
    videoUrl: preview.videoUrl ?? '',
    imageUrls: preview.imageUrls ?? [],
    paidEpisode: preview.paidEpisode ?? false,
    under: preview.under ? { ...preview.under, title: under?.title ?? '' } : null,
    chat: null,
  };
}
