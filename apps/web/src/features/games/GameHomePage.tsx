import { Link } from 'react-router';
import type { games } from '@fox/contracts';
import { AppstoreFilled } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { GameBanner } from './GameBanner';
import { GameGrid } from './GameCard';
import { GameSection } from './GameSection';
import { useGameHome } from './game-queries';
import './games.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

/**
 * The game centre (/game/home, and /game-app when no game is chosen): featured banner, categories,
 * the player's recent games, the hottest and the newest.
 */
export function GameHomePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const home = useGameHome();
  const data = home.data;
  const retry = () => void home.refetch();
  const grid = (items: games.Game[] | undefined, testId: string) => (
    <GameGrid
      items={items}
      isPending={home.isPending}
      isError={home.isError}
      onRetry={retry}
      data-testid={testId}
    />
  );

  return (
    <div className="game-home" data-testid="game-home">
      <PageHeading
        routeKey={routeKey}
        extra={<span className="game-home__hint">{t('games.lobbyHint')}</span>}
      />
      {data && data.banners.length > 0 && <GameBanner items={data.banners} />}
      {data && data.categories.length > 0 && (
        <nav className="game-categories" aria-label={t('games.categories')} data-testid="game-categories">
          <Link to="/game/list" className="game-category">
            <AppstoreFilled aria-hidden /> {t('games.categoryAll')}
          </Link>
          {data.categories.map((category) => (
            <Link
              key={category.key}
              to={`/game/list?category=${category.key}`}
              className={`game-category game-category--${category.key}`}
              data-testid={`game-category-${category.key}`}
            >
              {category.name}
              <span className="game-category__count">
                {t('games.categoryCount', { count: category.count })}
              </span>
            </Link>
          ))}
        </nav>
      )}
      {data && data.recent.length > 0 && (
        <GameSection title={t('games.recent')} hint={t('games.recentHint')} data-testid="game-section-recent">
          {grid(data.recent, 'game-grid-recent')}
        </GameSection>
      )}
      <GameSection
        title={t('games.hot')}
        hint={t('games.hotHint')}
        moreTo="/game/list?sort=hot"
        data-testid="game-section-hot"
      >
        {grid(data?.hottest, 'game-grid-hot')}
      </GameSection>
      <GameSection
        title={t('games.newest')}
        hint={t('games.newestHint')}
        moreTo="/game/list?sort=new"
        data-testid="game-section-new"
      >
        {grid(data?.newest, 'game-grid-new')}
      </GameSection>
    </div>
  );
}
