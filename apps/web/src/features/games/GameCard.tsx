import { Link } from 'react-router';
import { FireFilled, GiftFilled } from '@ant-design/icons';
import type { games } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';
import { gameDetailsLink, gamePlayLink } from './game-queries';

/** A game's icon, or its first character on the brand gradient when it has none. */
export function GameIcon({
  game,
  size = 'normal',
}: {
  game: Pick<games.Game, 'icon' | 'name'>;
  size?: 'normal' | 'large';
}) {
  return (
    <span className={`game-icon game-icon--${size}`}>
      {game.icon ? (
        <img src={game.icon} alt="" loading="lazy" />
      ) : (
        <span aria-hidden>{game.name.slice(0, 1)}</span>
      )}
    </span>
  );
}

/**
 * One game of a grid: its icon, name, category and players open the details in a new tab (spec 000 §2);
 * the play button starts it here.
 */
export function GameCard({ game }: { game: games.Game }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="game-card" data-testid="game-card" data-game-id={game.id}>
      <a
        href={gameDetailsLink(game.id)}
        target="_blank"
        rel="noopener"
        className="game-card__link"
        aria-label={game.name}
        data-testid="game-card-details"
      >
        <GameIcon game={game} />
        {game.hasRebate && (
          <span className="game-card__rebate">
            <GiftFilled aria-hidden /> {t('games.rebateBadge')}
          </span>
        )}
        <h3 className="game-card__name" data-testid="game-card-name">
          {game.name}
        </h3>
        <div className="game-card__meta">
          <span>{game.categoryName}</span>
          <span className="game-card__plays">
            <FireFilled aria-hidden />{' '}
            {t('games.plays', { count: shortCount(game.playCount, i18n.language) })}
          </span>
        </div>
        <p className="game-card__summary">{game.summary}</p>
      </a>
      <Link to={gamePlayLink(game.id)} className="game-card__play" data-testid="game-card-play">
        {t('games.play')}
      </Link>
    </li>
  );
}

/** A grid of game cards with its loading, failed and empty states. */
export function GameGrid({
  items,
  isPending,
  isError,
  onRetry,
  skeletonCount = 6,
  'data-testid': testId,
}: {
  items: games.Game[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletonCount?: number;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <ul className="game-grid" aria-busy data-testid={testId}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index} className="game-card game-card--skeleton" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div className="game-grid__state" data-testid={testId}>
        {t('games.loadFailed')}{' '}
        <button type="button" className="game-link-button" onClick={onRetry}>
          {t('games.retry')}
        </button>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <div className="game-grid__state" data-testid={testId}>
        {t('games.empty')}
      </div>
    );
  }
  return (
    <ul className="game-grid" data-testid={testId}>
      {items.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}
