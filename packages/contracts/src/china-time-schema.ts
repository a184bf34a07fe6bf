/** The schemas of a China time (`china-time.ts`): every time field of every answer, and times a request sends. */
import { z } from 'zod';
import { CHINA_TIME_PATTERN, parseChinaTime } from './china-time.js';

/** The custom issue raised by a text that is not a China time that exists. */
export interface ChinaTimeIssueParams {
  rule: 'chinaTime';
}

const chinaTimeIssue: ChinaTimeIssueParams = { rule: 'chinaTime' };

/**
 * A moment as `YYYY-MM-DD HH:MM:SS` in China time. Answers carry it as text; the documentation shows the
 * pattern, and the check refuses impossible dates the pattern alone would let through.
 */
export const chinaTimeSchema = z
  .string()
  .refine((text) => parseChinaTime(text) !== null, { params: chinaTimeIssue })
  .meta({
    pattern: CHINA_TIME_PATTERN.source,
    description: 'YYYY-MM-DD HH:MM:SS in China time (UTC+8)',
    examples: ['2026-03-01 20:05:09'],
  });

/** A China time a request sends, read as the epoch milliseconds of the start of its second. */
export const chinaTimeInstant = chinaTimeSchema.transform((text) => parseChinaTime(text)!);
