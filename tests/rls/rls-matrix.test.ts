// Generated from tests/rls/matrix.ts: every actor × every table × select/insert/update/delete (in SQL as the
// actor), the product-images bucket and every function's EXECUTE (through supabase-js). Each case checks the
// database's state, not only the answer.
import pg from 'pg';
import { withClaims } from '../../supabase/local/db/role-context.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACTORS, type Actor, type ActorName, makeActors } from './actors.ts';
import { Fixtures, uuid } from './fixtures.ts';
import { type Ctx, FUNCTIONS, OPS, STORAGE_ALLOW, type StorageOp, TABLES, type TableSpec } from './matrix.ts';

let db: pg.Client;
let pool: pg.Pool;
let actors: Record<ActorName, Actor>;
let ctx: Ctx;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  pool = new pg.Pool({ connectionString: inject('DATABASE_URL'), max: 4 });
  actors = await makeActors();
  ctx = { f: new Fixtures(db), customerId: actors.customer.userId! };
});
afterAll(async () => {
  // The shared database as the matrix found it: its rows (an active product, a room, knowledge entries, a staff
  // member online) would otherwise answer in the files that run after it.
  await ctx?.f.removeAll();
  await db?.query(`delete from public.chatbot_knowledge where topic = 't' and question_it = 'D?'`);
  await db?.query('delete from public.staff_presence where user_id = any($1)', [Object.values(actors ?? {}).map((a) => a.userId).filter(Boolean)]);
  await pool?.end();
  await db?.end();
});

const verdict = (ok: boolean) => (ok ? 'allowed' : 'denied');

const claimsOf = (actor: Actor) =>
  actor.userId ? { role: 'authenticated', sub: actor.userId, aud: 'authenticated' } : { role: 'anon' };

/**
 * Table cases run as the actor in SQL, exactly as the REST layer opens each request (role, JWT claims and
 * request headers set locally), and write without RETURNING like PostgREST's return=minimal. A refusal is
 * either an error or no effect; the effect is then read back as the superuser.
 */
async function asActor(actor: Actor, sql: string, params: unknown[]): Promise<number> {
  try {
    return await withClaims(pool, claimsOf(actor), async (c) => (await c.query(sql, params)).rowCount ?? 0, {
      request: { headers: { 'x-chat-session': actor.chatSession } },
    });
  } catch {
    return -1;
  }
}

async function attempt(spec: TableSpec, op: string, actor: Actor): Promise<boolean> {
  const key = spec.key ?? 'id';
  const t = `public.${spec.table}`;
  if (op === 'select') {
    const id = await spec.target(ctx);
    return (await asActor(actor, `select ${key} from ${t} where ${key} = $1`, [id])) === 1;
  }
  if (op === 'insert') {
    const row = await spec.insertRow(ctx);
    const cols = Object.keys(row).join(', ');
    await asActor(actor, `insert into ${t} (${cols}) select ${cols} from jsonb_populate_record(null::${t}, $1)`, [JSON.stringify(row)]);
    const ok = await ctx.f.exists(spec.table, key, String(row[key]));
    await db.query(`delete from ${t} where ${key} = $1`, [row[key]]);
    return ok;
  }
  if (op === 'update') {
    const id = await spec.target(ctx);
    const cols = Object.keys(spec.update.patch).join(', ');
    await asActor(actor, `update ${t} set (${cols}) = (select ${cols} from jsonb_populate_record(null::${t}, $1)) where ${key} = $2`, [JSON.stringify(spec.update.patch), id]);
    const { rows } = await db.query(`select (${spec.update.changed}) as ok from ${t} where ${key} = $1`, [id]);
    return rows[0]?.ok === true;
  }
  const id = await spec.target(ctx);
  await asActor(actor, `delete from ${t} where ${key} = $1`, [id]);
  return !(await ctx.f.exists(spec.table, key, id));
}

describe('RLS matrix: tables', () => {
  for (const spec of TABLES) {
    for (const op of OPS) {
      for (const name of ACTORS) {
        const expected = spec.allow[op].includes(name);
        it(`${spec.label}: ${op} by ${name} is ${verdict(expected)}`, async () => {
          expect(verdict(await attempt(spec, op, actors[name]))).toBe(verdict(expected));
        });
      }
    }
  }
});

const BUCKET = 'product-images';
const png = (extra = 0) =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
    Buffer.alloc(extra),
  ]);

async function objectSize(name: string): Promise<number | null> {
  const { rows } = await db.query(`select (metadata->>'size')::int as size from storage.objects where bucket_id = $1 and name = $2`, [BUCKET, name]);
  return rows.length ? (rows[0].size ?? 0) : null;
}

async function adminUpload(name: string): Promise<void> {
  const { error } = await actors.admin.client.storage.from(BUCKET).upload(name, png(), { contentType: 'image/png' });
  if (error) throw error;
}

async function attemptStorage(op: StorageOp, actor: Actor): Promise<boolean> {
  const storage = actor.client.storage.from(BUCKET);
  const folder = `rls-${uuid().slice(0, 8)}`;
  const name = `${folder}/${actor.name}.png`;
  if (op === 'upload') {
    await storage.upload(name, png(), { contentType: 'image/png' });
    return (await objectSize(name)) !== null;
  }
  await adminUpload(name);
  if (op === 'list') {
    const { data } = await storage.list(folder);
    return (data ?? []).some((o) => o.name === `${actor.name}.png`);
  }
  if (op === 'overwrite') {
    const before = await objectSize(name);
    await storage.upload(name, png(64), { contentType: 'image/png', upsert: true });
    return (await objectSize(name)) !== before;
  }
  await storage.remove([name]);
  return (await objectSize(name)) === null;
}

describe('RLS matrix: product-images bucket', () => {
  for (const op of Object.keys(STORAGE_ALLOW) as StorageOp[]) {
    for (const name of ACTORS) {
      const expected = STORAGE_ALLOW[op].includes(name);
      it(`${op} by ${name} is ${verdict(expected)}`, async () => {
        expect(verdict(await attemptStorage(op, actors[name]))).toBe(verdict(expected));
      });
    }
  }
});

describe('RLS matrix: function EXECUTE', () => {
  for (const fn of FUNCTIONS) {
    for (const name of ACTORS) {
      const expected = fn.allow.includes(name);
      it(`${fn.name}() by ${name} is ${verdict(expected)}`, async () => {
        const { error, status } = await actors[name].client.rpc(fn.name, fn.args);
        // A business error (P0001, 23P01...) still means the function ran; refusals are privilege errors.
        const refused = !!error && (error.code === '42501' || error.code === 'PGRST202' || [401, 403, 404].includes(status));
        expect(status, JSON.stringify(error)).toBeLessThan(500);
        expect(verdict(!refused)).toBe(verdict(expected));
      });
    }
  }
});
