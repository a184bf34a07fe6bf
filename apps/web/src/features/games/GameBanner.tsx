import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { CaretRightFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { games } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { GameIcon } from './GameCard';
import { gameDetailsLink, gamePlayLink } from './game-queries';

/** The banner turns to the next featured game this often, unless the pointer rests on it. */
const TURN_MS = 5_000;

/** The featured games: one wide banner at a time, with the others as thumbnails to pick. */
export function GameBanner({ items }: { items: games.Game[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [resting, setResting] = useState(false);
  const current = items[index % items.length];

  useEffect(() => {
    if (resting || items.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % items.length), TURN_MS);
    return () => clearInterval(timer);
  }, [resting, items.length]);

  if (!current) return null;
  return (
    <section
      className="game-banner"
      data-testid="game-banner"
      data-game-id={current.id}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
    >
      {/* The banner is the game's own artwork, title included: shown whole, never under text. */}
      <a
        className="game-banner__art"
        href={gameDetailsLink(current.id)}
        target="_blank"
        rel="noopener"
        aria-label={current.name}
        tabIndex={-1}
      >
        {current.banner ? (
          <img src={current.banner} alt="" />
        ) : (
          <span className="game-banner__blank" aria-hidden>
            {current.name}
          </span>
        )}
      </a>
      <div className="game-banner__body">
        <span className="game-banner__tag">{t('games.featured')}</span>
        <div className="game-banner__title-row">
          <GameIcon game={current} />
          <div>
            <h2 className="game-banner__name">{current.name}</h2>
            <div className="game-banner__tags">
              <span>{current.categoryName}</span>
              {current.tags
                .filter((tag) => tag !== current.categoryName)
                .slice(0, 2)
                .map((tag) => (
                  <span key={tag}>{tag}</span>
                ))}
            </div>
          </div>
        </div>
        <p className="game-banner__summary">{current.summary}</p>
        <div className="game-banner__actions">
          <Button
            type="primary"
            size="large"
            shape="round"
            icon={<CaretRightFilled />}
            onClick={() => void navigate(gamePlayLink(current.id))}
            data-testid="game-banner-play"
          >
            {t('games.playNow')}
          </Button>
          <a
            className="game-banner__details"
            href={gameDetailsLink(current.id)}
            target="_blank"
            rel="noopener"
          >
            {t('games.details')}
          </a>
        </div>
        {items.length > 1 && (
          <div className="game-banner__thumbs" role="tablist">
            {items.map((game, position) => (
              <button
                key={game.id}
                type="button"
                role="tab"
                aria-selected={position === index}
                aria-label={game.name}
                className={`game-banner__thumb${position === index ? ' is-on' : ''}`}
                onClick={() => setIndex(position)}
              >
                <GameIcon game={game} />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
