import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
  redis: z.object({ configured: z.boolean(), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});

export const health = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  auth: 'public',
  tag: 'system',
  summary: 'Health of the server and its database (503 when the database cannot be reached)',
  kind: 'object',
  response: healthSchema,
});
