import { z } from 'zod';
import { wholeNumber } from './ids.js';

/** Paging parameters of the platform: pageNum from 1 and pageSize (platform facts), in decimal digits. */
export const pagingQuery = (defaultSize: number, maxSize = 100) =>
  z.object({
    pageNum: wholeNumber({ min: 1 }).default(1),
    pageSize: wholeNumber({ min: 1, max: maxSize }).default(defaultSize),
  });
