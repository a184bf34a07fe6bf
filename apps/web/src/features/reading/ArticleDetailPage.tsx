import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { tracking } from '@fox/contracts';
import { CommentPanel } from '../comments';
import { RichText } from './ArticleBody';
import { AuthorLine } from './AuthorLine';
import { PromotionTag } from '../promotion';
import { ContentActions } from './ContentActions';
import { detailIdOf } from './detail-id';
import { detailStateOf } from './ReadingStates';
import { readingKeys, useArticle } from './reading-queries';
import { useCommentCountRefresh } from './use-comment-count';
import { useReadTracking } from './use-read-tracking';
import './reading.css';

/** /imageTextDetail?id=N: the article, its action row and its comments. */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = detailIdOf(search);
  const article = useArticle(id);
  const commentsRef = useRef<HTMLDivElement>(null);
  const onCommentTotal = useCommentCountRefresh(readingKeys.article(id ?? 0));
  useReadTracking(article.data ? article.data.id : null, 'article', tracking.REC_SCENES.homeArticle);

  const state = detailStateOf(id, article, {
    backTo: '/content/imageTextList',
    backText: t('reading.backToArticles'),
  });
  if (state || !article.data) return state;

  const item = article.data;
  return (
    <div className="reading-detail">
      <article className="page-card reading-article" data-testid="article-detail">
        <h1 className="reading-article__title" data-testid="article-title">
          {item.title}
        </h1>
        <AuthorLine
          userId={item.userId}
          nickName={item.nickName}
          avatar={item.userAvatar}
          followed={item.followObj}
          time={item.createTime}
        />
        {item.relation && (
          <div className="reading-article__relation">
            <PromotionTag relation={item.relation} variant="content" />
          </div>
        )}
        <RichText html={item.contentHtml} className="reading-article__body" testId="article-body" />
        <ContentActions
          busyCode={item.id}
          busyType="Article"
          authorUserId={item.userId}
          liked={item.praiseObj}
          praiseCount={item.praiseCount}
          collected={item.collectObj}
          collectCount={item.collectCount}
          commentCount={item.commentCount}
          onComment={() => commentsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          shareUrl={`${window.location.origin}/imageTextDetail?id=${item.id}`}
        />
      </article>
      <section className="page-card reading-comments" ref={commentsRef} data-testid="article-comments">
        <CommentPanel
          busyCode={item.id}
          busyType="Article"
          authorUserId={item.userId}
          onTotalChange={onCommentTotal}
        />
      </section>
    </div>
  );
}
