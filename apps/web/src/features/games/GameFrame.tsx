import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Result, Spin, Tooltip } from 'antd';
import { ArrowLeftOutlined, CompressOutlined, ExpandOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { games } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { openLoginPrompt, useIsLoggedIn } from '../auth';
import { connectGameBridge } from './game-bridge';
import { GameIcon } from './GameCard';
import { GameItemPayDialog } from './GameItemPayDialog';
import { useGameFrameReload } from './frame-reload-store';
import { useItemSale } from './use-item-sale';
import { useGameSession, usePlayHeartbeat } from './use-game-session';
import { useGamePlayTracking } from './game-tracking';
import './game-frame.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

/**
 * What the sandbox grants: scripts only. Without allow-same-origin the game's origin is opaque (see
 * game-bridge.ts); without allow-top-navigation, popups or forms it cannot lead the player away.
 */
const GAME_SANDBOX = 'allow-scripts';

function useFullscreen(target: () => HTMLElement | null) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === target());
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target()?.requestFullscreen();
  };
  return { on, toggle };
}

/** A game in its frame: the top bar (back, reload, full screen), the sandboxed iframe, the bridge and the pay dialog. */
export function GameFrame({ game }: { game: games.GameDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const headerReloads = useGameFrameReload((state) => state.reloads);
  const [ownReloads, setOwnReloads] = useState(0);
  const load = headerReloads + ownReloads;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameWindow = useCallback(() => frameRef.current?.contentWindow ?? null, []);
  const stage = useCallback(() => stageRef.current, []);
  const fullscreen = useFullscreen(stage);
  const { session, isError, welcome } = useGameSession(game.id, load);
  const sale = useItemSale(game.id, game.items, frameWindow);
  usePlayHeartbeat(game.id, loggedIn && session !== undefined);
  useGamePlayTracking(game.id, game.name);

  const buy = sale.request;
  useEffect(() => connectGameBridge({ frameWindow, welcome, buy }), [frameWindow, welcome, buy]);

  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/game/home');
  };

  return (
    <div className="game-play" data-testid="game-play" data-game-id={game.id}>
      <div className="game-play__bar">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} data-testid="game-frame-back">
          {t('games.frame.back')}
        </Button>
        <div className="game-play__title">
          <GameIcon game={game} />
          <h1 className="game-play__name" data-testid="page-title">
            {game.name}
          </h1>
        </div>
        {!loggedIn && (
          <span className="game-play__guest">
            {t('games.frame.guest')}{' '}
            <button type="button" className="game-link-button" onClick={() => openLoginPrompt()}>
              {t('games.frame.login')}
            </button>
          </span>
        )}
        <Tooltip title={t('games.frame.reload')}>
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('games.frame.reload')}
            onClick={() => setOwnReloads((value) => value + 1)}
            data-testid="game-frame-reload"
          />
        </Tooltip>
        <Tooltip title={fullscreen.on ? t('games.frame.exitFullscreen') : t('games.frame.fullscreen')}>
          <Button
            type="text"
            icon={fullscreen.on ? <CompressOutlined /> : <ExpandOutlined />}
            aria-label={fullscreen.on ? t('games.frame.exitFullscreen') : t('games.frame.fullscreen')}
            onClick={fullscreen.toggle}
            data-testid="game-frame-fullscreen"
          />
        </Tooltip>
      </div>
      <div ref={stageRef} className={`game-stage game-stage--${game.orientation}`} data-testid="game-stage">
        {isError ? (
          <Result status="error" title={t('games.frame.failed')} />
        ) : session ? (
          <iframe
            // A reload, a login or a logout starts the game afresh with its new welcome.
            key={`${load}:${session.player?.id ?? 'guest'}`}
            ref={frameRef}
            className="game-stage__frame"
            src={session.entryUrl}
            sandbox={GAME_SANDBOX}
            title={t('games.frame.title', { name: game.name })}
            data-testid="game-frame"
            data-load={load}
          />
        ) : (
          <div className="game-stage__starting">
            <Spin /> {t('games.frame.starting')}
          </div>
        )}
      </div>
      <GameItemPayDialog
        gameId={game.id}
        gameName={game.name}
        item={sale.item}
        onCancel={sale.cancel}
        onPaid={sale.paid}
      />
    </div>
  );
}
