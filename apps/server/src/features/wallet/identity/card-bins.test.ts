import { describe, expect, it } from 'vitest';
import { BANK_CODES, binOf, CARD_BINS, type BankCode, type CardType } from './card-bins.js';
import { bankMessages } from './bank-messages.js';

describe('the BIN list', () => {
  it('names the major banks by their well-known BINs', () => {
    const known: Array<[string, BankCode, CardType]> = [
      ['6222021234567890128', 'ICBC', 'debit'],
      ['6228481234567890123', 'ABC', 'debit'],
      ['6217001234567890123', 'CCB', 'debit'],
      ['6216611234567890123', 'BOC', 'debit'],
      ['6225881234567890', 'CMB', 'debit'],
      ['6222601234567890123', 'COMM', 'debit'],
      ['6217991234567890123', 'PSBC', 'debit'],
      ['6259961234567890', 'ABC', 'credit'],
    ];
    for (const [number, bank, type] of known) expect(binOf(number), number).toEqual({ bank, type });
  });

  it('does not name an unlisted BIN', () => {
    expect(binOf('9999121234567890')).toBeNull();
    expect(binOf('62220')).toBeNull();
  });

  it('takes the longest listed prefix', () => {
    const bins = new Map([
      ['622202', { bank: 'ICBC' as const, type: 'debit' as const }],
      ['62220299', { bank: 'CMB' as const, type: 'credit' as const }],
    ]);
    expect(binOf('6222029912345678', bins)).toEqual({ bank: 'CMB', type: 'credit' });
    expect(binOf('6222021234567890', bins)).toEqual({ bank: 'ICBC', type: 'debit' });
  });

  it('lists each prefix once, as 6 to 8 digits, of a bank with a name in both languages', () => {
    const prefixes = [...CARD_BINS.keys()];
    expect(prefixes.length).toBeGreaterThan(300);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\d{6,8}$/);
    for (const bank of BANK_CODES) {
      expect(
        [...CARD_BINS.values()].some((bin) => bin.bank === bank),
        bank,
      ).toBe(true);
      expect(bankMessages[`identity.bank.${bank}`].zh).not.toBe('');
    }
  });
});
