import { Alert, Button } from 'antd';
import { wallet } from '@fox/contracts/client';
import { useTranslation } from '../../i18n/use-translation';
import { useTopUpDialog } from './top-up-store';

export interface CoinBalanceCheckProps {
  /** The payer's fox coins; undefined while unknown (shown as a dash). */
  balance: number | undefined;
  /** The balance does not cover the price: the warning and its top-up button show. */
  short: boolean;
  /** What the warning says: each payment names what the coins are for. */
  insufficient: string;
  /** Prefix of the parts' test ids: `<prefix>-balance`, `<prefix>-insufficient`, `<prefix>-top-up`. */
  testId: string;
  /** Class prefix of the payment's own layout: `<prefix>__balance`, `<prefix>__alert`. */
  className: string;
}

/**
 * The balance line and, when it falls short, the warning with its way to the top-up dialog: the same in
 * every coin payment (an episode, a chapter, a game's item), so a payer learns it once.
 */
export function CoinBalanceCheck({ balance, short, insufficient, testId, className }: CoinBalanceCheckProps) {
  const { t } = useTranslation();
  const openTopUp = useTopUpDialog((state) => state.open);
  return (
    <>
      <div className={`${className}__balance`} data-testid={`${testId}-balance`}>
        {t('wallet.balanceOf', { coins: balance === undefined ? '—' : wallet.formatCoin(balance) })}
      </div>
      {short && (
        <Alert
          type="warning"
          showIcon
          title={insufficient}
          className={`${className}__alert`}
          data-testid={`${testId}-insufficient`}
          action={
            <Button
              size="small"
              type="primary"
              ghost
              onClick={() => openTopUp()}
              data-testid={`${testId}-top-up`}
            >
              {t('wallet.goTopUp')}
            </Button>
          }
        />
      )}
    </>
  );
}
