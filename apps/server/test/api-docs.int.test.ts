import { allEndpoints } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

describe('API documentation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.stop());

  it('lists every declared endpoint in /api/openapi.json', async () => {
    const { status, body } = await server.get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(body.paths[path]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${path}`).toBeDefined();
    }
    expect(Object.keys(body.paths)).toHaveLength(new Set(allEndpoints.map((e) => e.path)).size);
  });

  it('describes query parameters and the list envelope', async () => {
    const { body } = await server.get('/api/openapi.json');
    const operation = body.paths['/app/api/common/user/page'].get;
    const names = operation.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pageNum', 'pageSize', 'keyword']));
    const envelope = operation.responses['200'].content['application/json'].schema;
    expect(envelope.required).toEqual(['code', 'msg', 'total', 'data']);
    expect(envelope.properties.data.items.properties.userName.type).toBe('string');
  });

  it('documents the upload body as multipart/form-data with a binary file part', async () => {
    const { body } = await server.get('/api/openapi.json');
    const content = body.paths['/resource/oss/v2/upload'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await fetch(`${server.url}/api/docs/`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger-ui');
    const json = await server.get('/api/docs/json');
    expect(json.body.paths['/healthz']).toBeDefined();
  });
});
