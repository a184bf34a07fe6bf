import { describe, expect, it } from 'vitest';
import { formatDuration, voiceLength } from './voice-length';

describe('voice bubble length', () => {
  it('lengthens beyond 10 s and again beyond 50 s', () => {
    expect([0, 1, 10].map(voiceLength)).toEqual(['short', 'short', 'short']);
    expect([11, 30, 50].map(voiceLength)).toEqual(['medium', 'medium', 'medium']);
    expect([51, 60, 600].map(voiceLength)).toEqual(['long', 'long', 'long']);
  });

  it('shows durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(7)).toBe('00:07');
    expect(formatDuration(59.6)).toBe('01:00');
    expect(formatDuration(61)).toBe('01:01');
    expect(formatDuration(4503)).toBe('75:03');
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});
