import { describe, expect, it } from 'vitest';
import { formatChinaTime } from '@fox/contracts/client';
import type { wallet } from '@fox/contracts';
import {
  accountStanding,
  cardDigits,
  cardNumberProblemKey,
  endDateProblemKey,
  groupedCardNumber,
  holderMatchesMaskedName,
  idNumberProblemKey,
} from './identity-rules';

const NOW = Date.parse('2026-11-27T10:00:00+08:00');
const DAY = 24 * 60 * 60 * 1000;

const account = (over: Partial<wallet.PayAccount>): wallet.PayAccount => ({
  accountType: 'personal',
  merchantName: '',
  identityType: 'idCard',
  legalName: '林*夏',
  identityNoEncrypt: '11**************1X',
  state: 'Pass',
  rejectReason: '',
  bailState: 'none',
  existBank: false,
  identityValidityType: '0',
  identityEndDate: null,
  licenseValidityType: null,
  licenseEndDate: null,
  ...over,
});

describe('identity rules', () => {
  it('names each standing, a passed account with an ended validity as expired', () => {
    expect(accountStanding(account({ state: null }), NOW)).toBe('none');
    expect(accountStanding(account({ state: 'WaitApprove' }), NOW)).toBe('reviewing');
    expect(accountStanding(account({ state: 'Refuse' }), NOW)).toBe('refused');
    expect(accountStanding(account({}), NOW)).toBe('passed');
    const ended = { identityValidityType: '1' as const, identityEndDate: formatChinaTime(NOW - DAY) };
    expect(accountStanding(account(ended), NOW)).toBe('expired');
  });

  it('tells a badly formed, a wrongly dated and a wrongly checked ID number apart', () => {
    expect(idNumberProblemKey('', NOW)).toBe('idRequired');
    expect(idNumberProblemKey('11010519491231002', NOW)).toBe('idFormat');
    expect(idNumberProblemKey('110105194902300021', NOW)).toBe('idBirth');
    expect(idNumberProblemKey('110105194912310022', NOW)).toBe('idChecksum');
    expect(idNumberProblemKey('11010519491231002x', NOW)).toBeNull();
  });

  it('refuses an end date before today in China', () => {
    expect(endDateProblemKey('', NOW)).toBe('endDateRequired');
    expect(endDateProblemKey('2026-11-26', NOW)).toBe('endDatePast');
    expect(endDateProblemKey('2026-11-27', NOW)).toBeNull();
  });

  it('groups card digits by four and checks them', () => {
    expect(groupedCardNumber(cardDigits('6222 0202-0001 1234 567'))).toBe('6222 0202 0001 1234 567');
    expect(cardNumberProblemKey('')).toBe('cardRequired');
    expect(cardNumberProblemKey('6222')).toBe('cardFormat');
    expect(cardNumberProblemKey('4111111111111112')).toBe('cardLuhn');
    expect(cardNumberProblemKey('4111111111111111')).toBeNull();
  });

  it('compares a typed holder with the masked verified name', () => {
    expect(holderMatchesMaskedName('林知夏', '林*夏')).toBe(true);
    expect(holderMatchesMaskedName('林知秋', '林*夏')).toBe(false);
    expect(holderMatchesMaskedName('anyone', '')).toBe(true);
  });
});
