import { groupHarass } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { ContractRouter } from '../../platform/http/contract-routes.js';
import { imClock } from '../im/index.js';
import { myRules, removeRule, ruleDetails, saveRule } from './harass-rules.js';
import type { GroupsTables } from './tables.js';

/** The anti-harassment rules' calls (spec 002 §7: imGroupNoHarassDetails, imGroupNoHarass). */
export function installHarassRoutes(router: ContractRouter, db: Kysely<GroupsTables>): void {
  router.handle(groupHarass.ruleDetails, ({ user, params }) => ruleDetails(db, user.id, params.groupId));
  router.handle(groupHarass.saveRule, ({ user, body }) => saveRule(db, user.id, body, imClock.now()));
  router.handle(groupHarass.myRules, ({ user, query }) => myRules(db, user.id, query));
  router.handle(groupHarass.removeRule, async ({ user, params }) => {
    await removeRule(db, user.id, params.id);
    return null;
  });
}
