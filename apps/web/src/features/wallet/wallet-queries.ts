import { useQuery, type QueryClient } from '@tanstack/react-query';
import { social, wallet } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

/** Query keys of the wallet; everything under `wallet` is refetched after a payment. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  packages: ['wallet', 'packages'] as const,
  bills: (pageNum: number) => ['wallet', 'bills', pageNum] as const,
};

/** The configuration dictionary is shared with every reader of system_config (same key as other features). */
const SYSTEM_CONFIG_KEY = ['dict', 'system_config'] as const;
const RECHARGE_RATE_LABEL = 'RechargeRate';

/** The viewer's fox-coin balance; asks nothing while logged out. */
export function useCoinBalance() {
  const loggedIn = useSessionStore((state) => state.token !== null);
  return useQuery({
    queryKey: walletKeys.balance,
    queryFn: () => api(wallet.virtualCoin),
    enabled: loggedIn,
    select: (data) => data.virtualCoin,
  });
}

/**
 * Coins per yuan from the system_config dictionary. Undefined until it is known: a guessed rate would
 * show the buyer a coin amount the server may not credit.
 */
export function useRechargeRate(): number | undefined {
  const config = useQuery({
    queryKey: SYSTEM_CONFIG_KEY,
    queryFn: () => api(social.dictData, { dictType: 'system_config' }),
    staleTime: 10 * 60_000,
  });
  const entry = config.data?.find((item) => item.dictLabel === RECHARGE_RATE_LABEL);
  const rate = entry ? Number(entry.dictValue) : Number.NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** Refetches the balance and the statement, after any payment that moved coins. */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/** Shows a balance the server just answered without waiting for a refetch. */
export function setCoinBalance(queryClient: QueryClient, virtualCoin: number): void {
  queryClient.setQueryData(walletKeys.balance, { virtualCoin });
}
