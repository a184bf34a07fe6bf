import { Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { GameFrame } from './GameFrame';
import { GameHomePage } from './GameHomePage';
import { idParam, useGameInfo } from './game-queries';
import './games.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

/**
 * /game-app and /game-app/home (spec 002 §2.3: the game app): with `?id` the game in its frame; without
 * one, the game centre to choose from.
 */
export function GamePlayPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const info = useGameInfo(id);

  if (id === null) return <GameHomePage routeKey={routeKey} />;
  if (info.isError) {
    return (
      <section className="page-card">
        <PageHeading routeKey={routeKey} />
        <Result
          status="404"
          title={t('games.notFound')}
          extra={<Link to="/game/home">{t('games.toCentre')}</Link>}
          data-testid="game-not-found"
        />
      </section>
    );
  }
  if (!info.data) {
    return (
      <section className="page-card">
        <PageHeading routeKey={routeKey} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  return <GameFrame game={info.data} />;
}
