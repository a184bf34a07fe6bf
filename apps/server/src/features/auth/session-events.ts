/**
 * Tells whoever listens that sessions of a user ended (logout, password changed, account disabled), so
 * that open sockets stop at once instead of checking the session on every frame. Listeners are kept per
 * database handle: several servers in one process (tests, benchmarks) do not hear each other.
 */
type Listener = (userId: number) => void;

const listeners = new WeakMap<object, Set<Listener>>();

export function onSessionsEnded(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

export function announceSessionsEnded(db: object, userId: number): void {
  for (const listener of listeners.get(db) ?? []) listener(userId);
}
