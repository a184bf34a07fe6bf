import { Button, Image, Result, Skeleton } from 'antd';
import {
  CaretRightFilled,
  ClockCircleOutlined,
  FireFilled,
  GiftFilled,
  MobileOutlined,
} from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { durationText, shortCount } from '../../ui/format';
import { GameActions } from './GameActions';
import { GameIcon } from './GameCard';
import { RebateRuleCard } from './RebateRuleCard';
import { gamePlayLink, idParam, useGameInfo } from './game-queries';
import { useGameDetailsTracking } from './game-tracking';
import './games.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

/** /game/details?id (opened in a new tab): the game's card, screenshots, description, items and rebate. */
export function GameDetailsPage({ routeKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const info = useGameInfo(id);
  const game = info.data;
  useGameDetailsTracking(game);

  if (id === null || info.isError) {
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
  if (!game) {
    return (
      <section className="page-card">
        <PageHeading routeKey={routeKey} />
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </section>
    );
  }

  return (
    <div className="game-details" data-testid="game-details" data-game-id={game.id}>
      <section className="page-card game-details__head">
        <PageHeading routeKey={routeKey} />
        <div className="game-details__card">
          <GameIcon game={game} size="large" />
          <div className="game-details__facts">
            <h2 className="game-details__name" data-testid="game-details-name">
              {game.name}
            </h2>
            <div className="game-details__tags">
              <span className="game-tag game-tag--main">{game.categoryName}</span>
              {game.tags
                .filter((tag) => tag !== game.categoryName)
                .map((tag) => (
                  <span key={tag} className="game-tag">
                    {tag}
                  </span>
                ))}
              {game.hasRebate && (
                <span className="game-tag game-tag--rebate">
                  <GiftFilled aria-hidden /> {t('games.rebateBadge')}
                </span>
              )}
            </div>
            <div className="game-details__meta">
              <span>
                <FireFilled aria-hidden />{' '}
                {t('games.plays', { count: shortCount(game.playCount, i18n.language) })}
              </span>
              <span>
                <MobileOutlined rotate={game.orientation === 'landscape' ? 90 : 0} aria-hidden />{' '}
                {t(`games.${game.orientation}`)}
              </span>
              <span>{t('games.developer', { name: game.developer })}</span>
            </div>
            <div className="game-details__mine">
              <ClockCircleOutlined aria-hidden />{' '}
              {game.lastPlayTime
                ? `${t('games.myPlay', { time: durationText(game.playSeconds) })} · ${t('games.lastPlay', { time: game.lastPlayTime })}`
                : t('games.neverPlayed')}
            </div>
          </div>
          <Button
            type="primary"
            size="large"
            shape="round"
            icon={<CaretRightFilled />}
            className="game-details__play"
            onClick={() => void navigate(gamePlayLink(game.id))}
            data-testid="game-details-play"
          >
            {t('games.playNow')}
          </Button>
          <GameActions game={game} />
        </div>
      </section>

      {game.screenshots.length > 0 && (
        <section className="page-card game-details__block">
          <h3 className="game-details__heading">{t('games.screenshots')}</h3>
          <div className={`game-shots game-shots--${game.orientation}`} data-testid="game-screenshots">
            <Image.PreviewGroup>
              {game.screenshots.map((src) => (
                <Image key={src} src={src} alt="" className="game-shots__image" />
              ))}
            </Image.PreviewGroup>
          </div>
        </section>
      )}

      <div className="game-details__columns">
        <section className="page-card game-details__block">
          <h3 className="game-details__heading">{t('games.description')}</h3>
          <p className="game-details__description" data-testid="game-description">
            {game.description}
          </p>
          {game.items.length > 0 && (
            <>
              <h3 className="game-details__heading">{t('games.items')}</h3>
              <ul className="game-items">
                {game.items.map((item) => (
                  <li key={item.key} className="game-items__item">
                    <div>
                      <div className="game-items__name">{item.name}</div>
                      <div className="game-items__text">{item.description}</div>
                    </div>
                    <span className={item.owned ? 'game-items__owned' : 'game-items__price'}>
                      {item.owned ? t('games.itemOwned') : t('games.itemPrice', { coins: item.priceCoins })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <RebateRuleCard rule={game.rebateRule} />
      </div>
    </div>
  );
}
