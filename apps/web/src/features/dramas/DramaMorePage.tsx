import { Tabs } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { dramas } from '@fox/contracts';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { Pagination } from '../../ui';
import { DramaGrid } from './DramaGrid';
import { DramaSearchBox } from './DramaSearchBox';
import { useDramaPage } from './drama-queries';
import { usePagedParams } from './use-paged-params';
import './dramas.css';

type DramaSort = (typeof dramas.DRAMA_SORTS)[number];

function sortOf(raw: string | null): DramaSort {
  return raw === 'new' ? 'new' : 'hot';
}

/** /shortPlayMore: every drama on the shelf, trending or newest first, a page at a time. */
export function DramaMorePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const { params, pageNum, pageSize, update } = usePagedParams();
  const sort = sortOf(params.get('sort'));
  const page = useDramaPage({ sort, pageNum, pageSize });
  const total = page.data?.total ?? 0;

  return (
    <div className="drama-list-page" data-testid="drama-more">
      <PageHeading routeKey={routeKey} extra={<DramaSearchBox />} />
      <Tabs
        activeKey={sort}
        onChange={(key) => update({ sort: key, page: null })}
        className="drama-tabs"
        items={dramas.DRAMA_SORTS.map((key) => ({
          key,
          label: (
            <span data-testid={`drama-tab-${key}`}>{t(key === 'hot' ? 'dramas.hot' : 'dramas.new')}</span>
          ),
        }))}
      />
      <DramaGrid
        items={page.data?.data}
        isPending={page.isPending}
        isError={page.isError}
        onRetry={() => void page.refetch()}
        emptyText={t('dramas.empty')}
        skeletonCount={pageSize}
        data-testid="drama-grid-more"
      />
      {total > 0 && (
        <Pagination
          className="drama-pagination"
          current={pageNum}
          total={total}
          pageSize={pageSize}
          onChange={(next, size) => update({ page: size === pageSize ? next : 1, size })}
        />
      )}
    </div>
  );
}
