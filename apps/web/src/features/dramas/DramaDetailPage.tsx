import { useCallback } from 'react';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { VideoStageNotice } from '../video';
import { DramaPlayer } from './DramaPlayer';
import { useDramaInfo, useEpisodes } from './drama-queries';
import { parsePositiveInt } from './drama-rules';
import { useWatchProgress } from './use-watch-progress';

/** /shortPlayDetail?episodeRelevance[&episode]: a drama in the player, at the episode the address names. */
export function DramaDetailPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = parsePositiveInt(params.get('episodeRelevance'));
  const startEpisode = parsePositiveInt(params.get('episode')) ?? undefined;
  const info = useDramaInfo(id);
  const episodes = useEpisodes(id);

  const recordWatch = useWatchProgress(id, episodes.data?.data);

  // The address follows the episode on screen (replacing, not adding, history), so a reload stays there.
  const shownEpisode = params.get('episode');
  const followEpisode = useCallback(
    (episodeNumber: number) => {
      recordWatch(episodeNumber);
      if (shownEpisode === String(episodeNumber)) return;
      setParams(
        (before) => {
          const next = new URLSearchParams(before);
          next.set('episode', String(episodeNumber));
          return next;
        },
        { replace: true },
      );
    },
    [setParams, shownEpisode, recordWatch],
  );

  const toHome = (
    <Button type="primary" shape="round" onClick={() => navigate('/shortPlay')} data-testid="drama-to-home">
      {t('dramas.toHome')}
    </Button>
  );

  let body;
  if (id === null || info.isError) {
    body = (
      <VideoStageNotice
        title={t('dramas.notFound')}
        text={t('dramas.notFoundText')}
        action={toHome}
        data-testid="drama-not-found"
      />
    );
  } else if (info.isPending || episodes.isPending) {
    body = <VideoStageNotice loading text={t('dramas.loading')} data-testid="drama-loading" />;
  } else if (episodes.isError) {
    body = (
      <VideoStageNotice
        title={t('dramas.loadFailed')}
        text={t('dramas.loadFailedText')}
        action={
          <Button type="primary" shape="round" onClick={() => void episodes.refetch()}>
            {t('dramas.retry')}
          </Button>
        }
        data-testid="drama-failed"
      />
    );
  } else if (episodes.data.data.length === 0) {
    body = <VideoStageNotice title={t('dramas.noEpisodes')} action={toHome} data-testid="drama-empty" />;
  } else {
    body = (
      <DramaPlayer
        // Another drama starts over at its own episode.
        key={id}
        drama={info.data}
        episodes={episodes.data.data}
        startEpisode={startEpisode}
        onEpisodeChange={followEpisode}
      />
    );
  }

  return (
    <div className="video-page drama-detail-page">
      {/* The player fills the page; its title is there for screen readers and the tab title. */}
      <div className="video-page__heading">
        <PageHeading routeKey={routeKey} />
      </div>
      {body}
    </div>
  );
}
