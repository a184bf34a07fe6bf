/** How long the browser may take to read a video's header before the send goes on without a duration. */
const METADATA_TIMEOUT_MS = 8_000;

/**
 * A video's length in whole seconds as the browser reads it from the file's header, or null when it cannot
 * (an unsupported codec, a timeout). The server's ffprobe answer, when there is one, takes precedence.
 */
export function videoDurationOf(url: string, timeoutMs = METADATA_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      finish(Number.isFinite(video.duration) ? wholeSeconds(video.duration) : null);
    video.onerror = () => finish(null);
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.src = url;
  });
}

/** Seconds as the send frame takes them: whole, within a day. */
export function wholeSeconds(seconds: number): number {
  return Math.min(24 * 3600, Math.max(0, Math.round(seconds)));
}
