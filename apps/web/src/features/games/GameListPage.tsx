import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { games } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { Pagination } from '../../ui/Pagination';
import { GameGrid } from './GameCard';
import { useGamePage, type GameCategory } from './game-queries';
import './games.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

const PAGE_SIZE = 12;

function categoryOf(raw: string | null): GameCategory | undefined {
  return games.GAME_CATEGORIES.find((key) => key === raw);
}

/** /game/list?category&sort&pageNum: every game, by category, hottest or newest first, a page at a time. */
export function GameListPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const sort = params.get('sort') === 'new' ? 'new' : 'hot';
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const page = useGamePage({ sort, category, pageNum, pageSize: PAGE_SIZE });

  const change = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged);
  };

  return (
    <section className="page-card game-list" data-testid="game-list">
      <PageHeading
        routeKey={routeKey}
        extra={
          <Segmented
            value={sort}
            onChange={(value) => change({ sort: String(value), pageNum: undefined })}
            options={[
              { value: 'hot', label: t('games.sortHot') },
              { value: 'new', label: t('games.sortNew') },
            ]}
            data-testid="game-list-sort"
          />
        }
      />
      <div className="game-list__categories" role="tablist" aria-label={t('games.categories')}>
        {[undefined, ...games.GAME_CATEGORIES].map((key) => (
          <button
            key={key ?? 'all'}
            type="button"
            role="tab"
            aria-selected={key === category}
            className={`game-chip${key === category ? ' is-on' : ''}`}
            onClick={() => change({ category: key, pageNum: undefined })}
            data-testid={`game-list-category-${key ?? 'all'}`}
          >
            {key ? games.GAME_CATEGORY_NAMES[key] : t('games.categoryAll')}
          </button>
        ))}
      </div>
      <GameGrid
        items={page.data?.data}
        isPending={page.isPending}
        isError={page.isError}
        onRetry={() => void page.refetch()}
        skeletonCount={PAGE_SIZE}
        data-testid="game-grid-list"
      />
      {(page.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="game-list__pages"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={page.data?.total ?? 0}
          onChange={(next) => change({ pageNum: String(next) })}
        />
      )}
    </section>
  );
}
