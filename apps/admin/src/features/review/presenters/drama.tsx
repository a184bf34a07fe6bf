import { useState } from 'react';
import { Empty, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { ReviewItemDetail } from '../review-data';
import { durationText, MediaPlayer, numberIn, PlainBody, ReviewBlock, textIn } from './blocks';
import type { ReviewPresenter } from './presenter';

interface Episode {
  episodeNumber: number;
  title: string;
  videoUrl: string;
  coverUrl: string;
  duration: number;
}

/** The drama's episodes as its detail carries them (paid ones signed for the operator). */
function episodesOf(detail: Record<string, unknown>): Episode[] {
  const list = detail.episodes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const episode = entry as Partial<Episode> | null;
    if (!episode || typeof episode.episodeNumber !== 'number') return [];
    return [
      {
        episodeNumber: episode.episodeNumber,
        title: typeof episode.title === 'string' ? episode.title : '',
        videoUrl: typeof episode.videoUrl === 'string' ? episode.videoUrl : '',
        coverUrl: typeof episode.coverUrl === 'string' ? episode.coverUrl : '',
        duration: typeof episode.duration === 'number' ? episode.duration : 0,
      },
    ];
  });
}

/** 第 3 集 · 重逢; a title that already says which episode it is (第3集 重逢) is shown as it is. */
const episodeName = (episode: Episode) =>
  /^第\s*\d+\s*集/.test(episode.title)
    ? episode.title
    : `第 ${episode.episodeNumber} 集${episode.title ? ` · ${episode.title}` : ''}`;

const yuan = (value: number | null) => (value === null ? '—' : `¥${value.toFixed(2)}`);

/** A drama: its cover and intro, and every episode, each played in place on a click. */
function DramaContent({ item }: { item: ReviewItemDetail }) {
  const episodes = episodesOf(item.detail);
  const [playing, setPlaying] = useState<number | null>(episodes[0]?.episodeNumber ?? null);
  const current = episodes.find((episode) => episode.episodeNumber === playing);
  const free = numberIn(item.detail, 'freeCount') ?? 0;
  return (
    <>
      <ReviewBlock title="封面与简介" testId="review-drama-intro">
        <div className="review-summary">
          {item.cover ? (
            <img
              src={item.cover}
              alt={item.title}
              className="review-drama__cover"
              data-testid="review-cover"
            />
          ) : null}
          <PlainBody text={item.body || item.excerpt} className="review-summary__text" />
        </div>
      </ReviewBlock>
      <ReviewBlock
        title={current ? `正在播放：${episodeName(current)}` : '剧集'}
        extra={<Typography.Text type="secondary">共 {episodes.length} 集，点击剧集播放</Typography.Text>}
        testId="review-drama-player"
      >
        {episodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这部短剧还没有剧集" />
        ) : (
          <div className="review-drama__watch">
            <MediaPlayer src={current?.videoUrl ?? ''} poster={current?.coverUrl || item.cover} />
            <ul className="review-episodes" data-testid="review-drama-episodes">
              {episodes.map((episode) => {
                const isPlaying = episode.episodeNumber === playing;
                return (
                  <li key={episode.episodeNumber}>
                    <button
                      type="button"
                      className={`review-episodes__item${isPlaying ? ' review-episodes__item--playing' : ''}`}
                      onClick={() => setPlaying(episode.episodeNumber)}
                      aria-pressed={isPlaying}
                      data-testid="review-episode"
                    >
                      <span className="review-episodes__name">
                        <PlayCircleOutlined />
                        <span className="review-episodes__title">{episodeName(episode)}</span>
                      </span>
                      <span className="review-episodes__meta">
                        <Tag color={episode.episodeNumber <= free ? 'green' : 'gold'}>
                          {episode.episodeNumber <= free ? '免费' : '付费'}
                        </Tag>
                        <Typography.Text type="secondary">{durationText(episode.duration)}</Typography.Text>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </ReviewBlock>
    </>
  );
}

export const dramaPresenter: ReviewPresenter = {
  facts: (item) => [
    { label: '分类', value: textIn(item.detail, 'categoryName') || '—' },
    { label: '出品', value: item.detail.isPlatform === true ? '平台自制' : '创作者上传' },
    { label: '集数', value: numberIn(item.detail, 'episodeCount') ?? '—' },
    { label: '免费集数', value: numberIn(item.detail, 'freeCount') ?? '—' },
    { label: '单集价格', value: yuan(numberIn(item.detail, 'singlePrice')) },
    { label: '全集价格', value: yuan(numberIn(item.detail, 'playletPrice')) },
  ],
  Content: DramaContent,
};
