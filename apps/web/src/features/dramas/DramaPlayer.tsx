import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { ExclamationCircleFilled } from '@ant-design/icons';
import type { dramas } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { CommentDrawer } from '../comments';
import {
  PlayerArrows,
  useCommentTotals,
  useVideoPaging,
  busyTypeOf,
  steppedIndex,
  type Step,
} from '../video';
import { DramaSlide } from './DramaSlide';
import { EpisodePanel } from './EpisodePanel';
import { PayDialog } from './PayDialog';
import { fetchFreshEpisodes, refreshDramas } from './drama-queries';
import { isLocked, isTakenDown, lockedCountOf } from './drama-rules';
import { useSignedVideos } from './use-signed-videos';
import { useUnlockRequest } from './use-unlock-request';
import './drama-player.css';

interface DramaPlayerProps {
  drama: dramas.Drama;
  /** Every episode, in order. */
  episodes: dramas.Episode[];
  /** The episode number to open at; the first episode otherwise. */
  startEpisode?: number;
  /** Told whenever another episode becomes the current one, so the address can follow. */
  onEpisodeChange?: (episodeNumber: number) => void;
}

function indexOfNumber(episodes: dramas.Episode[], episodeNumber: number | undefined): number {
  const at = episodes.findIndex((item) => item.episodeNumber === episodeNumber);
  return Math.max(at, 0);
}

/**
 * The drama player (spec 000 §2, §4): one episode per slide on the dark stage, turned by swipe, wheel
 * (at most once a second) and the arrow keys. An episode plays, is paused, or is locked behind the pay
 * dialog; at its end the next one comes. The episode panel pauses playback while it is open.
 */
export function DramaPlayer({ drama, episodes: listed, startEpisode, onEpisodeChange }: DramaPlayerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  const stage = useRef<HTMLDivElement>(null);
  // A video whose signed address has expired asks for the episodes again rather than staying broken.
  const { episodes } = useSignedVideos(stage, listed, () => {
    void fetchFreshEpisodes(queryClient, drama.id).catch(() => undefined);
  });
  const [index, setIndex] = useState(() => indexOfNumber(episodes, startEpisode));
  const [muted, setMuted] = useState(true);
  const [panelOpen, setPanelOpen] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [payFor, setPayFor] = useState<number | null>(null);
  const commentTotals = useCommentTotals();

  const current = Math.min(index, Math.max(episodes.length - 1, 0));
  const episode = episodes[current];
  const step = useCallback(
    (value: Step) =>
      setIndex((before) => steppedIndex(Math.min(before, episodes.length - 1), value, episodes.length)),
    [episodes.length],
  );
  const goTo = useCallback(
    (episodeNumber: number) => {
      const at = episodes.findIndex((item) => item.episodeNumber === episodeNumber);
      if (at >= 0) setIndex(at);
    },
    [episodes],
  );
  const { takeSwipe } = useVideoPaging(stage, {
    onStep: step,
    enabled: !panelOpen && !commentsOpen && payFor === null,
  });
  const requestUnlock = useUnlockRequest(drama, { onOwned: goTo, onNeedsPay: setPayFor });

  const reportEpisode = useRef(onEpisodeChange);
  useLayoutEffect(() => {
    reportEpisode.current = onEpisodeChange;
  });
  const currentNumber = episode?.episodeNumber;
  useEffect(() => {
    if (currentNumber !== undefined) reportEpisode.current?.(currentNumber);
  }, [currentNumber]);

  if (!episode) return null;
  const payEpisode =
    payFor === null ? null : (episodes.find((item) => item.episodeNumber === payFor) ?? null);

  const unlocked = (episodeNumber: number) => {
    setPayFor(null);
    goTo(episodeNumber);
    // The bought episodes come back with their video; the slide then plays it.
    void refreshDramas(queryClient);
  };

  return (
    <section
      className="video-player drama-player"
      aria-label={t('dramas.playerLabel')}
      data-testid="drama-player"
    >
      <div className="video-player__viewport" ref={stage}>
        <div className="video-player__track" style={{ transform: `translateY(-${current * 100}%)` }}>
          {episodes.map((item, position) => {
            const active = position === current;
            const distance = Math.abs(position - current);
            return (
              <div
                key={item.id}
                className="video-slide drama-slide"
                inert={!active}
                aria-hidden={!active}
                data-testid={active ? 'drama-slide-current' : 'drama-slide'}
                data-episode={item.episodeNumber}
                data-locked={isLocked(item)}
              >
                {/* A drama can run to 200 episodes: only the slides next to the current one are built. */}
                {distance <= 1 && (
                  <DramaSlide
                    drama={drama}
                    episode={item}
                    active={active}
                    viewerId={viewerId}
                    held={panelOpen}
                    muted={muted}
                    onToggleMute={() => setMuted((before) => !before)}
                    takeSwipe={takeSwipe}
                    onEnded={() => step(1)}
                    onUnlock={() => requestUnlock(item.episodeNumber)}
                    onOpenPanel={() => setPanelOpen(true)}
                    onOpenComments={() => setCommentsOpen(true)}
                    commentCount={commentTotals.countOf(item)}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div className="drama-player__top">
        <h2 className="drama-player__title" data-testid="drama-player-title">
          {drama.title}
        </h2>
        <span className="drama-player__episode" data-testid="drama-player-episode">
          {t('dramas.episodeNumber', { number: episode.episodeNumber })}
          <span className="drama-player__count">{t('dramas.episodes', { count: episodes.length })}</span>
        </span>
        {isTakenDown(drama) && (
          <span className="drama-player__off-shelf" role="status" data-testid="drama-off-shelf">
            <ExclamationCircleFilled aria-hidden /> {t('dramas.offShelf')}
          </span>
        )}
      </div>
      {episodes.length > 1 && (
        <PlayerArrows
          canGoBack={current > 0}
          canGoOn={current < episodes.length - 1}
          onStep={step}
          position={t('dramas.position', { current: current + 1, total: episodes.length })}
          previousLabel={t('dramas.previous')}
          nextLabel={t('dramas.next')}
          testIdPrefix="drama"
        />
      )}
      <EpisodePanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        drama={drama}
        episodes={episodes}
        currentNumber={episode.episodeNumber}
        onPick={(episodeNumber) => {
          goTo(episodeNumber);
          setPanelOpen(false);
        }}
      />
      <CommentDrawer
        open={commentsOpen}
        onClose={() => setCommentsOpen(false)}
        busyCode={episode.id}
        busyType={busyTypeOf(episode)}
        authorUserId={episode.userId}
        onTotalChange={(count: number) => commentTotals.report(episode, count)}
      />
      <PayDialog
        open={payEpisode !== null}
        drama={drama}
        episode={payEpisode}
        lockedCount={lockedCountOf(episodes)}
        onClose={() => setPayFor(null)}
        onUnlocked={unlocked}
      />
    </section>
  );
}
