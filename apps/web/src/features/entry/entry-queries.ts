import { useQuery, type QueryClient } from '@tanstack/react-query';
import { wallet } from '@fox/contracts';
import { api } from '../../api';
import { useIsLoggedIn } from '../auth';

/** Query keys of the verification pages; both are asked fresh on every visit, as a review may have ended. */
export const entryKeys = {
  all: ['entry'] as const,
  account: ['entry', 'account'] as const,
  card: ['entry', 'card'] as const,
  bin: (cardNumber: string) => ['entry', 'bin', cardNumber] as const,
};

/** The viewer's pay account (real-name verification); asks nothing while logged out. */
export function usePayAccount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: entryKeys.account,
    queryFn: () => api(wallet.getPayAccount),
    enabled: loggedIn,
    staleTime: 0,
  });
}

/** The viewer's settlement bank card (bank, last four digits, masked holder, review). */
export function useBankCard() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: entryKeys.card,
    queryFn: () => api(wallet.payAccountBank),
    enabled: loggedIn,
    staleTime: 0,
  });
}

/** Shows what the server answered to a submission at once, without waiting for a refetch. */
export function rememberPayAccount(queryClient: QueryClient, account: wallet.PayAccount): void {
  queryClient.setQueryData(entryKeys.account, account);
}

export function rememberBankCard(queryClient: QueryClient, card: wallet.BankCard): void {
  queryClient.setQueryData(entryKeys.card, card);
}
