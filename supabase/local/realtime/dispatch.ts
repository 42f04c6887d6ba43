// Turns one captured change into postgres_changes pushes: match bindings (event, schema, table,
// filter), then per distinct subscriber role+claims check that the row is visible under RLS (skipped
// for roles whose SELECT policies are `true`), then send each channel one message listing its matching
// binding ids.
import pg from 'pg';
import type { Pool, PoolClient } from 'pg';
import { beginSql } from '../db/role-context.ts';
import { pipelinedEach, type Transaction } from '../rest/pipeline.ts';
import type { Claims } from '../jwt.ts';
import type { RawChange } from './capture.ts';
import { pushRaw, type Channel, type Registry } from './channels.ts';
import { matchesFilter } from './filter.ts';
import type { TableCache, TableInfo } from './tables.ts';

type Row = Record<string, unknown>;

/**
 * What of the row may be judged and sent. Deletes skip the RLS check (the row can no longer be selected), so on a
 * table with RLS only the primary key of a deleted row travels, as hosted Realtime does; filters see no more.
 */
function deletedRowShown(change: RawChange, info: TableInfo): Row | null {
  return info.rls ? pick(change.old_record, info.pk) : change.old_record;
}

function matchingIds(ch: Channel, change: RawChange, info: TableInfo): number[] {
  const row = (change.type === 'DELETE' ? deletedRowShown(change, info) : change.record) ?? {};
  const ids: number[] = [];
  for (const b of ch.bindings) {
    if (b.event !== '*' && b.event !== change.type) continue;
    if (b.schema !== '*' && b.schema !== change.schema) continue;
    if (b.table && b.table !== '*' && b.table !== change.table) continue;
    if (b.filter) {
      const col = info.columns.find((c) => c.name === b.filter!.column);
      if (!col || !matchesFilter(b.filter, col.type, row[b.filter.column])) continue;
    }
    ids.push(b.id);
  }
  return ids;
}

const pick = (row: Row | null, names: string[]): Row => Object.fromEntries(names.filter((n) => row && n in row).map((n) => [n, row![n]]));

/**
 * The payload as the role may see it: only its SELECT-able columns; old_record only the PK unless replica identity
 * full, and only the PK of a deleted row of a table with RLS.
 */
function payloadFor(role: string, change: RawChange, info: TableInfo): Record<string, unknown> {
  if (change.type === 'DELETE') change = { ...change, old_record: deletedRowShown(change, info) };
  const visible = info.columns.filter((c) => c.roles.has(role));
  const names = visible.map((c) => c.name);
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: visible.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, names);
  if (change.type !== 'INSERT') data.old_record = pick(change.old_record, info.replicaFull ? names : info.pk.filter((n) => names.includes(n)));
  return data;
}

/**
 * Whether the row is visible under each of these claims: one read-only transaction per claims, all
 * written on one connection in one round trip (pipelined). An error counts as not visible.
 */
async function visibleUnderRls(pool: Pool, claimsList: Claims[], info: TableInfo, record: Row): Promise<boolean[]> {
  const rel = `${pg.escapeIdentifier(info.schema)}.${pg.escapeIdentifier(info.table)}`;
  const pk = info.pk.map((n) => pg.escapeIdentifier(n));
  const sql = `select 1 from ${rel} t, jsonb_populate_record(null::${rel}, $1::jsonb) r
                where ${pk.map((c) => `t.${c} = r.${c}`).join(' and ')} limit 1`;
  const txs: Array<Transaction | null> = claimsList.map((claims) => {
    try {
      return { begin: beginSql(claims, { readOnly: true }), stmt: { text: sql, values: [record] }, end: 'COMMIT' };
    } catch {
      return null; // a role that may not be assumed
    }
  });
  const valid = txs.filter((t): t is Transaction => t !== null);
  if (!valid.length) return claimsList.map(() => false);
  let client: PoolClient | undefined;
  let broken: Error | undefined;
  try {
    client = await pool.connect();
    const results = await pipelinedEach(client, valid);
    const failed = results.map((r): unknown => (r.status === 'rejected' ? r.reason : null)).find((e) => e && !(e instanceof Error && 'severity' in e));
    broken = failed === undefined || failed instanceof Error ? failed : new Error('realtime query failed', { cause: failed });
    let k = 0;
    return txs.map((t) => {
      if (!t) return false;
      const r = results[k++];
      return r.status === 'fulfilled' && r.value.rowCount === 1;
    });
  } catch (e) {
    broken = e instanceof Error ? e : new Error(String(e));
    return claimsList.map(() => false);
  } finally {
    client?.release(broken);
  }
}

export async function prepareDelivery(
  change: RawChange,
  registry: Registry,
  tables: TableCache,
  pool: Pool,
): Promise<Array<{ ch: Channel; ids: number[]; data: Record<string, unknown> }>> {
  const info = await tables.get(change.schema, change.table);
  if (!info || info.pk.length === 0) return [];
  const targets: Array<{ ch: Channel; ids: number[] }> = [];
  for (const ch of registry.channels) {
    const ids = matchingIds(ch, change, info);
    if (ids.length) targets.push({ ch, ids });
  }
  if (!targets.length) return [];
  // One visibility check per distinct claims, however many sockets share them, all in one round trip.
  const toCheck = new Map<string, Claims>();
  const verdictOf = targets.map((t): boolean | string => {
    const claims = t.ch.claims;
    const role = claims.role;
    if (!info.pk.every((n) => info.columns.find((c) => c.name === n)?.roles.has(role))) return false;
    // No query when the answer is known: deletes, no RLS, service_role, or SELECT policies that are `true`.
    if (change.type === 'DELETE' || !info.rls || role === 'service_role' || info.openRoles.has(role)) return true;
    const key = JSON.stringify(claims);
    toCheck.set(key, claims);
    return key;
  });
  const checked = new Map<string, boolean>();
  if (toCheck.size) {
    const keys = [...toCheck.keys()];
    const verdicts = await visibleUnderRls(pool, [...toCheck.values()], info, change.record ?? {});
    keys.forEach((k, i) => checked.set(k, verdicts[i]));
  }
  const oks = verdictOf.map((v) => (typeof v === 'string' ? checked.get(v) === true : v));
  const payloads = new Map<string, Record<string, unknown>>();
  const out: Array<{ ch: Channel; ids: number[]; data: Record<string, unknown> }> = [];
  targets.forEach((t, i) => {
    if (!oks[i]) return;
    const role = t.ch.claims.role;
    let data = payloads.get(role);
    if (!data) payloads.set(role, (data = payloadFor(role, change, info)));
    out.push({ ...t, data });
  });
  return out;
}

export function deliver(items: Array<{ ch: Channel; ids: number[]; data: Record<string, unknown> }>, registry: Registry): void {
  const texts = new Map<Record<string, unknown>, string>();
  for (const { ch, ids, data } of items) {
    // The channel may have left while the checks ran.
    if (!registry.channels.has(ch)) continue;
    let text = texts.get(data);
    if (text === undefined) texts.set(data, (text = JSON.stringify(data)));
    pushRaw(ch, 'postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${text}}`);
  }
}
