// Issue 19's "done when": a fresh production-style database (migrations only, as a new hosted project) loaded with
// the farm's data by `npm run data:import` and given an administrator by `npm run admin:create` serves the shop,
// and no demo account exists. The commands run as the technician types them, against a stack of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmData } from '../../supabase/data/farm-schema.ts';
import { ROOT_DIR, SUPABASE_DIR } from '../../supabase/local/config.ts';
import { startOwnStack } from '../security/own-stack.ts';

const run = promisify(execFile);
const TSX = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
const FARM = path.join(SUPABASE_DIR, 'data', 'farm.json');
const OWNER = { email: 'titolare@tenuta-sarda.it', password: 'Mirto e lentisco a Monte Pinu!' };
const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };

let stack: Awaited<ReturnType<typeof startOwnStack>>;
let db: pg.Client;
let tmp: string;

/** Runs a script as `npm run` would, with only the variables given (plus PATH); returns its exit code and output. */
async function script(file: string, args: string[], env: Record<string, string> = {}) {
  try {
    const r = await run(TSX, [path.join(ROOT_DIR, 'scripts', file), ...args], {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

const importData = (file = FARM) => script('data-import.ts', ['--db-url', stack.databaseUrl, '--file', file]);
const createAdmin = (email: string, password: string) =>
  script('admin-create.ts', [], {
    SUPABASE_URL: stack.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
  });
const count = async (sql: string) => Number((await db.query<{ n: string }>(`select count(*) as n from ${sql}`)).rows[0].n);

beforeAll(async () => {
  stack = await startOwnStack(false, { demo: false });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-farm-'));
}, 120_000);

afterAll(async () => {
  await db?.end();
  await stack?.dispose();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a production-style project', () => {
  it('starts empty: no catalogue, no rooms, no account', async () => {
    expect(await count('public.products')).toBe(0);
    expect(await count('public.rooms')).toBe(0);
    expect(await count('auth.users')).toBe(0);
  });

  it('the demo seed refuses to run on it, even with the local mark as a non-superuser', async () => {
    const seed = fs.readFileSync(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8');
    await expect(db.query(seed)).rejects.toThrow(/local stack only/);
    await db.query('create role seed_tester login password \'seed_tester\' nosuperuser; grant postgres to seed_tester');
    const asOther = new pg.Client({ connectionString: stack.databaseUrl.replace('postgres:postgres@', 'seed_tester:seed_tester@') });
    await asOther.connect();
    try {
      await expect(asOther.query(`set tenuta.local_demo = 'on';\n${seed}`)).rejects.toThrow(/local stack only/);
    } finally {
      await asOther.end();
      await db.query('drop role seed_tester');
    }
    expect(await count('auth.users')).toBe(0);
  });

  it('data:import loads the farm, and a second run changes nothing', async () => {
    const first = await importData();
    expect(first.out).toContain('18 products, 5 rooms');
    expect(first.code).toBe(0);
    const before = (await db.query('select id, slug, price, stock_quantity from public.products order by slug')).rows;
    const again = await importData();
    expect(again.code).toBe(0);
    expect((await db.query('select id, slug, price, stock_quantity from public.products order by slug')).rows).toEqual(before);
  });

  it('admin:create refuses a weak password and the demo address', async () => {
    const weak = await createAdmin(OWNER.email, 'admin123!');
    expect(weak.code).toBe(1);
    expect(weak.out).toMatch(/ADMIN_PASSWORD: at least 12/);
    const common = await createAdmin(OWNER.email, 'password1234');
    expect(common.out).toMatch(/ADMIN_PASSWORD: one of the most common/);
    const demo = await createAdmin('admin@tenuta.local', OWNER.password);
    expect(demo.out).toMatch(/ADMIN_EMAIL/);
    expect(await count('auth.users')).toBe(0);
  });

  it('admin:create makes the owner an administrator who can sign in', async () => {
    const made = await createAdmin(OWNER.email, OWNER.password);
    expect(made.out).toContain('is an administrator');
    expect(made.code).toBe(0);
    // Twice is harmless: the same account keeps one admin role.
    expect((await createAdmin(OWNER.email, OWNER.password)).code).toBe(0);
    const owner = createClient(stack.apiUrl, stack.anonKey, options);
    const { data, error } = await owner.auth.signInWithPassword(OWNER);
    expect(error).toBeNull();
    const isAdmin = await owner.rpc('has_role', { _user_id: data.user!.id, _role: 'admin' });
    expect(isAdmin.data).toBe(true);
    const orders = await owner.from('orders').select('id');
    expect(orders.error).toBeNull();
  });

  it('serves the shop and the rooms to visitors, with no demo account present', async () => {
    const visitor = createClient(stack.apiUrl, stack.anonKey, options);
    const products = await visitor.from('products').select('slug, price, image_url, categories(slug)').eq('status', 'active');
    expect(products.error).toBeNull();
    expect(products.data).toHaveLength(18);
    expect(products.data!.find((p) => p.slug === 'primo-fiore')).toMatchObject({ price: 14.5, image_url: '/images/products/primo-fiore-800.webp' });
    const rooms = await visitor.from('rooms').select('slug');
    expect(rooms.data?.map((r) => r.slug)).toContain('lavanda-deluxe');
    const threshold = await visitor.from('settings').select('value').eq('key', 'free_shipping_threshold').single();
    expect(threshold.data?.value).toBe(50);
    const demo = await visitor.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
    expect(demo.error?.code).toBe('invalid_credentials');
    const emails = (await db.query<{ email: string }>('select email from auth.users')).rows.map((r) => r.email);
    expect(emails).toEqual([OWNER.email]);
  });

  it('an update of the file changes prices, keeps stock, uploaded photos, ids and products left out', async () => {
    const data = JSON.parse(fs.readFileSync(FARM, 'utf8')) as FarmData;
    const uploaded = `${stack.apiUrl}/storage/v1/object/public/product-images/primo-fiore/1.webp`;
    await db.query("update public.products set stock_quantity = 3, image_url = $1 where slug = 'primo-fiore'", [uploaded]);
    const idBefore = (await db.query("select id from public.products where slug = 'coppa-sarda'")).rows[0].id;
    const edited: FarmData = {
      ...data,
      products: data.products
        .filter((p) => p.slug !== 'coppa-sarda')
        .map((p) => (p.slug === 'primo-fiore' || p.slug === 'pecorino-fresco' ? { ...p, price: p.price + 1 } : p)),
    };
    const file = path.join(tmp, 'farm.json');
    fs.writeFileSync(file, JSON.stringify(edited));
    const r = await importData(file);
    expect(r.out).toContain('products/coppa-sarda');
    expect(r.code).toBe(0);
    const rows = (await db.query("select slug, price::float as price, stock_quantity, image_url from public.products where slug in ('primo-fiore', 'pecorino-fresco')")).rows;
    expect(rows).toContainEqual({ slug: 'primo-fiore', price: 15.5, stock_quantity: 3, image_url: uploaded });
    expect(rows).toContainEqual({ slug: 'pecorino-fresco', price: 16.9, stock_quantity: 40, image_url: '/images/products/pecorino-fresco-800.webp' });
    expect((await db.query("select id from public.products where slug = 'coppa-sarda'")).rows[0].id).toBe(idBefore);
  });

  it('a file with a mistake is refused before anything is written, naming the place', async () => {
    const data = JSON.parse(fs.readFileSync(FARM, 'utf8')) as FarmData;
    data.rooms[1].image_urls = ['/images/rooms/missing.webp'];
    (data.products[2] as Record<string, unknown>).price = 'cheap';
    const file = path.join(tmp, 'bad.json');
    fs.writeFileSync(file, JSON.stringify(data));
    const r = await importData(file);
    expect(r.code).toBe(1);
    expect(r.out).toContain('products.2.price');
  });
});
