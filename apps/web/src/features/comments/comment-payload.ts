import type { comments } from '@fox/contracts';
import type { BusyType } from '../social';

/**
 * The comment post payload of spec 000 §3 and the reply flow of §4: a reply's parent is the target itself
 * when the target is top-level, else the target's parent; the target's user and id are replyUser and
 * replyId.
 */
export function buildCommentPayload(args: {
  busyCode: number;
  busyType: BusyType;
  authorUserId: number;
  siteId: number | null;
  content: string;
  target: Pick<comments.Comment, 'id' | 'pid' | 'commentUser'> | null;
}) {
  const { busyCode, busyType, authorUserId, siteId, content, target } = args;
  return {
    busyCode,
    content,
    busyType,
    busyUser: authorUserId,
    ...(siteId !== null ? { siteId } : {}),
    ...(target
      ? {
          replyUser: target.commentUser,
          pid: target.pid === 0 ? target.id : target.pid,
          replyId: target.id,
        }
      : {}),
  };
}

/** The top-level comment a reply to this target lands under. */
export function threadOf(target: Pick<comments.Comment, 'id' | 'pid'>): number {
  return target.pid === 0 ? target.id : target.pid;
}
