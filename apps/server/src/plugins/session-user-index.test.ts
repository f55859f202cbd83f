import { beforeAll, describe, expect, it } from 'vitest';
import { queries, type Database, type Kysely } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { listUserSessionsQuery, revokeUserSessionsQuery } from './session-store';

/**
 * Ending a user's sessions (password change, deletion, removal from a team, 'Sair de todos os
 * dispositivos') and listing them look the rows up by `"sess"->>'userId'`: with many sessions
 * stored, PostgreSQL must read them through sessions_user_id_index, not the whole table.
 */
const t = testAppForTheFile();
const USERS = 2_000;
const SESSIONS_PER_USER = 10;

beforeAll(async () => {
  const connection = t.orm.em.getConnection();
  await connection.execute(
    `insert into "sessions" ("sid", "sess", "expire")
     select md5(i::text), jsonb_build_object('userId', 'user-' || (i % ${USERS}), 'cookie', jsonb_build_object('path', '/')), now() + interval '1 day'
     from generate_series(1, ${USERS * SESSIONS_PER_USER}) as i`,
    [],
    'run',
  );
  await connection.execute('analyze "sessions"', [], 'run');
});

/** Every node of a JSON plan, flattened. */
function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** A query as Kysely compiles it. */
type Compiled = Extract<Parameters<Kysely<Database>['executeQuery']>[0], { sql: string }>;

async function plan(query: { compile(): Compiled }): Promise<PlanNode[]> {
  const compiled = query.compile();
  const { rows } = await queries(t.em()).executeQuery({ ...compiled, sql: `explain (format json) ${compiled.sql}` });
  const root = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] } | undefined)?.['QUERY PLAN'][0].Plan;
  if (!root) throw new Error('EXPLAIN sem plano');
  return nodesOf(root);
}

describe('sessions looked up by their user', () => {
  it('are revoked and listed through sessions_user_id_index, never by reading every session', async () => {
    const db = queries(t.em());
    const statements = [
      { name: 'revoke', query: revokeUserSessionsQuery(db, 'user-42', 'kept-sid', { type: 'user', userId: 'user-42', keepSessionId: 'kept-sid' }) },
      { name: 'list', query: listUserSessionsQuery(db, 'user-42') },
    ];
    for (const query of statements) {
      const nodes = await plan(query.query);
      const scansOfSessions = nodes.filter((node) => node['Relation Name'] === 'sessions').map((node) => node['Node Type']);
      expect(scansOfSessions, query.name).not.toContain('Seq Scan');
      // An Index Scan, or a Bitmap Index Scan under the heap scan (which names no relation itself).
      expect(nodes.map((node) => node['Index Name']), query.name).toContain('sessions_user_id_index');
    }
  });

  it('the index is on the very expression the queries compare', async () => {
    const [index] = await t.orm.em
      .getConnection()
      .execute<{ indexdef: string }[]>(`select "indexdef" from "pg_indexes" where "tablename" = 'sessions' and "indexname" = 'sessions_user_id_index'`);
    expect(index?.indexdef).toContain(`((sess ->> 'userId'::text))`);
  });
});
