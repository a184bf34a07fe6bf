import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { content } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { CommentDrawer } from '../comments';
import { ReportDialog, useGatedAction } from '../social';
import { PlayerArrows } from './PlayerArrows';
import { useCommentTotals } from './use-comment-totals';
import { useVideoPaging } from './use-video-paging';
import { VideoActions } from './VideoActions';
import { busyTypeOf } from './video-links';
import { needsNextPage, steppedIndex, type Step } from './video-paging';
import { recordVideoBehaviour, useWatchTracking } from './video-tracking';
import { useViewReporter } from './video-views';
import { VideoScreen } from './VideoScreen';
import './video.css';

interface VideoPlayerProps {
  videos: content.Video[];
  /** How many videos the server holds in all; more than loaded means more pages can be asked for. */
  total: number;
  onNeedMore?: () => void;
  loadingMore?: boolean;
}

/**
 * The vertical short-video player (spec 000 §2): one 9:16 video at a time on a dark stage, turned by wheel,
 * swipe, arrow keys or the arrow buttons, with the action bar beside it. Only the current video plays.
 */
export function VideoPlayer({ videos, total, onNeedMore, loadingMore = false }: VideoPlayerProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  const gated = useGatedAction();
  const stage = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(true);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const commentTotals = useCommentTotals();
  const reportView = useViewReporter();

  // A shorter list after a refetch (say after logging in) must not leave the player past its end.
  const current = Math.min(index, Math.max(videos.length - 1, 0));
  const video = videos[current];
  const step = useCallback(
    (value: Step) =>
      setIndex((before) => steppedIndex(Math.min(before, videos.length - 1), value, videos.length)),
    [videos.length],
  );
  const { takeSwipe } = useVideoPaging(stage, { onStep: step, enabled: !commentsOpen && !reportOpen });
  useWatchTracking(video?.id ?? null);

  useEffect(() => {
    if (onNeedMore && !loadingMore && needsNextPage({ index: current, loaded: videos.length, total })) {
      onNeedMore();
    }
  }, [current, videos.length, total, loadingMore, onNeedMore]);

  if (!video) return null;
  const busyType = busyTypeOf(video);
  const canGoBack = current > 0;
  const canGoOn = current < videos.length - 1;

  return (
    <section className="video-player" aria-label={t('video.playerLabel')} data-testid="video-player">
      <div className="video-player__viewport" ref={stage}>
        <div className="video-player__track" style={{ transform: `translateY(-${current * 100}%)` }}>
          {videos.map((item, position) => {
            const active = position === current;
            // Far slides load nothing: neither their picture nor their video.
            const near = Math.abs(position - current) <= 2;
            return (
              <div
                key={item.id}
                className="video-slide"
                inert={!active}
                aria-hidden={!active}
                data-testid={active ? 'video-slide-current' : undefined}
                data-video-id={item.id}
              >
                <div
                  className="video-slide__backdrop"
                  style={near && item.coverUrl ? { backgroundImage: `url(${item.coverUrl})` } : undefined}
                  aria-hidden
                />
                <VideoScreen
                  video={item}
                  active={active}
                  preload={Math.abs(position - current) <= 1}
                  near={near}
                  muted={muted}
                  onToggleMute={() => setMuted((before) => !before)}
                  takeSwipe={takeSwipe}
                  // A view counts when the current video plays; drama episodes count as their drama's plays.
                  onStarted={active && busyTypeOf(item) === 'Video' ? () => reportView(item.id) : undefined}
                />
                <VideoActions
                  video={item}
                  viewerId={viewerId}
                  active={active}
                  commentCount={commentTotals.countOf(item)}
                  onOpenComments={() => setCommentsOpen(true)}
                  onReport={() => gated(() => setReportOpen(true))}
                  onBehaviour={(behaviour) => recordVideoBehaviour(item.id, behaviour)}
                />
              </div>
            );
          })}
        </div>
      </div>
      {videos.length > 1 && (
        <PlayerArrows
          canGoBack={canGoBack}
          canGoOn={canGoOn}
          onStep={step}
          position={t('video.position', { current: current + 1, total: Math.max(total, videos.length) })}
          previousLabel={t('video.previous')}
          nextLabel={t('video.next')}
        />
      )}
      {loadingMore && !canGoOn && <div className="video-player__more">{t('video.loadingMore')}</div>}
      <CommentDrawer
        open={commentsOpen}
        onClose={() => setCommentsOpen(false)}
        busyCode={video.id}
        busyType={busyType}
        authorUserId={video.userId}
        onTotalChange={(count: number) => commentTotals.report(video, count)}
      />
      <ReportDialog
        open={reportOpen}
        busyCode={video.id}
        busyType={busyType}
        onClose={() => setReportOpen(false)}
      />
    </section>
  );
}
