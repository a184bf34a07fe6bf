/** Timed mute periods; schema-free, so the client bundle takes it whole. */
export * from './mute-periods-constants.js';
