import { comments } from '@fox/contracts';
import { api } from '../../api';
import { activeSiteId, useSiteStore } from '../sites';
import type { BusyType } from '../social';
import { buildCommentPayload, threadOf } from './comment-payload';
import { recordCommentBehavior } from './comment-tracking';

export interface CommentSent {
  /** The commented object, as panelKey gives it. */
  key: string;
  /** The top-level comment a reply went under, or null for a top-level comment. */
  parentId: number | null;
  newId: number;
}

type Listener = (sent: CommentSent) => void;
const listeners = new Set<Listener>();

export function panelKey(busyType: BusyType, busyCode: number): string {
  return `${busyType}:${busyCode}`;
}

/** Hears about every comment sent; returns the function that stops listening. */
export function onCommentSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Posts a comment or reply (commentPost) and records the recommender's 'comment' behaviour. The outcome is
 * announced rather than returned to the panel that asked: a guest's send runs after the login, when the
 * page has often re-rendered with a new panel for the same object, and that panel is the one to update.
 */
export async function sendComment(args: {
  busyCode: number;
  busyType: BusyType;
  authorUserId: number;
  content: string;
  target: comments.Comment | null;
}): Promise<number> {
  const { busyCode, busyType, target } = args;
  const siteId = activeSiteId(useSiteStore.getState()) ?? null;
  const { id } = await api(comments.commentPost, buildCommentPayload({ ...args, siteId }));
  recordCommentBehavior(busyType, busyCode);
  const sent = { key: panelKey(busyType, busyCode), parentId: target ? threadOf(target) : null, newId: id };
  for (const listener of [...listeners]) listener(sent);
  return id;
}
