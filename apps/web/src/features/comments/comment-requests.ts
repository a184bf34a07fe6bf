import { comments } from '@fox/contracts';
import type { EndpointInput } from '@fox/contracts';
import { api } from '../../api';

let queue: Promise<unknown> = Promise.resolve();

/**
 * getCommentList, one request at a time across the page. The request layer cancels a pending GET when
 * another GET to the same path starts (spec 000 §7), and every list, page and reply thread shares this
 * path: a reply thread opened while the next page loads, or two answers' panels loading together, would
 * otherwise cancel each other.
 */
export function fetchComments(input: EndpointInput<typeof comments.commentList>) {
  const run = queue.then(() => api(comments.commentList, input));
  queue = run.catch(() => undefined);
  return run;
}
