import type { contentArticles } from '@fox/contracts';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';
import { publishTimeOf } from '../../ui/text-format';

/** One article in the list: title, summary, author and counters, with the cover on the right when set. */
export function ArticleCard({ article }: { article: contentArticles.Article }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => shortCount(value, i18n.language);
  return (
    <li className="reading-card" data-testid="article-card">
      <Link to={`/imageTextDetail?id=${article.id}`} className="reading-card__link">
        <div className="reading-card__body">
          <h2 className="reading-card__title" data-testid="article-card-title">
            {article.title}
          </h2>
          {article.summary && <p className="reading-card__summary">{article.summary}</p>}
          <div className="reading-card__meta">
            <span className="reading-card__author">
              <Avatar size={22} src={article.userAvatar || undefined} icon={<UserOutlined />} />
              <span>{article.nickName}</span>
            </span>
            <span>{t('reading.likes', { value: count(article.praiseCount) })}</span>
            <span>{t('reading.comments', { value: count(article.commentCount) })}</span>
            <span>{t('reading.collects', { value: count(article.collectCount) })}</span>
            <span className="reading-card__time">{publishTimeOf(article.createTime)}</span>
          </div>
        </div>
        {article.coverUrl && (
          <img
            className="reading-card__cover"
            src={article.coverUrl}
            alt={t('reading.articleCover', { title: article.title })}
            loading="lazy"
          />
        )}
      </Link>
    </li>
  );
}
