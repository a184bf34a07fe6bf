import { Link, useSearchParams } from 'react-router';
import { Alert, Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError, unavailableReasonOf } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { VideoPlayer } from './VideoPlayer';
import { VideoStageNotice } from './VideoStageNotice';
import { parseVideoId, useVideoDetail } from './video-queries';

/** /videoShare?id=N: the target of a shared link, the one video in the player. */
export function VideoSharePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseVideoId(params.get('id'));
  const detail = useVideoDetail(id);

  // Only the server's "no such video" is a dead link; a failure on the way can be tried again.
  const unreachable =
    detail.isError &&
    !(isApiError(detail.error) && (detail.error.code === 404 || detail.error.status === 404));

  let body;
  if (id !== null && detail.isPending) {
    body = <VideoStageNotice loading text={t('video.loading')} data-testid="video-loading" />;
  } else if (unreachable) {
    body = (
      <VideoStageNotice
        title={t('video.loadFailed')}
        text={t('video.loadFailedText')}
        action={
          <Button type="primary" shape="round" onClick={() => void detail.refetch()}>
            {t('video.retry')}
          </Button>
        }
        data-testid="video-failed"
      />
    );
  } else if (unavailableReasonOf(detail.error)) {
    // The video exists but is not for this viewer: say why rather than call the link dead.
    const reason = unavailableReasonOf(detail.error)!;
    body = (
      <VideoStageNotice
        title={t(`video.${reason}`)}
        text={t(`video.${reason}Text`)}
        action={
          <Link to="/content/videoList" className="button-link" data-testid="video-to-feed">
            {t('video.toFeed')}
          </Link>
        }
        data-testid="video-unavailable"
      />
    );
  } else if (id === null || !detail.data) {
    // A malformed id and an unknown one read the same to the person holding the link.
    body = (
      <VideoStageNotice
        title={t('video.notFound')}
        text={t('video.notFoundText')}
        action={
          <Link to="/content/videoList" className="button-link" data-testid="video-to-feed">
            {t('video.toFeed')}
          </Link>
        }
        data-testid="video-not-found"
      />
    );
  } else {
    const video = detail.data;
    body = (
      <>
        {video.state !== 'OnShelf' && (
          <Alert
            className="video-page__own-state"
            type={video.state === 'Refuse' || video.state === 'CompelOff' ? 'error' : 'info'}
            showIcon
            title={t(`video.ownState.${video.state}`, { reason: video.rejectReason || '—' })}
            data-testid="own-work-state"
          />
        )}
        <VideoPlayer videos={[video]} total={1} />
      </>
    );
  }

  return (
    <div className="video-page">
      <div className="video-page__heading">
        <PageHeading routeKey={routeKey} />
      </div>
      {body}
    </div>
  );
}
