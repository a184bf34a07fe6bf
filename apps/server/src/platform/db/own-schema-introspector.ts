import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * Lists the tables of the one schema the portal works in. Kysely's own PostgreSQL introspector (which its
 * migrator calls on every start) reads every column of every table of every schema on the server: slow
 * when a server holds many schemas (one per tenant, one per test run), and it fails with "relation does
 * not exist" when another schema is dropped while it reads. The migrator and the demo reset need only the
 * tables' names.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select schema_name as name from information_schema.schemata where schema_name = ${this.schema}
    `.execute(this.db);
    return rows.map(({ name }) => ({ name }));
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; kind: string }>`
      select table_name as name, table_type as kind from information_schema.tables
      where table_schema = ${this.schema} and table_type in ('BASE TABLE', 'VIEW')
      order by table_name
    `.execute(this.db);
    return rows
      .filter(({ name }) => options?.withInternalKyselyTables || !name.startsWith('kysely_migration'))
      .map(({ name, kind }) => ({ name, schema: this.schema, isView: kind === 'VIEW', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL with introspection limited to the portal's schema (`public` unless one is set). */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.schema);
  }
}
