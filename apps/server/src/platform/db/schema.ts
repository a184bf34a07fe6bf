import type { UsersTables } from '../../features/users/tables.js';

/** Every table, composed from the features that own them (one `&` per feature). */
export type DatabaseSchema = UsersTables;
