import type { BusyType } from './busy-type';

/**
 * What the server answered to a like, collect or follow. A gated action often finishes after the page
 * that asked for it has re-rendered (a login refetches the content, and the old buttons unmount), so the
 * answer is announced to every mounted toggle for the same object rather than kept by the one that sent it.
 */
export type SocialEvent =
  | {
      kind: 'like' | 'collect';
      busyType: BusyType;
      busyCode: number;
      on: boolean;
      /** The state was already so (found after a login): the count shown already holds it. */
      counted?: boolean;
    }
  | { kind: 'follow'; userId: number; on: boolean };

type Listener = (event: SocialEvent) => void;
const listeners = new Set<Listener>();

export function announce(event: SocialEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Listens until the returned function is called. */
export function listen(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The new shown state for an answer: the flag takes the server's value and the count moves by one, unless
 * the flag already shows it (a refetch got there first), so an answer never counts twice.
 */
export function applyAnswer<S extends { on: boolean; count: number }>(
  shown: S,
  on: boolean,
  counted = false,
): S {
  if (shown.on === on) return shown;
  if (counted) return { ...shown, on };
  return { ...shown, on, count: on ? shown.count + 1 : Math.max(0, shown.count - 1) };
}
