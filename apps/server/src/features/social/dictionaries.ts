import type { Kysely } from 'kysely';
import type { SocialTables } from './tables.js';

/** The value of report_type whose reports must carry a description. */
export const OTHER_REPORT_TYPE = 'Other';

/** Reference dictionaries (getDicts): report reasons and the system configuration the client reads. */
export const referenceDictionaries: Array<{
  dictType: string;
  entries: Array<[label: string, value: string]>;
}> = [
  {
    dictType: 'report_type',
    entries: [
      ['色情低俗', 'Porn'],
      ['政治敏感', 'Political'],
      ['违法犯罪', 'Illegal'],
      ['垃圾广告', 'Spam'],
      ['人身攻击', 'Abuse'],
      ['侵犯隐私', 'Privacy'],
      ['抄袭侵权', 'Plagiarism'],
      ['其他', OTHER_REPORT_TYPE],
    ],
  },
  // Fox coins per yuan (spec 000 §9: coin price = yuan price × RechargeRate).
  { dictType: 'system_config', entries: [['RechargeRate', '10']] },
];

/** Inserts the reference rows that are missing; existing rows are left as they are. */
export async function ensureReferenceDictionaries(db: Kysely<SocialTables>): Promise<void> {
  for (const { dictType, entries } of referenceDictionaries) {
    for (const [index, [dictLabel, dictValue]] of entries.entries()) {
      await db
        .insertInto('dictionaries')
        .values({ dictType, dictLabel, dictValue, sortOrder: index + 1 })
        .onConflict((oc) => oc.columns(['dictType', 'dictValue']).doNothing())
        .execute();
    }
  }
}
