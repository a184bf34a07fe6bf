import { describe, expect, it } from 'vitest';
import * as client from './client/index.js';
import { isEndpoint, routeOf } from './endpoint.js';
import * as contracts from './index.js';

// The namespaces of endpoint declarations (`allEndpoints`, the registry's flat list, is not one).
const families = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).some(isEndpoint)
    ? [[name, value as Record<string, unknown>] as const]
    : [],
);

// `client/` is written from the declarations; this fails when a declaration changed and the routes were
// not written again (npm run routes -w @fox/contracts).
describe('the schema-free client routes', () => {
  it('hold a route equal to every declared endpoint, and nothing else', () => {
    expect(families.length).toBeGreaterThan(20);
    for (const [family, module] of families) {
      const routes = (client as unknown as Record<string, Record<string, unknown> | undefined>)[family] ?? {};
      expect(Object.keys(routes).length, family).toBeGreaterThan(0);
      const endpoints = Object.entries(module).flatMap(([name, value]) =>
        isEndpoint(value) ? [[name, value] as const] : [],
      );
      for (const [name, endpoint] of endpoints) {
        expect(routes[name], `${family}.${name}`).toEqual(routeOf(endpoint));
      }
      const routeNames = Object.entries(routes)
        .filter(([, value]) => typeof value === 'object' && value !== null && 'queryFields' in value)
        .map(([name]) => name);
      expect(routeNames.sort(), family).toEqual(endpoints.map(([name]) => name).sort());
    }
  });

  it('give the constants of a family the same values as the full contracts', () => {
    expect(client.feed.FEED_PAGE_SIZE).toBe(contracts.feed.FEED_PAGE_SIZE);
    expect(client.notices.NOTICE_TABS).toBe(contracts.notices.NOTICE_TABS);
    expect(client.ErrorCode).toBe(contracts.ErrorCode);
    expect(client.parseChinaTime).toBe(contracts.parseChinaTime);
    expect(client.formatChinaTime).toBe(contracts.formatChinaTime);
  });
});
