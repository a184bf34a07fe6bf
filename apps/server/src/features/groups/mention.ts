import { im } from '@fox/contracts';

/** The atIds entry that mentions everyone in the group. */
export const MENTION_ALL = im.MENTION_ALL;
