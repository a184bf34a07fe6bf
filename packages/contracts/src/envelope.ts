import { z } from 'zod';
export * from './envelope-codes.js';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const listEnvelopeSchema = <T extends z.ZodType>(item: T) =>
  z.object({ code: z.number().int(), msg: z.string(), total: z.number().int(), data: z.array(item) });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  requestId: z.string().optional(),
});
