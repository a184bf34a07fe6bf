import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { tracking } from '@fox/contracts';
import { CommentPanel } from '../comments';
import { PromotionTag } from '../promotion';
import { detailIdOf } from './detail-id';
import { ReadingArticle } from './ReadingArticle';
import { detailStateOf, OwnWorkState } from './ReadingStates';
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
      <OwnWorkState item={item} />
      <ReadingArticle
        item={item}
        kind="article"
        busyType="Article"
        sharePath="/imageTextDetail"
        comments={{
          count: item.commentCount,
          onOpen: () => commentsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        }}
      >
        {item.relation && (
          <div className="reading-article__relation">
            <PromotionTag relation={item.relation} variant="content" />
          </div>
        )}
      </ReadingArticle>
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
