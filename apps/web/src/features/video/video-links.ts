import type { content } from '@fox/contracts';
import type { BusyType } from '../social';

/** A drama episode is liked, collected and commented as PlayletVideo, a plain video as Video. */
export function busyTypeOf(video: Pick<content.Video, 'episodeRelevance'>): BusyType {
  return video.episodeRelevance === null ? 'Video' : 'PlayletVideo';
}

/** The link a share copies (spec 000 §2: host plus /videoShare?id). */
export function shareLinkOf(id: number, origin: string = window.location.origin): string {
  return `${origin}/videoShare?id=${id}`;
}
