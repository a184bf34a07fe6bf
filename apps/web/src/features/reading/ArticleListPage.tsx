import { useTranslation } from '../../i18n/use-translation';
import { ArticleCard } from './ArticleCard';
import { ReadingListPage } from './ReadingListPage';
import { useArticleList } from './reading-queries';

/** /content/imageTextList: published articles of the chosen site, newest first, loading on scroll. */
export function ArticleListPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  return (
    <ReadingListPage
      routeKey={routeKey}
      list={useArticleList()}
      emptyText={t('reading.articlesEmpty')}
      name="article"
      renderItem={(article) => <ArticleCard key={article.id} article={article} />}
    />
  );
}
