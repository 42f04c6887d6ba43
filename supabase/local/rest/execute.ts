// The only stage that touches the pool: one transaction per request as the JWT's role (withClaims).
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { beginSql, withClaims, type RequestInfo } from '../db/role-context.ts';
import type { Claims } from '../jwt.ts';
import { pipelined } from './pipeline.ts';
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

type Raw = { total: string | null; n: string | number; body: string | null };
const toResult = (raw: Raw): DbResult => ({ total: raw.total === null ? null : Number(raw.total), n: Number(raw.n), body: raw.body });

export async function execute(
  pool: Pool,
  claims: Claims,
  stmt: Statement,
  opts: { readOnly: boolean; rollback: boolean; request: RequestInfo; check?: (r: DbResult) => void },
): Promise<DbResult> {
  const query = { name: statementName(stmt.sql), text: stmt.sql, values: stmt.values };
  if (!opts.check) {
    // Nothing to decide between the statement and the end of the transaction: one round trip.
    const begin = beginSql(claims, opts);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const res = await pipelined(client, begin, query, opts.rollback ? 'ROLLBACK' : 'COMMIT');
      return toResult(res.rows[0] as Raw);
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
