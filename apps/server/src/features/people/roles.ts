import { SUPER_OPERATOR, type ConsoleRole } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionUser } from '../../platform/http/auth.js';
import { translate } from '../../platform/http/messages.js';
import { recordAudit } from '../audit/index.js';
import { accountForUpdate, anotherSuperOperator, roleNameOf, rolesOf, setRoles } from '../users/index.js';
import { act, NOTICE_LANG, noticeOwner, type PeopleContext } from './action.js';

/**
 * The super operator grants and revokes console roles. Roles are kept in the account's role list, which
 * the router reads on every request: a change holds from the account's next request.
 */
export async function changeRole(
  context: PeopleContext,
  operator: SessionUser,
  userId: number,
  change: { role: ConsoleRole; grant: boolean; reason: string },
  now = Date.now(),
): Promise<void> {
  const { role, grant, reason } = change;
  await act(
    context,
    async (trx, after) => {
      const account = await accountForUpdate(trx, userId);
      if (!account) throw new AppError(404, 'people.userMissing');
      const before = rolesOf(account);
      const roleName = roleNameOf(role, NOTICE_LANG);
      if (grant && before.includes(role)) throw new AppError(400, 'people.roleHeld', { role: roleName });
      if (!grant && !before.includes(role)) throw new AppError(400, 'people.roleNotHeld', { role: roleName });
      // The console must keep someone who can grant roles: the last super operator keeps theirs.
      if (!grant && role === SUPER_OPERATOR && !(await anotherSuperOperator(trx, userId)))
        throw new AppError(400, 'people.lastSuperOperator');
      const roles = grant ? [...before, role] : before.filter((held) => held !== role);
      await setRoles(trx, userId, roles);
      await recordAudit(
        trx,
        {
          operatorId: operator.id,
          action: grant ? 'user.grantRole' : 'user.revokeRole',
          targetType: 'user',
          targetId: userId,
          reason,
          before: { roles: before },
          after: { roles },
        },
        now,
      );
      await noticeOwner(
        context,
        trx,
        after,
        {
          userId,
          type: grant ? 'consoleRoleGranted' : 'consoleRoleRevoked',
          title: translate(
            grant ? 'people.noticeRoleGrantedTitle' : 'people.noticeRoleRevokedTitle',
            NOTICE_LANG,
          ),
          content: translate(grant ? 'people.noticeRoleGranted' : 'people.noticeRoleRevoked', NOTICE_LANG, {
            role: roleName,
          }),
          extra: { role, reason },
        },
        now,
      );
    },
    // Two super operators revoking each other at once each see the other still there: on PostgreSQL one
    // of the two runs is refused and runs again, and then keeps the last one.
    { isolation: 'serializable' },
  );
}
