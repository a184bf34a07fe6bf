import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { consoleMoney } from '@fox/contracts/client';
import { api } from '@fox/web/api';

/** Where one order's detail (with its refunds and refund plan) is cached. */
export const orderKey = (orderNo: string) => ['money-order', orderNo] as const;
export const ledgerKey = (userId: number) => ['money-ledger', userId] as const;

/**
 * One order by number, its refunds and what a refund now would do. Asking again is how a refund still
 * processing is brought up to date: the server asks the provider first.
 */
export function useMoneyOrder(orderNo: string | null) {
  return useQuery({ ...orderQuery(orderNo ?? ''), enabled: orderNo !== null });
}

/** The order's query, shared by the drawer and the search that checks a number before opening it. */
export const orderQuery = (orderNo: string) => ({
  queryKey: orderKey(orderNo),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api(consoleMoney.order, { orderNo }, { signal, silent: true }),
  // Opened right after the search read it; asked again on 刷新 and after a refund.
  staleTime: 5_000,
});

/** A user's ledger accounts and balances (also how a page names the user it shows). */
export function useLedger(userId: number | null) {
  return useQuery({
    queryKey: ledgerKey(userId ?? 0),
    queryFn: ({ signal }) => api(consoleMoney.ledger, { userId: userId! }, { signal, silent: true }),
    enabled: userId !== null,
  });
}

/** The user a public ID or phone number names (exact). */
export const findUser = (account: string) => api(consoleMoney.findUser, { account }, { silent: true });

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The money pages keep what they show in the address (`?userId=…&orderNo=…`), so a link from a ledger
 * row opens its order and a page can be shared or reloaded as it is.
 */
export function useMoneyAddress() {
  const [params, setParams] = useSearchParams();
  const userId = positiveId(params.get('userId'));
  const orderNo = params.get('orderNo')?.trim() || null;
  const accountId = positiveId(params.get('accountId'));
  const update = useCallback(
    (changes: { userId?: number | null; orderNo?: string | null; accountId?: number | null }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return { userId, orderNo, accountId, update };
}

/** The order page's address of an order (links from the ledger and the dashboard). */
export const orderHref = (orderNo: string) => `/orders?orderNo=${encodeURIComponent(orderNo)}`;
