import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { openLoginPrompt, useIsLoggedIn } from '../auth';
import { GameIcon } from './GameCard';
import { RebatePeriods } from './RebatePeriods';
import { useRebateGames } from './game-queries';
import './games.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

/**
 * /game/rebatePage: the games with a rebate the player played, and for the chosen one its periods, what
 * was spent, what the rule gives and where each claim stands. One game's periods at a time: the request
 * layer would cancel parallel reads of the same path.
 */
export function RebatePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const list = useRebateGames(loggedIn);
  const [chosen, setChosen] = useState<number | null>(null);
  const items = list.data?.data ?? [];
  const current = items.find((game) => game.id === chosen) ?? items[0];

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState text={t('games.rebate.loginFirst')} data-testid="rebate-login">
        <Button type="primary" onClick={() => openLoginPrompt()}>
          {t('games.frame.login')}
        </Button>
      </EmptyState>
    );
  } else if (list.isPending) {
    body = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (list.isError) {
    body = (
      <EmptyState text={t('games.loadFailed')}>
        <Button onClick={() => void list.refetch()}>{t('games.retry')}</Button>
      </EmptyState>
    );
  } else if (!current) {
    body = <EmptyState text={t('games.rebate.noGames')} data-testid="rebate-no-games" />;
  } else {
    body = (
      <div className="rebate-layout">
        <ul className="rebate-games" role="tablist">
          {items.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                role="tab"
                aria-selected={game.id === current.id}
                className={`rebate-games__game${game.id === current.id ? ' is-on' : ''}`}
                onClick={() => setChosen(game.id)}
                data-testid="rebate-game"
                data-game-id={game.id}
              >
                <GameIcon game={game} />
                <span className="rebate-games__name">{game.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <RebatePeriods key={current.id} game={current} />
      </div>
    );
  }

  return (
    <section className="page-card rebate-page" data-testid="rebate-page">
      <PageHeading routeKey={routeKey} />
      {body}
    </section>
  );
}
