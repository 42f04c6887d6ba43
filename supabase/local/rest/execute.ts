// The only stage that touches the pool: one transaction per request as the JWT's role (withClaims).
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { beginSql, withClaims, type RequestInfo } from '../db/role-context.ts';
import type { Claims } from '../jwt.ts';
import { pipelinedMany } from './pipeline.ts';
import type { DbResult } from './respond.ts';

export interface Statement {
  sql: string;
  values: unknown[];
}

// Named statements let each connection parse and plan a query shape once. The generation changes on
// schema reload, so a statement prepared against an old table definition is never reused.
let generation = 0;
export const bumpGeneration = () => generation++;
const names = new Map<string, string>();

function statementName(sql: string): string {
  let n = names.get(sql);
  if (!n) {
    if (names.size > 5000) names.clear();
    n = `pgrst_${generation}_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, n);
  }
  return n;
}
export const clearStatementNames = () => names.clear();

type Raw = { total: string | null; n: string | number; body: string | null; inserted?: number | null };
const toResult = (raw: Raw): DbResult => ({
  total: raw.total === null ? null : Number(raw.total),
  n: Number(raw.n),
  body: raw.body,
  inserted: raw.inserted ?? null,
});

type PlanRow = { 'QUERY PLAN': unknown };
/** The top node's row estimate of an EXPLAIN (FORMAT JSON), as PostgREST reads it for planned counts. */
const planRows = (rows: PlanRow[]): number | null => {
  const plan = rows[0]?.['QUERY PLAN'] as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return plan?.[0]?.Plan?.['Plan Rows'] ?? null;
};

/** EXPLAIN output as text: one line per row (FORMAT TEXT) or the JSON document (FORMAT JSON). */
const planText = (rows: PlanRow[]): string =>
  rows.map((r) => (typeof r['QUERY PLAN'] === 'string' ? r['QUERY PLAN'] : JSON.stringify(r['QUERY PLAN']))).join('\n');

export async function execute(
  pool: Pool,
  claims: Claims,
  stmt: Statement,
  opts: {
    readOnly: boolean;
    rollback: boolean;
    request: RequestInfo;
    check?: (r: DbResult) => void;
    /** EXPLAIN (FORMAT JSON) of the count query, run after the statement (planned and estimated counts). */
    explainCount?: Statement;
    /** The statement is an EXPLAIN: its text goes into body. */
    explain?: boolean;
  },
): Promise<DbResult> {
  const query = { name: statementName(stmt.sql), text: stmt.sql, values: stmt.values };
  if (!opts.check) {
    // Nothing to decide between the statement and the end of the transaction: one round trip.
    const begin = beginSql(claims, opts);
    const client = await pool.connect();
    let broken: Error | undefined;
    const stmts = [query];
    if (opts.explainCount) stmts.push({ name: statementName(opts.explainCount.sql), text: opts.explainCount.sql, values: opts.explainCount.values });
    try {
      const [res, counted] = await pipelinedMany(client, begin, stmts, opts.rollback ? 'ROLLBACK' : 'COMMIT');
      if (opts.explain) return { total: null, n: res.rows.length, body: planText(res.rows as PlanRow[]) };
      const result = toResult(res.rows[0] as Raw);
      if (counted) result.planned = planRows(counted.rows as PlanRow[]);
      return result;
    } catch (e) {
      // A server error leaves the connection usable (COMMIT of an aborted transaction rolls back);
      // anything else (socket closed, protocol) discards it.
      if (!(e instanceof Error && 'severity' in e)) broken = e instanceof Error ? e : new Error(String(e));
      throw e;
    } finally {
      client.release(broken);
    }
  }
  return withClaims(
    pool,
    claims,
    async (client) => {
      const res = await client.query(query);
      const row = toResult(res.rows[0] as Raw);
      // Checks that must undo a write (singular Accept on a mutation) throw inside the transaction.
      opts.check!(row);
      return row;
    },
    { readOnly: opts.readOnly, rollback: opts.rollback, request: opts.request },
  );
}
