import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { finance } from '@fox/contracts';
import type { EndpointResult } from '@fox/contracts';
import { api } from '../../api';
import { refreshFinance } from './finance-queries';

export type CashOutAnswer = EndpointResult<typeof finance.cashOut>;

/**
 * A fresh idempotency key; the server accepts letters, digits and dashes. randomUUID exists only on
 * secure origins (https, localhost); a site served over plain http builds the same v4 form by hand.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a withdrawal at most once per confirmation. The key is made when the confirmation opens and kept
 * until the server accepts it, so a retry after a lost answer (or a second click that slips through)
 * names the same withdrawal and the server answers it again instead of paying twice. A guard held in a
 * ref, not state, stops a double click before React has rendered the loading button.
 */
export function useCashOut() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const pending = useRef<{ amount: string; requestId: string } | null>(null);

  /** Called when the confirmation opens: the same amount keeps its key until it succeeded. */
  const prepare = useCallback((amount: string) => {
    if (pending.current?.amount !== amount) pending.current = { amount, requestId: newRequestId() };
  }, []);

  const send = useCallback(async (): Promise<CashOutAnswer | null> => {
    const request = pending.current;
    if (inFlight.current || request === null) return null;
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await api(finance.cashOut, { amount: request.amount, requestId: request.requestId });
      pending.current = null;
      void refreshFinance(queryClient);
      return answer;
    } catch {
      // The request layer has shown why; the key stays so that trying again cannot withdraw twice.
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [queryClient]);

  return { prepare, send, sending };
}
