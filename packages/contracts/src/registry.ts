import * as account from './account.js';
import * as auth from './auth.js';
import type { Endpoint } from './endpoint.js';
import * as signing from './signing.js';
import * as sites from './sites.js';
import * as system from './system.js';
import * as users from './users.js';
import * as wechat from './wechat.js';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'response' in value,
  );
}

/** Every endpoint of the API; the OpenAPI document and the server's coverage check read this. */
export const allEndpoints: Endpoint[] = [
  ...endpointsOf(system),
  ...endpointsOf(users),
  ...endpointsOf(auth),
  ...endpointsOf(account),
  ...endpointsOf(signing),
  ...endpointsOf(sites),
  ...endpointsOf(wechat),
];
