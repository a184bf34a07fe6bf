import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { games } from '@fox/contracts';
import { api } from '../../api';
import { isLoggedIn, openLoginPrompt } from '../auth';
import { useTranslation } from '../../i18n/use-translation';
import { answerGame } from './game-bridge';

interface PendingSale {
  request: games.GameBuyMessage;
  item: games.GameItem;
  /** The game window that asked: a reloaded game is another window and gets no answer meant for the old. */
  asker: Window | null;
}

function resultOf(
  request: games.GameBuyMessage,
  outcome: games.GameBuyOutcome,
  orderNo: string | null = null,
  message = '',
): games.GameBuyResultMessage {
  return {
    type: games.GAME_MESSAGES.buyResult,
    requestId: request.requestId,
    itemKey: request.itemKey,
    outcome,
    orderNo,
    message,
  };
}

/**
 * What a game's buy request leads to: a guest is asked to log in; an unknown item fails; an item the
 * player owns is answered as owned (the server finds the earlier order and charges nothing); anything else
 * opens the portal's pay dialog, whose outcome goes back to the game that asked.
 */
export function useItemSale(
  gameId: number,
  items: games.GameItem[] | undefined,
  frameWindow: () => Window | null,
) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingSale | null>(null);
  const pendingRef = useRef<PendingSale | null>(null);
  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  });
  const hold = useCallback((next: PendingSale | null) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  const reply = useCallback(
    (asker: Window | null, message: games.GameBuyResultMessage) => {
      if (asker && frameWindow() === asker) answerGame(asker, message);
    },
    [frameWindow],
  );

  const request = useCallback(
    (buy: games.GameBuyMessage) => {
      const asker = frameWindow();
      if (!isLoggedIn()) {
        reply(asker, resultOf(buy, 'loginRequired'));
        openLoginPrompt();
        return;
      }
      const item = itemsRef.current?.find((candidate) => candidate.key === buy.itemKey);
      if (!item) {
        reply(asker, resultOf(buy, 'failed', null, t('games.pay.unknownItem')));
        return;
      }
      if (item.owned) {
        api(games.buyGameItem, {
          gameId,
          itemKey: item.key,
          orderNo: `go${crypto.randomUUID().replaceAll('-', '')}`,
          price: item.priceCoins,
        }).then(
          (order) => reply(asker, resultOf(buy, order.charged ? 'paid' : 'owned', order.orderNo)),
          () => reply(asker, resultOf(buy, 'failed', null, t('games.pay.owned'))),
        );
        return;
      }
      // A second request while the dialog is open replaces the first, which the game hears was cancelled.
      const previous = pendingRef.current;
      if (previous) reply(previous.asker, resultOf(previous.request, 'cancelled'));
      hold({ request: buy, item, asker });
    },
    [frameWindow, gameId, hold, reply, t],
  );

  const cancel = useCallback(() => {
    const current = pendingRef.current;
    if (current) reply(current.asker, resultOf(current.request, 'cancelled'));
    hold(null);
  }, [hold, reply]);

  const paid = useCallback(
    (order: games.GameItemOrder) => {
      const current = pendingRef.current;
      if (current)
        reply(current.asker, resultOf(current.request, order.charged ? 'paid' : 'owned', order.orderNo));
      hold(null);
    },
    [hold, reply],
  );

  return { item: pending?.item ?? null, request, cancel, paid };
}
