import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CaretRightFilled, MutedOutlined, SoundOutlined } from '@ant-design/icons';
import type { content } from '@fox/contracts';
import { PromotionTag } from '../promotion';

interface VideoScreenProps {
  video: content.Video;
  /** The current video plays; every other one stays paused. */
  active: boolean;
  /** Neighbours of the current video get their source early so turning to them starts at once. */
  preload: boolean;
  /** Within a couple of slides of the current one: worth loading the poster for. */
  near: boolean;
  muted: boolean;
  onToggleMute: () => void;
  /** Whether the click that just happened ended a swipe (then it must not pause the video). */
  takeSwipe: () => boolean;
  /** Held by the embedding player (a panel covers it): paused where it is, resumed when released. */
  held?: boolean;
  /** A feed video loops; a drama episode ends, and the player moves on. */
  loop?: boolean;
  onEnded?: () => void;
  /** Shown over the title, such as a drama's name and episode number. */
  caption?: ReactNode;
  /** The video started playing (again, after a pause or a turn away). */
  onStarted?: () => void;
}

/** The 9:16 frame of one video: autoplay muted, click to pause or play, title and author over the bottom. */
export function VideoScreen(props: VideoScreenProps) {
  const { video, active, preload, near, muted, onToggleMute, takeSwipe } = props;
  const { held = false, loop = true, onEnded, caption, onStarted } = props;
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState(0);
  const author = video.nickName || video.userName;

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    // React does not keep the muted attribute in step, and autoplay needs the property set before play().
    player.muted = muted;
  }, [muted]);

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    if (active && !held) {
      player.muted = muted;
      // Browsers refuse autoplay in some cases: the video then waits, paused, for a click.
      player.play().catch(() => setPlaying(false));
    } else {
      player.pause();
      // A held video keeps its place to resume from; one turned away from starts over next time.
      if (!active) player.currentTime = 0;
    }
    // Muting is handled above; a change of it must not restart playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, held]);

  const togglePlay = () => {
    // A click that lands on a neighbour sliding away must not start it.
    if (takeSwipe() || !active) return;
    const player = element.current;
    if (!player) return;
    if (player.paused) player.play().catch(() => setPlaying(false));
    else player.pause();
  };

  return (
    <div className="video-screen" data-testid={active ? 'video-current' : undefined}>
      <video
        ref={element}
        className="video-screen__video"
        src={preload || active ? video.videoUrl : undefined}
        poster={(near && video.coverUrl) || undefined}
        preload={active ? 'auto' : 'metadata'}
        playsInline
        loop={loop}
        muted
        onPlay={() => {
          setPlaying(true);
          onStarted?.();
        }}
        onPause={() => setPlaying(false)}
        onEnded={onEnded}
        onError={() => setFailed(true)}
        onLoadedData={() => setFailed(false)}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setProgress(duration > 0 ? currentTime / duration : 0);
        }}
        onClick={togglePlay}
        data-testid={active ? 'video-element' : undefined}
        aria-label={video.title}
      />
      {!playing && !failed && (
        <button
          type="button"
          className="video-screen__play"
          onClick={togglePlay}
          aria-label={t('video.play')}
          data-testid={active ? 'video-play' : undefined}
        >
          <CaretRightFilled />
        </button>
      )}
      {failed && <div className="video-screen__failed">{t('video.playbackFailed')}</div>}
      <button
        type="button"
        className="video-screen__sound"
        onClick={onToggleMute}
        aria-label={muted ? t('video.unmute') : t('video.mute')}
        aria-pressed={!muted}
        data-testid={active ? 'video-sound' : undefined}
      >
        {muted ? <MutedOutlined /> : <SoundOutlined />}
      </button>
      <div className="video-screen__progress" aria-hidden>
        <div className="video-screen__progress-bar" style={{ transform: `scaleX(${progress})` }} />
      </div>
      <div className="video-screen__caption">
        {caption}
        {video.relation && (
          <div className="video-screen__tag">
            <PromotionTag relation={video.relation} variant="video" />
          </div>
        )}
        <div className="video-screen__author" data-testid={active ? 'video-author' : undefined}>
          {t('video.author', { name: author })}
        </div>
        <div className="video-screen__title" data-testid={active ? 'video-title' : undefined}>
          {video.title}
        </div>
      </div>
    </div>
  );
}
