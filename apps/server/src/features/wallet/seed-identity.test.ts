import { identity } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { demoCardNumber } from './seed-identity.js';

describe('the demo world card numbers', () => {
  it('pass the Luhn check at every length, starting with their BIN', () => {
    for (const length of [16, 17, 18, 19]) {
      for (const serial of [0, 7, 4_700_000_123, 4_700_079_190]) {
        const number = demoCardNumber('622202', serial, length);
        expect(number).toHaveLength(length);
        expect(number.startsWith('622202')).toBe(true);
        expect(identity.cardNumberProblem(number), number).toBeNull();
      }
    }
  });
});
