import { describe, expect, it } from 'vitest';
import { allEndpoints, CONSOLE_ROLES } from '@fox/contracts';
import { breadcrumbOf, consolePages, homePathOf, menuOf, pageByKey } from './page-registry';

const keysOf = (entries: ReturnType<typeof menuOf>): string[] =>
  entries.flatMap((entry) => (entry.children ? entry.children.map((child) => child.key) : [entry.key]));

describe('the pages registry', () => {
  it('finds every area’s pages, each with its own key and route', () => {
    const keys = consolePages.map((page) => page.key);
    expect(keys).toEqual(expect.arrayContaining(['audit', 'account', 'merchant-upcoming']));
    expect(new Set(keys).size).toBe(keys.length);
    const paths = consolePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of consolePages) {
      expect(page.path, page.key).not.toMatch(/^\//);
      expect(page.roles.length, page.key).toBeGreaterThan(0);
      for (const role of page.roles) expect(CONSOLE_ROLES, page.key).toContain(role);
      if (page.parent) expect(pageByKey(page.parent), page.key).toBeDefined();
    }
  });

  it('never routes a page where the server answers the API under /admin/', () => {
    const apiSegments = new Set([
      'api',
      'assets',
      'login',
      ...allEndpoints.filter((e) => e.path.startsWith('/admin/')).map((e) => e.path.split('/')[2]),
    ]);
    for (const page of consolePages) {
      expect(apiSegments.has(page.path.split('/')[0] ?? ''), `${page.key}: ${page.path}`).toBe(false);
    }
  });

  it("gives each role its menu, the super operator's holding every page", () => {
    expect(keysOf(menuOf('operationsAdministrator'))).toEqual([
      'dashboard',
      'reports',
      'users',
      'groups',
      'games',
      'notice-compose',
      'notice-broadcasts',
      'feedback',
      'audit',
      'account',
    ]);
    // Finance reviews real-name verifications and bank cards in the review queues.
    expect(keysOf(menuOf('finance'))).toEqual([
      'dashboard',
      'review',
      'money-orders',
      'money-ledger',
      'money-reconcile',
      'account',
    ]);
    expect(keysOf(menuOf('agent'))).toEqual(['merchant-upcoming', 'account']);
    expect(keysOf(menuOf('provider'))).toEqual(['merchant-upcoming', 'account']);
    expect(keysOf(menuOf('article'))).toEqual(['review', 'account']);
    expect(keysOf(menuOf('copyright'))).toEqual(['review', 'account']);
    const everything = consolePages
      .filter((page) => !page.parent && !page.hideInMenu)
      .map((page) => page.key);
    expect(keysOf(menuOf('superAdmin')).sort()).toEqual([...everything].sort());
    expect(menuOf(null)).toEqual([]);
  });

  it('opens a role at the first page of its menu', () => {
    expect(homePathOf('operationsAdministrator')).toBe('/dashboard');
    expect(homePathOf('agent')).toBe('/merchant');
    expect(homePathOf('finance')).toBe('/dashboard');
  });

  it('puts a page under its section in the breadcrumb', () => {
    expect(breadcrumbOf(pageByKey('audit')!)).toEqual([{ title: '系统管理' }, { title: '审计日志' }]);
    expect(breadcrumbOf(pageByKey('merchant-upcoming')!)).toEqual([{ title: '商家后台' }]);
  });
});
