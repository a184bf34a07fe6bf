import { useCallback, useMemo } from 'react';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { wallet } from '@fox/contracts';
import { api } from '../../api';

export interface SettlementGate {
  /** Resolves true when the viewer may settle; otherwise shows why (spec 002 §8) and resolves false. */
  check: () => Promise<boolean>;
}

/**
 * The settlement check before the settlement centre or publishing paid dramas (spec 002 §4.10): the
 * real-name pay account must have passed and not expired, and a settlement bank card must have passed.
 * Both are asked fresh each time, because a review can finish while the page is open.
 */
export function useSettlementGate(): SettlementGate {
  const { t } = useTranslation();
  const { message } = useFeedback();

  const check = useCallback(async () => {
    let block: wallet.SettlementBlock | null;
    try {
      const [account, card] = await Promise.all([api(wallet.getPayAccount), api(wallet.payAccountBank)]);
      block = wallet.settlementBlock(account, card, Date.now());
    } catch {
      // The request layer already said what went wrong; without an answer nobody is let through.
      return false;
    }
    if (block === null) return true;
    void message.warning(t(`wallet.settlement.${block}`));
    return false;
  }, [message, t]);

  return useMemo(() => ({ check }), [check]);
}
