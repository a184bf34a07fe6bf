import { z } from 'zod';

/** Paging parameters of the platform: pageNum from 1 and pageSize (platform facts). */
export const pagingQuery = (defaultSize: number, maxSize = 100) =>
  z.object({
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
