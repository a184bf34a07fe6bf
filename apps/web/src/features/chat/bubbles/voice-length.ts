/** Spec 001 §9: a voice bubble lengthens beyond 10 seconds and again beyond 50 seconds. */
export const VOICE_LONGER_AFTER_S = 10;
export const VOICE_LONGEST_AFTER_S = 50;

export type VoiceLength = 'short' | 'medium' | 'long';

/** How long a voice bubble is drawn for a recording of `seconds`. */
export function voiceLength(seconds: number): VoiceLength {
  if (seconds > VOICE_LONGEST_AFTER_S) return 'long';
  if (seconds > VOICE_LONGER_AFTER_S) return 'medium';
  return 'short';
}

/**
 * Spec 001 §9: durations read mm:ss. Minutes keep counting past an hour (75:03) rather than growing an
 * hour field, as a chat recording or clip that long is rare and the bubble stays narrow.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
