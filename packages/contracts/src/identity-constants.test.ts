import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  cardTail,
  idNumberProblem,
  normalCardNumber,
  normalIdNumber,
} from './identity-constants.js';

const TODAY = 20261127;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Written apart from the checked code: the 17 digits and their GB 11643 check character. */
const withCheck = (first17: string) =>
  first17 + '10X98765432'[[...first17].reduce((sum, d, i) => sum + Number(d) * WEIGHTS[i]!, 0) % 11];

describe('idNumberProblem', () => {
  it('accepts real numbers, a check character X in either case included', () => {
    expect(idNumberProblem('11010519491231002X', TODAY)).toBeNull();
    expect(idNumberProblem('11010519491231002x', TODAY)).toBeNull();
    expect(idNumberProblem(' 110105199312110078 ', TODAY)).toBeNull();
    expect(idNumberProblem(withCheck('44030620000229123'), TODAY)).toBeNull();
    expect(idNumberProblem(withCheck('11010520261127001'), TODAY)).toBeNull();
  });

  it('refuses what is not 17 digits and a digit or X', () => {
    for (const bad of [
      '',
      '1101051949123100',
      '1101051949123100211',
      '11010519491231002Y',
      'X10105194912310021',
      '11010519491231 021',
    ])
      expect(idNumberProblem(bad, TODAY), bad).toBe('format');
  });

  it('refuses a birth date in the future, that does not exist, or before 1900', () => {
    expect(idNumberProblem(withCheck('11010520261128001'), TODAY)).toBe('birth');
    expect(idNumberProblem(withCheck('11010520990101001'), TODAY)).toBe('birth');
    expect(idNumberProblem(withCheck('11010519900230001'), TODAY)).toBe('birth');
    expect(idNumberProblem(withCheck('11010519010229001'), TODAY)).toBe('birth');
    expect(idNumberProblem(withCheck('11010519901301001'), TODAY)).toBe('birth');
    expect(idNumberProblem(withCheck('11010518991231001'), TODAY)).toBe('birth');
  });

  it('refuses a wrong check character, X where a digit belongs included', () => {
    expect(idNumberProblem('110105199312110079', TODAY)).toBe('checksum');
    expect(idNumberProblem('11010519491231002' + '1', TODAY)).toBe('checksum');
    expect(idNumberProblem('11010519931211007X', TODAY)).toBe('checksum');
  });

  it('stores numbers trimmed with a capital X', () => {
    expect(normalIdNumber(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});

describe('cardNumberProblem', () => {
  it('accepts Luhn-valid numbers of 15 to 19 digits, spaces and dashes ignored', () => {
    expect(cardNumberProblem('4111111111111111')).toBeNull();
    expect(cardNumberProblem('6222 0212 3456 7890 128')).toBe(cardNumberProblem('6222021234567890128'));
    expect(cardNumberProblem('378282246310005')).toBeNull();
  });

  it('refuses a wrong length or a character that is not a digit', () => {
    for (const bad of ['', '41111111111111', '41111111111111111111', '4111a11111111111'])
      expect(cardNumberProblem(bad), bad).toBe('format');
  });

  it('refuses a wrong check digit', () => {
    expect(cardNumberProblem('4111111111111112')).toBe('luhn');
    expect(cardNumberProblem('378282246310006')).toBe('luhn');
  });

  it('keeps the last four digits only', () => {
    expect(normalCardNumber('6222 0212-34')).toBe('6222021234');
    expect(cardTail('6222 0212 3456 7890 128')).toBe('0128');
  });
});
