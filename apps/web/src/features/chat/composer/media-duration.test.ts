import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoDurationOf, wholeSeconds } from './media-duration';

/** Catches the <video> the helper makes, to play the browser's part. */
function catchVideo(): () => HTMLVideoElement {
  const create = document.createElement.bind(document);
  let made: HTMLVideoElement | undefined;
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (tag === 'video') made = element as HTMLVideoElement;
    return element;
  });
  return () => made!;
}

describe('video duration in the browser', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the length from the metadata, in whole seconds', async () => {
    const video = catchVideo();
    const reading = videoDurationOf('blob:clip');
    expect(video().getAttribute('src')).toBe('blob:clip');
    expect(video().preload).toBe('metadata');
    Object.defineProperty(video(), 'duration', { value: 12.4 });
    video().dispatchEvent(new Event('loadedmetadata'));
    expect(await reading).toBe(12);
  });

  it('gives up on an unreadable file or after the timeout', async () => {
    const video = catchVideo();
    const broken = videoDurationOf('blob:broken');
    video().dispatchEvent(new Event('error'));
    expect(await broken).toBeNull();

    vi.useFakeTimers();
    const slow = videoDurationOf('blob:slow', 1000);
    vi.advanceTimersByTime(1000);
    expect(await slow).toBeNull();
  });

  it('keeps seconds whole and within a day, as the send frame requires', () => {
    expect([0.4, 7.6, -2, 90_000].map(wholeSeconds)).toEqual([0, 8, 0, 86_400]);
  });
});
