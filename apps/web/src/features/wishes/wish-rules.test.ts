import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { depositProblemOf } from './apply-rules';
import { rewardOf, takerCentsOf } from './publish-rules';
import { registerWishMessages } from './wish-i18n';
import { rewardText } from './wish-format';

registerWishMessages();

describe('rewardText', () => {
  it('writes yuan up to 10,000 and ten-thousands (万) above it', () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(rewardText(500, zh)).toBe('¥500');
    expect(rewardText(99.5, zh)).toBe('¥99.50');
    expect(rewardText(10_000, zh)).toBe('¥10000');
    expect(rewardText(15_000, zh)).toBe('¥1.5万');
    expect(rewardText(123_456, zh)).toBe('¥12.34万');
  });

  it('gives English readers thousands instead of 万', () => {
    const en = i18n.getFixedT('en-US');
    expect(rewardText(15_000, en)).toBe('¥15k');
    expect(rewardText(123_456, en)).toBe('¥123.45k');
    expect(rewardText(800, en)).toBe('¥800');
  });
});

describe('depositProblemOf', () => {
  it('names each refusal of the apply dialog on its own (spec 000 §5)', () => {
    expect(depositProblemOf('')).toBe('depositRequired');
    expect(depositProblemOf('abc')).toBe('depositNotNumber');
    expect(depositProblemOf('1.25')).toBe('depositOneDecimal');
    expect(depositProblemOf('0.1')).toBe('depositMin');
    expect(depositProblemOf('100000000.5')).toBe('depositMax');
    expect(depositProblemOf('0.2')).toBeNull();
    expect(depositProblemOf('100000000')).toBeNull();
    expect(depositProblemOf('12.5')).toBeNull();
  });
});

describe('rewardOf', () => {
  it('multiplies each place by the places, in fen', () => {
    expect(rewardOf('12.5', '4')).toEqual({ standCents: 1250, receiveLimit: 4, fullCents: 5000 });
    expect(rewardOf('', '4')).toEqual({ problem: 'standAmountRequired' });
    expect(rewardOf('0.5', '4')).toEqual({ problem: 'standAmountInvalid' });
    expect(rewardOf('1.234', '4')).toEqual({ problem: 'standAmountInvalid' });
    expect(rewardOf('10', '0')).toEqual({ problem: 'receiveLimitInvalid' });
    expect(rewardOf('100000000', '2')).toEqual({ problem: 'totalTooLarge' });
  });

  it('leaves the taker what the fee does not take, rounded in their favour', () => {
    expect(takerCentsOf(1250, 100)).toBe(1125);
    expect(takerCentsOf(1001, 100)).toBe(901);
  });
});
