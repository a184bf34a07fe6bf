import { formatChinaTime, parseChinaTime } from '@fox/contracts';

/**
 * A feed reading's moment as a client sends it: `asOf` in China time, to the second. `ms` is the instant
 * the server reads from it, the start of that second, which is what the expected pages are built from.
 */
export function readingMoment(at: number) {
  const text = formatChinaTime(at);
  return { query: `asOf=${encodeURIComponent(text)}`, ms: parseChinaTime(text)! };
}

/** Waits for the next second, so what happened before now lies before a moment taken after it. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1001 - (Date.now() % 1000)));
