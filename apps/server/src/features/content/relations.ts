import type { content } from '@fox/contracts';
import type { RelationColumns } from './tables.js';

type RelationInput = content.Relation | null | undefined;

/** The columns a promotion tag is stored in; no tag clears them all. */
export const relationColumns = (relation: RelationInput): RelationColumns =>
  relation
    ? {
        relationBusyType: relation.busyType,
        relationTitle: relation.busyTitle,
        relationUserName: relation.userName,
        relationChildTaskNumber: relation.childTaskNumber,
      }
    : {
        relationBusyType: null,
        relationTitle: null,
        relationUserName: null,
        relationChildTaskNumber: null,
      };

/** The selected relation columns of an item aliased `c`. */
export const RELATION_COLUMNS = [
  'c.relationBusyType',
  'c.relationTitle',
  'c.relationUserName',
  'c.relationChildTaskNumber',
] as const;

/** The tag as the API answers it, or null. */
export const relationOf = (row: RelationColumns): content.Relation | null =>
  row.relationBusyType
    ? {
        busyType: row.relationBusyType,
        busyTitle: row.relationTitle ?? '',
        userName: row.relationUserName ?? '',
        childTaskNumber: row.relationChildTaskNumber,
      }
    : null;
