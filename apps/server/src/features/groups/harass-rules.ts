import { groupHarass, groupRoles } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { GroupsTables, ImGroupHarassRuleTable } from './tables.js';

type Db = Kysely<GroupsTables>;
type RuleRow = Selectable<ImGroupHarassRuleTable>;

/** What a save asks for, after the contract's parsing (keywords and groups split from their comma strings). */
export interface RuleInput {
  id?: number | undefined;
  title: string;
  enableAd: boolean;
  adWordList: string[];
  enableScreen: boolean;
  screenLimit?: number | null | undefined;
  punishType: number;
  groupList: number[];
}

const codePoints = (text: string) => [...text].length;

/**
 * The checks of spec 002 §5, with its messages, in the order the form shows its fields. Keywords are kept
 * once each, in the order given; the limit is kept only while its switch is on.
 */
export function checkRule(input: RuleInput): { keywords: string[]; screenLimit: number | null } {
  if (input.title.trim() === '') throw new AppError(400, 'groups.harassTitleRequired');
  const keywords = [...new Set(input.adWordList.map((word) => word.trim()).filter((word) => word !== ''))];
  if (input.enableAd && keywords.length === 0) throw new AppError(400, 'groups.harassKeywordsRequired');
  const long = keywords.find((word) => codePoints(word) > groupHarass.KEYWORD_MAX);
  if (long !== undefined)
    throw new AppError(400, 'groups.harassKeywordTooLong', { max: groupHarass.KEYWORD_MAX, keyword: long });
  if (keywords.length > groupHarass.KEYWORDS_MAX)
    throw new AppError(400, 'groups.harassKeywordsTooMany', { max: groupHarass.KEYWORDS_MAX });
  let screenLimit: number | null = null;
  if (input.enableScreen) {
    if (input.screenLimit === null || input.screenLimit === undefined)
      throw new AppError(400, 'groups.harassLimitRequired');
    if (input.screenLimit < groupHarass.SCREEN_LIMIT_MIN)
      throw new AppError(400, 'groups.harassLimitTooSmall', { min: groupHarass.SCREEN_LIMIT_MIN });
    if (input.screenLimit > groupHarass.SCREEN_LIMIT_MAX)
      throw new AppError(400, 'groups.harassLimitTooLarge', { max: groupHarass.SCREEN_LIMIT_MAX });
    screenLimit = input.screenLimit;
  }
  if (!(groupHarass.PUNISH_TYPES as readonly number[]).includes(input.punishType))
    throw new AppError(400, 'groups.harassPunishType');
  return { keywords, screenLimit };
}

/** Whether the viewer holds the anti-harassment action (spec 002 §6) in the group. */
async function mayGuard(db: Db, viewerId: number, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('imGroups as g', 'g.id', 'gm.groupId')
    .select(['g.id', 'g.pid', 'g.groupType', 'g.dissolved', 'gm.permissionType'])
    .where('gm.userId', '=', viewerId)
    .where('gm.groupId', 'in', groupIds)
    .execute();
  return new Set(
    rows
      .filter(
        (row) =>
          row.dissolved !== 1 &&
          groupRoles.may(groupRoles.derivedRole(row, row.permissionType), 'antiHarassment', {
            groupType: row.groupType,
          }),
      )
      .map((row) => row.id),
  );
}

/** The ids of the groups that follow each of the rules. */
async function followersOf(db: Db, ruleIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(ruleIds.map((id) => [id, []]));
  if (ruleIds.length === 0) return found;
  const rows = await db
    .selectFrom('imGroups')
    .select(['id', 'harassRuleId'])
    .where('harassRuleId', 'in', ruleIds)
    .orderBy('id')
    .execute();
  for (const row of rows) found.get(Number(row.harassRuleId))?.push(row.id);
  return found;
}

function present(row: RuleRow, groupIds: number[]): groupHarass.Rule {
  return {
    id: row.id,
    title: row.title,
    enableAd: row.enableAd === 1,
    adWordList: (JSON.parse(row.adWordList) as string[]).join(','),
    enableScreen: row.enableScreen === 1,
    screenLimit: row.screenLimit,
    punishType:
      row.punishType === groupHarass.PUNISH_KICK ? groupHarass.PUNISH_KICK : groupHarass.PUNISH_HIDE,
    groupList: groupIds.join(','),
  };
}

/** The rule a group follows, or null; for those who hold the anti-harassment action there only. */
export async function ruleDetails(
  db: Db,
  viewerId: number,
  groupId: number,
): Promise<groupHarass.Rule | null> {
  if (!(await mayGuard(db, viewerId, [groupId])).has(groupId))
    throw new AppError(403, 'groups.harassNotAllowed');
  const group = await db
    .selectFrom('imGroups')
    .select('harassRuleId')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (group.harassRuleId === null) return null;
  const row = await db
    .selectFrom('imGroupHarassRules')
    .selectAll()
    .where('id', '=', group.harassRuleId)
    .executeTakeFirst();
  if (!row) return null;
  return present(row, (await followersOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * Who may change a rule: the manager who made it, and any manager who holds the anti-harassment action in
 * every group that follows it (a group's rule is its managers' to keep, whoever of them wrote it). A rule
 * follows at most the groups of one save (RULE_GROUPS_MAX), so its followers are read whole.
 */
async function requireRuleEditor(db: Db, viewerId: number, ruleId: number): Promise<void> {
  const rule = await db
    .selectFrom('imGroupHarassRules')
    .select('ownerId')
    .where('id', '=', ruleId)
    .executeTakeFirst();
  if (!rule) throw new AppError(404, 'groups.harassRuleNotFound');
  if (rule.ownerId === viewerId) return;
  const followers = (await followersOf(db, [ruleId])).get(ruleId) ?? [];
  const allowed = await mayGuard(db, viewerId, followers);
  if (followers.length === 0 || followers.some((id) => !allowed.has(id)))
    throw new AppError(404, 'groups.harassRuleNotFound');
}

/**
 * Saves a rule and makes the chosen groups follow it in place of whatever they followed; groups that
 * followed it before and are no longer chosen follow none. The whole save is refused when the viewer
 * lacks the anti-harassment action in any chosen group. Every save moves the rule's version, so each
 * process's compiled copy (harass-screen.ts) is known stale at its next send.
 */
export async function saveRule(
  db: Db,
  viewerId: number,
  input: RuleInput,
  now: number,
): Promise<groupHarass.Rule> {
  const { keywords, screenLimit } = checkRule(input);
  const groupIds = [...new Set(input.groupList)];
  const allowed = await mayGuard(db, viewerId, groupIds);
  if (groupIds.some((id) => !allowed.has(id))) throw new AppError(403, 'groups.harassNotAllowed');
  const fields = {
    title: input.title.trim(),
    enableAd: input.enableAd ? 1 : 0,
    adWordList: JSON.stringify(keywords),
    enableScreen: input.enableScreen ? 1 : 0,
    screenLimit,
    punishType: input.punishType,
    updatedAt: now,
  };
  const id = await db.transaction().execute(async (trx) => {
    let ruleId: number;
    if (input.id !== undefined) {
      await requireRuleEditor(trx, viewerId, input.id);
      await trx
        .updateTable('imGroupHarassRules')
        .set((eb) => ({ ...fields, version: eb(eb.ref('version'), '+', 1) }))
        .where('id', '=', input.id)
        .execute();
      ruleId = input.id;
      await trx
        .updateTable('imGroups')
        .set({ harassRuleId: null })
        .where('harassRuleId', '=', ruleId)
        .where('id', 'not in', groupIds)
        .execute();
    } else {
      ({ id: ruleId } = await trx
        .insertInto('imGroupHarassRules')
        .values({ ...fields, ownerId: viewerId, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await trx.updateTable('imGroups').set({ harassRuleId: ruleId }).where('id', 'in', groupIds).execute();
    return ruleId;
  });
  const row = await db
    .selectFrom('imGroupHarassRules')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return present(row, (await followersOf(db, [id])).get(id) ?? []);
}

/** The rules the viewer made, newest first, a page at a time by the owner index. */
export async function myRules(
  db: Db,
  viewerId: number,
  query: { pageNum: number; pageSize: number },
): Promise<{ rows: groupHarass.Rule[]; total: number }> {
  const rows = await db
    .selectFrom('imGroupHarassRules')
    .selectAll()
    .where('ownerId', '=', viewerId)
    .orderBy('id', 'desc')
    .offset((query.pageNum - 1) * query.pageSize)
    .limit(query.pageSize)
    .execute();
  const { total } = await db
    .selectFrom('imGroupHarassRules')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('ownerId', '=', viewerId)
    .executeTakeFirstOrThrow();
  const followers = await followersOf(
    db,
    rows.map((row) => row.id),
  );
  return { total: Number(total), rows: rows.map((row) => present(row, followers.get(row.id) ?? [])) };
}

/** Deletes a rule of the viewer; the groups that followed it follow none. */
export async function removeRule(db: Db, viewerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('imGroupHarassRules')
      .where('id', '=', id)
      .where('ownerId', '=', viewerId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new AppError(404, 'groups.harassRuleNotFound');
    await trx.updateTable('imGroups').set({ harassRuleId: null }).where('harassRuleId', '=', id).execute();
  });
}
