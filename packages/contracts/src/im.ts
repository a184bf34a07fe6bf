/** Instant messaging: the real-time gateway frames, conversations and messages (spec 001). */
export {};
