import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { BANK_NAME_MAX, BRANCH_NAME_MAX, LEGAL_NAME_MAX } from './identity-constants.js';
import { lineText, nameText } from './text.js';
import { VALIDITY_CODES, bankCardSchema, payAccountSchema } from './wallet.js';

export * from './identity-constants.js';

/** A calendar day as the forms send it. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'identity.dayFormat' });

/**
 * Personal real-name verification (/entry/personAuth). The ID number's checksum and birth date, the
 * validity's end date and the photos are checked by the server with readable messages (identity.*), as by
 * the form. Submitting puts the pay account under review (WaitApprove); a refused one may be sent again.
 */
export const submitPersonAuth = defineEndpoint({
  method: 'POST',
  path: '/pay/account/personal/auth',
  auth: 'user',
  tag: 'wallet',
  summary:
    'Submit personal real-name verification: name, 18-digit resident ID number, validity (long-term "0" or an end date "1"), and the two photos of the card; the pay account goes under review',
  body: z
    .object({
      legalName: nameText(LEGAL_NAME_MAX, { min: 2 }),
      identityNo: z.string().max(32),
      identityValidityType: z.enum([VALIDITY_CODES.long, VALIDITY_CODES.fixed]),
      /** YYYY-MM-DD, the last day the card is valid; required with validity "1". */
      identityEndDate: dayText.optional(),
      /** Addresses returned by the uploader. */
      frontImage: z.string().min(1).max(500),
      backImage: z.string().min(1).max(500),
    })
    .strict(),
  kind: 'object',
  response: payAccountSchema,
});

/** The bank named by a card number's first digits, when the issuer list knows it. */
export const cardBin = defineEndpoint({
  method: 'GET',
  path: '/pay/account/bank/bin',
  auth: 'user',
  tag: 'wallet',
  summary:
    "The issuing bank of a card number (from its BIN), so the form names it; bankName is null when it is not known and must be typed. problem is 'format' or 'luhn' for a number that cannot be a card",
  query: z.object({ cardNumber: z.string().max(32) }),
  kind: 'object',
  response: z.object({
    bankName: z.string().nullable(),
    cardType: z.enum(['debit', 'credit']).nullable(),
    problem: z.enum(['format', 'luhn']).nullable(),
  }),
});

/**
 * Adds or replaces the settlement bank card (after real-name verification passed): the number
 * (Luhn-checked), the bank (named from the BIN when known), the branch; the holder is the verified name.
 * The card goes under review.
 */
export const saveBankCard = defineEndpoint({
  method: 'POST',
  path: '/pay/account/bank/save',
  auth: 'user',
  tag: 'wallet',
  summary:
    'Add or replace the settlement bank card: card number (Luhn), bank (from the BIN when known, else as typed), branch; the holder must be the verified real name. The card goes under review',
  body: z
    .object({
      cardNumber: z.string().max(32),
      bankName: lineText(BANK_NAME_MAX).optional(),
      branchName: lineText(BRANCH_NAME_MAX, { min: 2 }),
      holderName: nameText(LEGAL_NAME_MAX, { min: 2 }),
    })
    .strict(),
  kind: 'object',
  response: bankCardSchema,
});
