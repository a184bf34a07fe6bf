import { useCallback } from 'react';
import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { VideoPlayer } from './VideoPlayer';
import { VideoStageNotice } from './VideoStageNotice';
import { useVideoFeed } from './video-queries';

/** /content/videoList: the feed of published videos, of the chosen site, in the vertical player. */
export function VideoListPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const feed = useVideoFeed();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = feed;
  const videos = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const total = feed.data?.pages.at(-1)?.total ?? 0;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  let body;
  if (feed.isPending) {
    body = <VideoStageNotice loading text={t('video.loading')} data-testid="video-loading" />;
  } else if (feed.isError && videos.length === 0) {
    body = (
      <VideoStageNotice
        title={t('video.loadFailed')}
        text={t('video.loadFailedText')}
        action={
          <Button type="primary" shape="round" onClick={() => void feed.refetch()}>
            {t('video.retry')}
          </Button>
        }
        data-testid="video-failed"
      />
    );
  } else if (videos.length === 0) {
    body = (
      <VideoStageNotice title={t('video.empty')} text={t('video.emptyText')} data-testid="video-empty" />
    );
  } else {
    body = (
      <VideoPlayer
        // Another site is another list: start again from its first video.
        key={feed.siteId ?? 'all'}
        videos={videos}
        total={hasNextPage ? total : videos.length}
        onNeedMore={loadMore}
        loadingMore={isFetchingNextPage}
      />
    );
  }

  return (
    <div className="video-page">
      {/* The player fills the page; its title is there for screen readers and the tab title. */}
      <div className="video-page__heading">
        <PageHeading routeKey={routeKey} />
      </div>
      {body}
    </div>
  );
}
