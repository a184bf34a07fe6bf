import type { feed } from '@fox/contracts';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Highlight } from './Highlight';
import { detailPathOf, recordOpen } from './content-tracking';
import { instantOf } from '../../ui/answer-time';
import { durationText, shortCount } from '../../ui/format';

const KIND_LABEL = {
  video: 'discovery.kindVideo',
  article: 'discovery.kindArticle',
  question: 'discovery.kindQuestion',
} as const;

/** One search result: the title and text with the searched words marked, a thumbnail for videos and covers. */
export function SearchResultItem({ item, words }: { item: feed.ContentItem; words: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => shortCount(value, i18n.language);
  const cover = item.kind === 'question' ? '' : item.coverUrl;
  return (
    <li className="search-result" data-testid={`search-result-${item.kind}`}>
      <Link
        to={detailPathOf(item.kind, item.id)}
        className="search-result__link"
        onClick={() => recordOpen(item.kind, item.id, item.title, 'search')}
      >
        {cover && (
          <div className="search-result__thumb">
            <img src={cover} alt={t('discovery.coverOf', { title: item.title })} loading="lazy" />
            {item.kind === 'video' && (
              <span className="feed-card__duration">{durationText(item.duration)}</span>
            )}
          </div>
        )}
        <div className="search-result__body">
          <h3 className="search-result__title" data-testid="search-result-title">
            <span className={`feed-card__kind feed-card__kind--${item.kind}`}>
              {t(KIND_LABEL[item.kind])}
            </span>
            <Highlight text={item.title} words={words} />
          </h3>
          {item.kind !== 'video' && item.summary && (
            <p className="search-result__summary">
              <Highlight text={item.summary} words={words} />
            </p>
          )}
          <div className="search-result__meta">
            <span className="feed-card__author">
              <Avatar size={20} src={item.userAvatar || undefined} icon={<UserOutlined />} />
              <span className="feed-card__name">{item.nickName}</span>
            </span>
            {item.kind === 'question' && (
              <span>{t('discovery.answers', { value: count(item.answerCount) })}</span>
            )}
            <span>{t('discovery.likes', { value: count(item.praiseCount) })}</span>
            <span>{t('discovery.comments', { value: count(item.commentCount) })}</span>
            <span>{dayjs(instantOf(item.createTime)).format('YYYY-MM-DD')}</span>
          </div>
        </div>
      </Link>
    </li>
  );
}
