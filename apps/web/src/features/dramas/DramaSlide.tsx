import { useTranslation } from '../../i18n/use-translation';
import { UnorderedListOutlined } from '@ant-design/icons';
import type { dramas } from '@fox/contracts';
import { ActionButton, VideoActions, VideoScreen } from '../video';
import { EpisodeLock } from './EpisodeLock';
import { dramaLinkOf, isLocked } from './drama-rules';

interface DramaSlideProps {
  drama: dramas.Drama;
  episode: dramas.Episode;
  active: boolean;
  viewerId: number | null;
  /** The episode panel is open: the current episode waits where it is. */
  held: boolean;
  muted: boolean;
  onToggleMute: () => void;
  takeSwipe: () => boolean;
  onEnded: () => void;
  onUnlock: () => void;
  onOpenPanel: () => void;
  onOpenComments: () => void;
  commentCount: number;
}

/** One episode on the stage: its video, or the lock over its cover, with the action bar beside it. */
export function DramaSlide(props: DramaSlideProps) {
  const { drama, episode, active, viewerId, held, muted, onToggleMute, takeSwipe } = props;
  const { onEnded, onUnlock, onOpenPanel, onOpenComments, commentCount } = props;
  const { t } = useTranslation();
  const cover = episode.coverUrl || drama.coverUrl;
  const caption = (
    <div className="drama-caption">
      <span className="drama-caption__drama">{drama.title}</span>
      <span className="drama-caption__episode">
        {t('dramas.episodeNumber', { number: episode.episodeNumber })}
      </span>
    </div>
  );

  return (
    <>
      <div
        className="video-slide__backdrop"
        style={cover ? { backgroundImage: `url(${cover})` } : undefined}
        aria-hidden
      />
      {isLocked(episode) ? (
        <EpisodeLock drama={drama} episode={episode} active={active} onUnlock={onUnlock} caption={caption} />
      ) : (
        <VideoScreen
          video={episode}
          active={active}
          preload
          near
          held={held}
          loop={false}
          onEnded={active ? onEnded : undefined}
          muted={muted}
          onToggleMute={onToggleMute}
          takeSwipe={takeSwipe}
          caption={caption}
        />
      )}
      <VideoActions
        video={episode}
        viewerId={viewerId}
        active={active}
        commentCount={commentCount}
        onOpenComments={onOpenComments}
        shareUrl={`${window.location.origin}${dramaLinkOf(drama.id, episode.episodeNumber)}`}
        showMore={false}
        extraActions={
          <ActionButton
            label={t('dramas.episodesButton')}
            icon={<UnorderedListOutlined />}
            onClick={onOpenPanel}
            testId={active ? 'drama-episodes-button' : undefined}
          />
        }
      />
    </>
  );
}
