import { useQuery } from '@tanstack/react-query';
import { identity } from '@fox/contracts';
import { api } from '../../api';
import { useDebounced } from '../../ui/use-debounced';
import { entryKeys } from './entry-queries';
import { BIN_MIN_DIGITS } from './identity-rules';

/** The issuer lists name banks by prefixes of 6 to 8 digits: more of the number never leaves the form. */
const BIN_MAX_DIGITS = 8;
const LOOKUP_DELAY_MS = 250;

export type CardBank =
  | { kind: 'tooShort' }
  | { kind: 'looking' }
  | { kind: 'known'; bankName: string; cardType: 'debit' | 'credit' | null }
  /** The issuer list does not know the prefix (or the lookup failed): the user names the bank. */
  | { kind: 'unknown' };

/** The bank of a card number being typed, asked of the server's issuer list once 6 digits are there. */
export function useCardBank(digits: string): CardBank {
  const prefix = useDebounced(digits.slice(0, BIN_MAX_DIGITS), LOOKUP_DELAY_MS);
  const enough = prefix.length >= BIN_MIN_DIGITS;
  const lookup = useQuery({
    queryKey: entryKeys.bin(prefix),
    queryFn: () => api(identity.cardBin, { cardNumber: prefix }, { silent: true }),
    enabled: enough,
    staleTime: Infinity,
  });
  if (digits.length < BIN_MIN_DIGITS) return { kind: 'tooShort' };
  if (!enough || lookup.isPending) return { kind: 'looking' };
  const bankName = lookup.data?.bankName;
  return bankName
    ? { kind: 'known', bankName, cardType: lookup.data?.cardType ?? null }
    : { kind: 'unknown' };
}
