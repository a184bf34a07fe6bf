import { CONSOLE_ROLES, type ConsoleRole } from '@fox/contracts';
import { makeUsers, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer } from './harness.js';

export type Operator = SessionUserForTest & { role: ConsoleRole };

/**
 * One account per console role, and a plain user, each with a session. `prefix` is seven digits of phone
 * number the test keeps to itself.
 */
export async function makeOperators(
  server: TestServer,
  prefix: string,
): Promise<{ user: SessionUserForTest; operators: Record<ConsoleRole, Operator> }> {
  const [user, ...staff] = await makeUsers(server, CONSOLE_ROLES.length + 1, prefix);
  const operators = {} as Record<ConsoleRole, Operator>;
  for (const [index, role] of CONSOLE_ROLES.entries()) {
    const account = staff[index]!;
    await grantRoleForTest(server, account.userId, role);
    operators[role] = { ...account, role };
  }
  return { user: user!, operators };
}

/** Adds a role to an account directly, as a super operator's grant leaves it. */
export async function grantRoleForTest(server: TestServer, userId: number, role: string): Promise<void> {
  const row = await server.db
    .selectFrom('users')
    .select('roles')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const roles = new Set(row.roles.split(',').filter(Boolean));
  roles.add(role);
  await server.db
    .updateTable('users')
    .set({ roles: [...roles].join(',') })
    .where('id', '=', userId)
    .execute();
}
