import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { novels } from '@fox/contracts/client';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { ContinueReading } from './ContinueReading';
import { FeaturedBooks } from './FeaturedBooks';
import { NovelSearchBox } from './NovelSearchBox';
import { RankingBoard } from './RankingBoard';
import { listLinkOf } from './novel-links';
import { useNovelHome } from './novel-queries';
import { registerNovelsMessages } from './novels-i18n';
import './novels.css';

registerNovelsMessages();

/**
 * /novel: the bookstore's front — the editors' picks, the categories, where a logged-in reader left off,
 * and the four charts (most read, most collected, newest, finished), all from one answer.
 */
export function NovelHomePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const home = useNovelHome();

  let body;
  if (home.isPending) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (home.isError) {
    body = (
      <Result
        status="warning"
        title={t('novels.loadFailed')}
        subTitle={t('novels.loadFailedText')}
        extra={
          <Button type="primary" onClick={() => void home.refetch()}>
            {t('novels.retry')}
          </Button>
        }
      />
    );
  } else {
    const { featured, categories, rankings, continueReading } = home.data;
    body = (
      <>
        <div className="novel-home__top">
          <FeaturedBooks books={featured} />
          <aside className="novel-categories" data-testid="novel-categories">
            <h2 className="novel-section__title">{t('novels.categories')}</h2>
            <ul className="novel-categories__grid">
              {categories.map((category) => (
                <li key={category.name}>
                  <Link to={listLinkOf('read', category.name)} data-testid="novel-category">
                    <strong>{category.name}</strong>
                    <span>{category.bookCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
        <ContinueReading items={continueReading} />
        <section className="novel-section">
          <header className="novel-section__head">
            <h2 className="novel-section__title">{t('novels.rankings')}</h2>
          </header>
          <div className="novel-rankings">
            {novels.NOVEL_SORTS.map((sort) => (
              <RankingBoard key={sort} sort={sort} books={rankings[sort]} />
            ))}
          </div>
        </section>
      </>
    );
  }

  return (
    <div className="novel-home" data-testid="novel-home">
      <PageHeading routeKey={routeKey} extra={<NovelSearchBox />} />
      {body}
    </div>
  );
}
