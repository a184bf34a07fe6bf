import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { dramas } from '@fox/contracts';

/** An address this close to its expiry is not kept: a long episode would outlive it. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The expiry (ms) a signed address carries in `exp`, or null for an address without one. */
export function expiryOf(url: string): number | null {
  const exp = /[?&]exp=(\d+)/.exec(url)?.[1];
  return exp ? Number(exp) * 1000 : null;
}

/**
 * The address to play: the one already in use while the episode list offers the same file under a fresh
 * signature (re-fetched after a purchase, say), so a playing video is not reloaded from the start; the
 * offered one when the file changed, the one in use failed, or it is about to expire.
 */
export function steadyVideoUrl(
  inUse: string | undefined,
  offered: string,
  failed: ReadonlySet<string>,
  now: number,
): string {
  if (!inUse || !offered || pathOf(inUse) !== pathOf(offered) || failed.has(inUse)) return offered;
  const expiry = expiryOf(inUse);
  return expiry !== null && expiry - now < EXPIRY_MARGIN_MS ? offered : inUse;
}

/** Where a video stood when its address failed: the episode's slide and the file, whatever the signature. */
const resumeKeyOf = (video: HTMLVideoElement, src: string) =>
  `${video.closest('[data-episode]')?.getAttribute('data-episode') ?? ''}|${pathOf(src)}`;

interface SignedVideos {
  /** The episodes with the addresses to play. */
  episodes: dramas.Episode[];
}

/**
 * Episode videos come with addresses signed for the viewer that expire within two hours. When a video of
 * the stage fails to load (an address expired during a long session, say), the episodes are asked for
 * again, once per address, and the video continues from where it was with the new address.
 */
export function useSignedVideos(
  stage: RefObject<HTMLElement | null>,
  episodes: dramas.Episode[],
  askAgain: () => void,
): SignedVideos {
  const inUse = useRef(new Map<number, string>());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const resumeAt = useRef(new Map<string, number>());
  const asked = useRef(new Set<string>());

  const steady = useMemo(() => {
    const now = Date.now();
    return episodes.map((episode) => {
      const url = steadyVideoUrl(inUse.current.get(episode.id), episode.videoUrl, failed, now);
      return url === episode.videoUrl ? episode : { ...episode, videoUrl: url };
    });
  }, [episodes, failed]);

  useEffect(() => {
    for (const episode of steady) inUse.current.set(episode.id, episode.videoUrl);
  }, [steady]);

  const ask = useRef(askAgain);
  useEffect(() => {
    ask.current = askAgain;
  });

  useEffect(() => {
    const node = stage.current;
    if (!node) return;
    // Media events do not bubble; listening in the capture phase hears every video of the stage.
    const onError = (event: Event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      const src = video.getAttribute('src');
      if (!src || expiryOf(src) === null) return;
      const key = resumeKeyOf(video, src);
      if (video.currentTime > 0) resumeAt.current.set(key, video.currentTime);
      setFailed((before) => (before.has(src) ? before : new Set(before).add(src)));
      if (!asked.current.has(src)) {
        asked.current.add(src);
        ask.current();
      }
    };
    const onLoaded = (event: Event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      const key = resumeKeyOf(video, video.getAttribute('src') ?? '');
      const time = resumeAt.current.get(key);
      if (time === undefined) return;
      resumeAt.current.delete(key);
      video.currentTime = time;
      // The current episode goes on playing; a neighbour only keeps its place.
      const slide = video.closest('[data-episode]');
      if (slide?.getAttribute('aria-hidden') !== 'true') video.play().catch(() => undefined);
    };
    node.addEventListener('error', onError, true);
    node.addEventListener('loadedmetadata', onLoaded, true);
    return () => {
      node.removeEventListener('error', onError, true);
      node.removeEventListener('loadedmetadata', onLoaded, true);
    };
  }, [stage]);

  return { episodes: steady };
}
