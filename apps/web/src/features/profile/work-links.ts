import type { profiles } from '@fox/contracts';

/** Where a work opens; poems and prose have no page of their own and open nowhere. */
export function workLinkOf(work: Pick<profiles.WorkCard, 'busyType' | 'id' | 'questionId'>): string | null {
  switch (work.busyType) {
    case 'Video':
      return `/videoShare?id=${work.id}`;
    case 'Article':
      return `/imageTextDetail?id=${work.id}`;
    case 'Question':
      return `/askDetail?id=${work.id}`;
    case 'Answer':
      return work.questionId === null ? null : `/askDetail?id=${work.questionId}`;
    default:
      return null;
  }
}

/** A user's home: the own profile for oneself (spec 000 §2), else theirs. */
export function userHomeLinkOf(userId: number, viewerId: number | null): string {
  return userId === viewerId ? '/my' : `/othersHome?userId=${userId}`;
}
