import { createElement, useCallback, useMemo } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { wallet } from '@fox/contracts';
import { api } from '../../api';

/** Where the real-name verification and the settlement card are seen and put right (spec 002 §2.3). */
const ENTRY_STATUS_PATH = '/entry/status';

/** Long enough to read the prompt and reach its button. */
const PROMPT_SECONDS = 6;

export interface SettlementGate {
  /** Resolves true when the viewer may settle; otherwise shows why (spec 002 §8) and resolves false. */
  check: () => Promise<boolean>;
}

/**
 * The settlement check before the settlement centre or publishing paid dramas (spec 002 §4.10): the
 * real-name pay account must have passed and not expired, and a settlement bank card must have passed.
 * Both are asked fresh each time, because a review can finish while the page is open. A refusal says why
 * in the spec's words and offers the way through: the verification status page, where each case is put
 * right. The user goes there by choice, so a half-written drama or wish is never left behind unasked.
 */
export function useSettlementGate(): SettlementGate {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();

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
    const key = `settlement-${block}`;
    // The toast is drawn outside the router, so the button navigates with this hook's navigate.
    const goThere = () => {
      message.destroy(key);
      void navigate(ENTRY_STATUS_PATH);
    };
    void message.warning({
      key,
      duration: PROMPT_SECONDS,
      content: createElement(
        'span',
        { className: 'settlement-gate' },
        createElement('span', null, t(`wallet.settlement.${block}`)),
        createElement(
          Button,
          { type: 'link', size: 'small', onClick: goThere, 'data-testid': 'settlement-gate-go' },
          t(`wallet.settlementAction.${block}`),
        ),
      ),
    });
    return false;
  }, [message, navigate, t]);

  return useMemo(() => ({ check }), [check]);
}
