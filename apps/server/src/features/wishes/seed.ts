import type { Db } from '../../platform/db/tables.js';

/** The demo world's wishes (see seedDemoWishes). */
export async function seedWishes(_db: Db, _now: number): Promise<void> {}
