import { useEffect } from 'react';
import { tracking } from '@fox/contracts';
import { trackEvent } from '../tracking';

/** The details page was opened (business type Game, spec 001 §3). */
export function useGameDetailsTracking(game: { id: number; name: string } | undefined) {
  const id = game?.id;
  const name = game?.name;
  useEffect(() => {
    if (id === undefined || name === undefined) return;
    trackEvent({
      businessType: 'Game',
      operaType: 'checkDetail',
      eventSign: 'game_details_open',
      eventName: '打开游戏详情',
      pageName: 'gameDetails',
      elementNo: `game-${id}`,
      elementName: name,
    });
  }, [id, name]);
}

/** A game was played: sent when the player leaves it, with the seconds it was on screen (capped as any timed event). */
export function useGamePlayTracking(id: number, name: string) {
  useEffect(() => {
    const startedAt = Date.now();
    return () => {
      const seconds = Math.min(
        tracking.TRACKING_TIMER_CAP_SECONDS,
        Math.floor((Date.now() - startedAt) / 1000),
      );
      trackEvent({
        businessType: 'Game',
        operaType: 'start',
        eventSign: 'game_play',
        eventName: '玩游戏',
        pageName: 'gameApp',
        elementNo: `game-${id}`,
        elementName: name,
        eventAttribute: { duration: seconds },
      });
    };
  }, [id, name]);
}
