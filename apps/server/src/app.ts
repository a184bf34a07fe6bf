import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@fox/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { features } from './compose.js';
import { createPagePreviewer } from './page-previews.js';
import { serveApiDocs } from './platform/http/api-docs.js';
import { createContractRouter } from './platform/http/contract-routes.js';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandler,
  MAX_PARAM_LENGTH,
} from './platform/http/error-handler.js';
import { installCompression } from './platform/http/compression.js';
import { buildOpenApi } from './platform/http/openapi.js';
import { installRateLimits } from './platform/http/rate-limit.js';
import { createSignatureGuard } from './platform/http/signing/verify.js';
import { registerMessages } from './platform/http/messages.js';
import { serveWebApp } from './platform/http/web-app.js';
import type { Platform } from './platform/platform.js';

export const API_VERSION = '0.1.0';

/** Builds the Fastify instance from the platform and the features. It does not listen. */
export async function buildApp(platform: Platform): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    loggerInstance: platform.log,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // In-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // A doubled slash reaches the route a single one would, as on the real platform.
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: MAX_PARAM_LENGTH,
    },
    // Refusals the router and Node's parser make before any hook runs answer an envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // request.ip is the socket's peer unless the deployment names the proxies that may say otherwise.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });

  let closing = false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // During shutdown a finished response ends its keep-alive socket, so close() is not held open by it.
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    // Sockets that fall idle after close() began would otherwise keep the server up until keep-alive expires.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  installErrorHandler(app);
  installCompression(app);

  // Every contract route but the key endpoint and /healthz checks the signed x-encrypt-key header; the
  // policy (SIGNATURE_CHECK) says when a request may come without one.
  const guards = [createSignatureGuard(platform, platform.keyring, platform.nonces)];
  await installRateLimits(app, platform.redis);
  const router = createContractRouter(app, platform.authenticate, guards);
  for (const feature of features) {
    if (feature.messages) registerMessages(feature.messages);
    await feature.install({ router, http: app, platform });
  }
  assertEveryEndpointServed(router.registered().map(key));

  await serveApiDocs(app, buildOpenApi(router.registered(), API_VERSION));
  await serveWebApp(app, {
    distDir: config.webDistDir,
    preview: createPagePreviewer(platform.database.db),
    clientConfig: {
      ...(config.mobileSiteUrl ? { mobileSiteUrl: config.mobileSiteUrl } : {}),
      adminSiteUrl: config.adminSiteUrl,
    },
    console: { distDir: config.adminDistDir, apiSegments: consoleApiSegments(router.registered()) },
  });

  app.addHook('onClose', async () => {
    await platform.metrics.close();
    await platform.bus.close();
    await platform.redis?.close();
    await platform.database.close();
  });
  return app;
}

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** The first segments of the API's paths under /admin/ (`/admin/video/...` gives `video`). */
function consoleApiSegments(endpoints: { path: string }[]): string[] {
  const segments = endpoints
    .filter((endpoint) => endpoint.path.startsWith('/admin/'))
    .map((endpoint) => endpoint.path.split('/')[2] ?? '');
  return [...new Set(segments)].filter(Boolean);
}

/** A declared endpoint without a handler would be documented but answer 404: refuse to start instead. */
function assertEveryEndpointServed(served: string[]): void {
  const missing = allEndpoints.map(key).filter((k) => !served.includes(k));
  if (missing.length > 0) throw new Error(`Endpoints declared but not served: ${missing.join(', ')}`);
}
