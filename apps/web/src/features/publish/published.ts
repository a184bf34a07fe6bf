import type { PublishKind } from './publish-store';

export interface Published {
  kind: PublishKind;
  id: number;
}

/** Where a new work opens; poems and prose have no page of their own, so they open the profile. */
export function publishedLinkOf({ kind, id }: Published): string {
  switch (kind) {
    case 'video':
      return `/videoShare?id=${id}`;
    case 'drama':
      return `/shortPlayDetail?episodeRelevance=${id}`;
    case 'article':
      return `/imageTextDetail?id=${id}`;
    case 'question':
      return `/askDetail?id=${id}`;
    default:
      return '/my';
  }
}
