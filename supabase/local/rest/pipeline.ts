// One network round trip per request: BEGIN + role/claims settings, the statement and COMMIT are written
// to the socket together (pg's pipeline mode, switched on only while the caller holds the connection),
// where withClaims waits for each of the three in turn.
import type { Writable } from 'node:stream';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';

interface PipelinedClient {
  pipeline: boolean;
  connection: { stream: Writable };
}

export interface Transaction {
  /** BEGIN and the settings in one simple-protocol text (db/role-context.ts beginSql). */
  begin: string;
  stmt: QueryConfig;
  end: 'COMMIT' | 'ROLLBACK';
}

/**
 * Sends several transactions one after another on one checked-out client without waiting in between;
 * settles each to its statement's result or its first error. The statement never runs outside its
 * transaction: BEGIN opens the same message that sets the role, so a failed setting leaves the
 * transaction aborted and the statement fails with it; COMMIT of an aborted transaction rolls back, so
 * the next transaction starts clean.
 */
export async function pipelinedEach(client: PoolClient, txs: Transaction[]): Promise<Array<PromiseSettledResult<QueryResult>>> {
  const c = client as unknown as PipelinedClient;
  const stream = c.connection.stream;
  c.pipeline = true;
  const parts: Array<Promise<QueryResult>> = [];
  stream.cork();
  try {
    for (const tx of txs) parts.push(client.query(tx.begin), client.query(tx.stmt), client.query(tx.end));
  } finally {
    stream.uncork();
  }
  try {
    const settled = await Promise.allSettled(parts);
    return txs.map((_, i) => {
      const failed = settled.slice(3 * i, 3 * i + 3).find((r) => r.status === 'rejected');
      return failed ?? settled[3 * i + 1];
    });
  } finally {
    c.pipeline = false;
  }
}

/** One transaction with several statements in one round trip: their results, or the first error. */
export async function pipelinedMany(client: PoolClient, begin: string, stmts: QueryConfig[], end: 'COMMIT' | 'ROLLBACK'): Promise<QueryResult[]> {
  const c = client as unknown as PipelinedClient;
  const stream = c.connection.stream;
  c.pipeline = true;
  const parts: Array<Promise<QueryResult>> = [];
  stream.cork();
  try {
    parts.push(client.query(begin));
    for (const stmt of stmts) parts.push(client.query(stmt));
    parts.push(client.query(end));
  } finally {
    stream.uncork();
  }
  try {
    const settled = await Promise.allSettled(parts);
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.slice(1, -1).map((r) => (r as PromiseFulfilledResult<QueryResult>).value);
  } finally {
    c.pipeline = false;
  }
}

