import { describe, expect, it } from 'vitest';
import { SITE_COLUMNS, SITE_ROWS } from '../../platform/db/migrations/0003-sites-rows.js';
import { referenceSites } from './reference-data.js';

describe('the sites migration 0003 inserts', () => {
  it('are the reference sites: a change to them needs a migration of its own', () => {
    const inserted = SITE_ROWS.map((row) =>
      Object.fromEntries(SITE_COLUMNS.map((column, index) => [column, row[index]])),
    );
    expect(inserted).toEqual(referenceSites());
  });
});
