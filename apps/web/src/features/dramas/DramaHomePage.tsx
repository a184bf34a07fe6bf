import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { DramaGrid } from './DramaGrid';
import { DramaSearchBox } from './DramaSearchBox';
import { DramaSection } from './DramaSection';
import { FeaturedDrama } from './FeaturedDrama';
import { useDramaPage } from './drama-queries';
import './dramas.css';

/** Two rows of six cards under the featured drama, which is the hottest one (or three of four, four of three). */
const GRID_SIZE = 12;

/** /shortPlay: the drama home with its search, the hottest drama, and the trending and newest grids. */
export function DramaHomePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const hot = useDramaPage({ sort: 'hot', pageNum: 1, pageSize: GRID_SIZE + 1 });
  const latest = useDramaPage({ sort: 'new', pageNum: 1, pageSize: GRID_SIZE });
  const hotList = hot.data?.data;
  const featured = hotList?.[0];
  // With a single drama on the shelf the trending grid still shows it, rather than sit empty.
  const hotGrid = hotList && hotList.length > 1 ? hotList.slice(1) : hotList;

  return (
    <div className="drama-home" data-testid="drama-home">
      <PageHeading routeKey={routeKey} extra={<DramaSearchBox />} />
      {featured && <FeaturedDrama drama={featured} />}
      <DramaSection
        title={t('dramas.hot')}
        hint={t('dramas.hotHint')}
        moreTo="/shortPlayMore?sort=hot"
        moreTestId="drama-more-hot"
      >
        <DramaGrid
          items={hotGrid}
          isPending={hot.isPending}
          isError={hot.isError}
          onRetry={() => void hot.refetch()}
          emptyText={t('dramas.empty')}
          skeletonCount={GRID_SIZE}
          wholeRows
          data-testid="drama-grid-hot"
        />
      </DramaSection>
      <DramaSection
        title={t('dramas.new')}
        hint={t('dramas.newHint')}
        moreTo="/shortPlayMore?sort=new"
        moreTestId="drama-more-new"
      >
        <DramaGrid
          items={latest.data?.data}
          isPending={latest.isPending}
          isError={latest.isError}
          onRetry={() => void latest.refetch()}
          emptyText={t('dramas.empty')}
          skeletonCount={GRID_SIZE}
          wholeRows
          data-testid="drama-grid-new"
        />
      </DramaSection>
    </div>
  );
}
