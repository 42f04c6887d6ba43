// One network round trip per request: BEGIN + role/claims settings, the statement and COMMIT are written
// to the socket together (pg's pipeline mode, switched on only while this request holds the connection),
// where withClaims waits for each of the three in turn.
import type { Writable } from 'node:stream';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';

interface PipelinedClient {
  pipeline: boolean;
  connection: { stream: Writable };
}

/**
 * Sends begin, stmt and end on one checked-out client without waiting in between. Resolves to the
 * statement's result once all three are answered; rejects with the first error. The statement never runs
 * outside the transaction: BEGIN opens the same simple-protocol message that sets the role, so a failed
 * setting leaves the transaction aborted and the statement fails with it.
 */
export async function pipelined(client: PoolClient, begin: string, stmt: QueryConfig, end: 'COMMIT' | 'ROLLBACK'): Promise<QueryResult> {
  const c = client as unknown as PipelinedClient;
  const stream = c.connection.stream;
  c.pipeline = true;
  let parts: Array<Promise<QueryResult>>;
  stream.cork();
  try {
    parts = [client.query(begin), client.query(stmt), client.query(end)];
  } finally {
    stream.uncork();
  }
  try {
    const [b, s, e] = await Promise.allSettled(parts);
    if (b.status === 'rejected') throw b.reason;
    if (s.status === 'rejected') throw s.reason;
    if (e.status === 'rejected') throw e.reason;
    return s.value;
  } finally {
    c.pipeline = false;
  }
}
