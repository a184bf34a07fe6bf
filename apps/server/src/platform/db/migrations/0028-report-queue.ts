import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * The report queue of the back office. A case is one reported object while it waits for a decision: every
 * report on it points at the case, and one decision closes them all. The queue is read by key from
 * indexes that start with its filters (state; type; reason) and end in the case id, so page 1,000 costs
 * what page 1 costs; its totals come from `reportCounts`, moved in the transactions that file and decide
 * reports. Reports already filed are gathered into cases here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('reportCases'), db)
    .addColumn('objType', 'varchar(32)', (c) => c.notNull())
    .addColumn('objId', 'bigint', (c) => c.notNull())
    .addColumn('authorId', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('reportCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('noteCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('firstReportedAt', 'bigint', (c) => c.notNull())
    .addColumn('lastReportedAt', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)')
    .addColumn('resolveReason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('resolverId', 'bigint')
    .addColumn('resolvedAt', 'bigint')
    .execute();
  // One open case per object: a second reporter joins it, a report after the decision opens a new one.
  await db.schema
    .createIndex('reportCases_open_uq')
    .on('reportCases')
    .columns(['objType', 'objId'])
    .unique()
    .where(sql<boolean>`state = 'open'`)
    .execute();
  await db.schema.createIndex('reportCases_state_id').on('reportCases').columns(['state', 'id']).execute();
  await db.schema
    .createIndex('reportCases_state_type_id')
    .on('reportCases')
    .columns(['state', 'objType', 'id'])
    .execute();

  // The reasons of a case, with the case's state and type copied so that a reason filter reads one index.
  await db.schema
    .createTable('reportCaseReasons')
    .addColumn('caseId', 'bigint', (c) => c.notNull())
    .addColumn('reportType', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('objType', 'varchar(32)', (c) => c.notNull())
    .addColumn('reportCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_case_reasons_pk', ['caseId', 'reportType'])
    .execute();
  await db.schema
    .createIndex('reportCaseReasons_state_reason_case')
    .on('reportCaseReasons')
    .columns(['state', 'reportType', 'caseId'])
    .execute();
  await db.schema
    .createIndex('reportCaseReasons_state_type_reason_case')
    .on('reportCaseReasons')
    .columns(['state', 'objType', 'reportType', 'caseId'])
    .execute();

  // Cases and reports per state, type and reason; reportType '' is the row of every reason of the type.
  await db.schema
    .createTable('reportCounts')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('objType', 'varchar(32)', (c) => c.notNull())
    .addColumn('reportType', 'varchar(32)', (c) => c.notNull())
    .addColumn('caseCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reportCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_counts_pk', ['state', 'objType', 'reportType'])
    .execute();

  await idColumn(db.schema.createTable('reportNotes'), db)
    .addColumn('caseId', 'bigint', (c) => c.notNull())
    .addColumn('operatorId', 'bigint', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reportNotes_case_id').on('reportNotes').columns(['caseId', 'id']).execute();

  // Each report keeps the decision that closed it.
  await db.schema
    .alterTable('reports')
    .addColumn('caseId', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('reports').addColumn('outcome', 'varchar(16)').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('resolveReason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('reports').addColumn('resolverId', 'bigint').execute();
  await db.schema.alterTable('reports').addColumn('resolvedAt', 'bigint').execute();
  await db.schema.createIndex('reports_case_id').on('reports').columns(['caseId', 'id']).execute();

  await gatherFiledReports(db);
}

/** Reports filed before the queue: one case per object and state, their reasons and the counters. */
async function gatherFiledReports(db: Kysely<unknown>): Promise<void> {
  const caseState = sql`case when state = 'pending' then 'open' else 'resolved' end`;
  await sql`
    insert into report_cases
      (obj_type, obj_id, author_id, title, state, report_count, note_count, first_reported_at,
       last_reported_at, resolve_reason)
    select obj_type, obj_id, max(author_id), max(title), ${caseState}, count(*), 0, min(created_at),
      max(created_at), ''
    from reports group by obj_type, obj_id, ${caseState}`.execute(db);
  await sql`
    update reports set case_id = (
      select c.id from report_cases c
      where c.obj_type = reports.obj_type and c.obj_id = reports.obj_id
        and c.state = (case when reports.state = 'pending' then 'open' else 'resolved' end))`.execute(db);
  await sql`
    insert into report_case_reasons (case_id, report_type, state, obj_type, report_count)
    select r.case_id, r.report_type, max(c.state), max(c.obj_type), count(*)
    from reports r inner join report_cases c on c.id = r.case_id
    group by r.case_id, r.report_type`.execute(db);
  await sql`
    insert into report_counts (state, obj_type, report_type, case_count, report_count)
    select state, obj_type, '', count(*), sum(report_count) from report_cases group by state, obj_type`.execute(
    db,
  );
  await sql`
    insert into report_counts (state, obj_type, report_type, case_count, report_count)
    select state, obj_type, report_type, count(*), sum(report_count) from report_case_reasons
    group by state, obj_type, report_type`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_case_id').execute();
  for (const column of ['resolvedAt', 'resolverId', 'resolveReason', 'outcome', 'caseId']) {
    await db.schema.alterTable('reports').dropColumn(column).execute();
  }
  for (const table of ['reportNotes', 'reportCounts', 'reportCaseReasons', 'reportCases']) {
    await db.schema.dropTable(table).execute();
  }
}
