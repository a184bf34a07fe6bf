import type { Db } from '../../platform/db/tables.js';
import { userCardsOf, type UserCard } from '../users/index.js';

/**
 * The cards (name, picture) a socket's sends name, kept for a moment: a chat sends to the same few people
 * over and over, and reading both cards on every send was a large share of its cost. Users are never
 * removed, so a kept card only lags a change of name or picture by up to `ttlMs`; one never found is not
 * kept, so it is looked up again.
 */
export class RecentCards {
  private readonly kept = new Map<number, { card: UserCard; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2_000,
    private readonly size = 32,
  ) {}

  async of(ids: readonly number[], now = Date.now()): Promise<Map<number, UserCard>> {
    const found = new Map<number, UserCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.kept.get(id);
      if (entry && now - entry.at < this.ttlMs) found.set(id, entry.card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const [id, card] of await userCardsOf(this.db, missing)) {
      found.set(id, card);
      this.kept.delete(id);
      if (this.kept.size >= this.size) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(id, { card, at: now });
    }
    return found;
  }
}
