import { useState } from 'react';
import { Button, Modal } from 'antd';
import { GiftFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { games, wallet } from '@fox/contracts';
import { api } from '../../api';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { CoinBalanceCheck, invalidateWallet, useCoinBalance } from '../wallet';
import { gameKeys } from './game-queries';
import './game-frame.css';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

export interface GameItemPayDialogProps {
  gameId: number;
  gameName: string;
  /** The item the game asked to sell; null closes the dialog. */
  item: games.GameItem | null;
  /** The player closed the dialog without paying. */
  onCancel: () => void;
  /** The server answered the order (charged now, or found already paid). */
  onPaid: (order: games.GameItemOrder) => void;
}

/** One order number per opening: a double click or a retry after a lost answer is the same order. */
function newOrderNo(): string {
  return `gi${crypto.randomUUID().replaceAll('-', '')}`;
}

/**
 * The portal's own pay dialog for an item a game sells: the game only asked, the player sees the price
 * and their balance here, and the coins move on the server (the game never touches the wallet). Too few
 * coins lead to the top-up dialog, as for dramas.
 */
export function GameItemPayDialog({ gameId, gameName, item, onCancel, onPaid }: GameItemPayDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const balance = useCoinBalance().data;
  const [paying, setPaying] = useState(false);
  const [orderFor, setOrderFor] = useState<{ key: string | null; orderNo: string }>({
    key: null,
    orderNo: '',
  });
  // Each opening for an item is one order.
  if (item && orderFor.key !== item.key) setOrderFor({ key: item.key, orderNo: newOrderNo() });

  const short = item !== null && balance !== undefined && balance < item.priceCoins;

  const pay = async () => {
    if (!item || paying || short || balance === undefined) return;
    setPaying(true);
    try {
      const order = await api(games.buyGameItem, {
        gameId,
        itemKey: item.key,
        orderNo: orderFor.orderNo,
        price: item.priceCoins,
      });
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      void queryClient.invalidateQueries({ queryKey: gameKeys.rebates });
      void message.success(t('games.pay.succeeded'));
      setOrderFor({ key: null, orderNo: '' });
      onPaid(order);
    } catch {
      // The request layer said why (a changed price, too few coins); the player may top up and try again.
    } finally {
      setPaying(false);
    }
  };

  return (
    <Modal
      open={item !== null}
      onCancel={onCancel}
      title={t('games.pay.title')}
      footer={null}
      centered
      width={420}
      closable={!paying}
      mask={{ closable: !paying }}
      keyboard={!paying}
      destroyOnHidden
      modalRender={(node) => <div data-testid="game-pay-dialog">{node}</div>}
    >
      {item && (
        <div className="game-pay">
          <p className="game-pay__subject">{t('games.pay.subject', { game: gameName })}</p>
          <div className="game-pay__item">
            <GiftFilled className="game-pay__icon" aria-hidden />
            <div className="game-pay__item-text">
              <div className="game-pay__name" data-testid="game-pay-item">
                {item.name}
              </div>
              <div className="game-pay__description">{item.description}</div>
            </div>
            <div className="game-pay__price" data-testid="game-pay-price">
              {t('games.pay.coins', { coins: wallet.formatCoin(item.priceCoins) })}
            </div>
          </div>
          <CoinBalanceCheck
            balance={balance}
            short={short}
            insufficient={t('games.pay.insufficient')}
            testId="game-pay"
            className="game-pay"
          />
          <Button
            type="primary"
            size="large"
            block
            shape="round"
            loading={paying}
            disabled={short || balance === undefined}
            onClick={() => void pay()}
            data-testid="game-pay-submit"
          >
            {paying ? t('games.pay.paying') : t('games.pay.submit')}
          </Button>
          <p className="game-pay__note">
            <SafetyCertificateOutlined aria-hidden /> {t('games.pay.note')}
          </p>
        </div>
      )}
    </Modal>
  );
}
