import type { feed } from '@fox/contracts';
import { Avatar } from 'antd';
import { CommentOutlined, LikeFilled, LikeOutlined, PlayCircleFilled, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useExposeOnce } from '../tracking';
import { detailPathOf, recordExpose, recordOpen } from './content-tracking';
import { durationText, shortCount } from '../../ui/format';

/** One card of the home feed: a video with its cover and length, an article, or a question. */
export function FeedCard({ item }: { item: feed.ContentItem }) {
  const { t, i18n } = useTranslation();
  const ref = useExposeOnce<HTMLLIElement>(() => recordExpose(item.kind, item.id));
  const count = (value: number) => shortCount(value, i18n.language);
  const cover = item.kind === 'question' ? '' : item.coverUrl;

  return (
    <li ref={ref} className={`feed-card feed-card--${item.kind}`} data-testid={`feed-card-${item.kind}`}>
      <Link
        to={detailPathOf(item.kind, item.id)}
        className="feed-card__link"
        onClick={() => recordOpen(item.kind, item.id, item.title, 'home')}
      >
        {cover ? (
          <div className="feed-card__cover">
            <img src={cover} alt={t('discovery.coverOf', { title: item.title })} loading="lazy" />
            {item.kind === 'video' && (
              <>
                <PlayCircleFilled className="feed-card__play" aria-hidden />
                <span
                  className="feed-card__duration"
                  aria-label={t('discovery.duration', { value: durationText(item.duration) })}
                >
                  {durationText(item.duration)}
                </span>
              </>
            )}
          </div>
        ) : (
          <div className={`feed-card__text-cover feed-card__text-cover--${item.kind}`}>
            <span className="feed-card__text-cover-mark" aria-hidden>
              {item.kind === 'question'
                ? t('discovery.coverMarkQuestion')
                : item.kind === 'video'
                  ? '▶'
                  : t('discovery.coverMarkArticle')}
            </span>
            <p>{item.kind === 'video' ? item.title : item.summary || item.title}</p>
          </div>
        )}
        <div className="feed-card__body">
          <h3 className="feed-card__title" data-testid="feed-card-title">
            <span className={`feed-card__kind feed-card__kind--${item.kind}`}>
              {t(
                item.kind === 'video'
                  ? 'discovery.kindVideo'
                  : item.kind === 'article'
                    ? 'discovery.kindArticle'
                    : 'discovery.kindQuestion',
              )}
            </span>
            {item.title}
          </h3>
          <div className="feed-card__meta">
            <span className="feed-card__author">
              <Avatar size={20} src={item.userAvatar || undefined} icon={<UserOutlined />} />
              <span className="feed-card__name">{item.nickName}</span>
            </span>
            {item.kind === 'question' ? (
              <span className="feed-card__stat">
                {t('discovery.answers', { value: count(item.answerCount) })}
              </span>
            ) : (
              <span className="feed-card__stat">
                <span
                  className={item.praiseObj ? 'feed-card__liked' : undefined}
                  title={t('discovery.likes', { value: item.praiseCount })}
                >
                  {item.praiseObj ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}{' '}
                  {count(item.praiseCount)}
                </span>
                <span
                  className="feed-card__stat-gap"
                  title={t('discovery.comments', { value: item.commentCount })}
                >
                  <CommentOutlined aria-hidden /> {count(item.commentCount)}
                </span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
