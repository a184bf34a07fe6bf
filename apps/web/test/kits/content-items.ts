import type { content } from '@fox/contracts';

/**
 * The real platform's fields a content item carries beside the portal's own (passed review, nothing
 * counted, by `author`), for fixtures of videos, articles, episodes and dramas.
 */
export function platformFieldsOf(mediaContentType: content.MediaContentType, author: string) {
  return {
    auditState: 'Pass' as const,
    rejectReason: '',
    content: '',
    coverImage: '',
    viewCount: 0,
    forwardCount: 0,
    categoryName: '',
    mediaContentType,
    createBy: author,
    updateBy: author,
  };
}
