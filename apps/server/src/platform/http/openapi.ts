import { uploads, type Endpoint } from '@fox/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const operationKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/**
 * Request bodies that are not JSON. The contracts validate JSON bodies only; a file upload is read as a
 * multipart stream by its handler, so its form is described here for the documentation.
 */
const MULTIPART_BODIES = new Map<string, JsonSchema>([
  [
    operationKey(uploads.uploadFile),
    {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          contentMediaType: 'application/octet-stream',
          description:
            'The file, one per request. Its type is decided by its content: jpg, png, gif, webp, mp4, mov, ' +
            'webm, pdf, doc(x), xls(x), ppt(x)',
        },
      },
    },
  ],
]);

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Query and path fields become OpenAPI parameters, one per field. */
function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function envelopeOf(endpoint: Endpoint): JsonSchema {
  const data = toSchema(endpoint.response, 'output');
  const base = { code: { type: 'integer', enum: [200] }, msg: { type: 'string' } };
  return endpoint.kind === 'list'
    ? {
        type: 'object',
        required: ['code', 'msg', 'total', 'data'],
        properties: { ...base, total: { type: 'integer' }, data: { type: 'array', items: data } },
      }
    : { type: 'object', required: ['code', 'msg', 'data'], properties: { ...base, data } };
}

const errorEnvelope = {
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer' },
    msg: { type: 'string', description: 'zh-CN, or en-US when the Lang header is en_US' },
    data: {},
    requestId: { type: 'string' },
  },
};

/** Builds the OpenAPI 3 document from the endpoint declarations: the one source of the API. */
export function buildOpenApi(endpoints: Endpoint[], version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      operationId: `${endpoint.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: envelopeOf(endpoint) } } },
        '400': { description: 'Bad input', content: { 'application/json': { schema: errorEnvelope } } },
        ...(endpoint.auth === 'user'
          ? {
              '401': {
                description: 'Login required',
                content: { 'application/json': { schema: errorEnvelope } },
              },
            }
          : {}),
      },
      ...(endpoint.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
      'x-auth': endpoint.auth,
    };
    const multipart = MULTIPART_BODIES.get(operationKey(endpoint));
    if (multipart) {
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: multipart } } };
    } else if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version,
      description:
        'Every answer is an envelope {code, msg, data}; lists are {code, msg, total, data: [...]}. ' +
        'code 200 is success. Send `Lang: en_US` for English messages.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
