import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document at /api/openapi.json and a browsable reference at /api/docs. */
export async function serveApiDocs(app: FastifyInstance, document: Record<string, unknown>): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => document);
}
