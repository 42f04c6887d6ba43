// Security sweep: what `anon` and `authenticated` can reach equals the declared access matrix; SECURITY DEFINER
// functions pin search_path; edge functions refuse calls without a JWT unless declared; the built app holds no secret.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_JWT_SECRET, ROOT_DIR } from '../../supabase/local/config.ts';
import { opaqueKeys } from '../../supabase/local/keys.ts';
import * as matrix from './access-matrix.ts';
import * as catalog from './catalog.ts';
import { buildApp, findSecrets } from './dist-secrets.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

describe('exposure to anon and authenticated equals the access matrix', () => {
  it('schemas', async () => {
    expect(await catalog.exposedSchemas(db)).toEqual(matrix.SCHEMAS);
  });

  it('tables and views, with RLS on every one', async () => {
    const { grants, withoutRls } = await catalog.exposedRelations(db);
    expect(grants).toEqual(matrix.RELATIONS);
    expect(withoutRls).toEqual([]);
  });

  it('column grants', async () => {
    expect(await catalog.exposedColumns(db)).toEqual(matrix.COLUMNS);
  });

  it('sequences', async () => {
    expect(await catalog.exposedSequences(db)).toEqual(matrix.SEQUENCES);
  });

  it('functions', async () => {
    expect(await catalog.exposedFunctions(db)).toEqual(matrix.FUNCTIONS);
  });

  it('storage buckets', async () => {
    expect(await catalog.buckets(db)).toEqual(matrix.BUCKETS);
  });
});

describe('SECURITY DEFINER', () => {
  it('every definer function in every schema pins its search_path', async () => {
    expect(await catalog.definersWithoutSearchPath(db)).toEqual([]);
  });
});

describe('edge functions', () => {
  const dir = path.join(ROOT_DIR, 'supabase', 'functions');
  const deployed = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && fs.existsSync(path.join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();

  it('are exactly the declared ones', () => {
    expect(deployed).toEqual(Object.keys(matrix.EDGE_FUNCTIONS).sort());
  });

  it('answer 401 to a call without a JWT unless declared anonymous', async () => {
    const seen: Record<string, boolean> = {};
    for (const name of deployed) {
      const res = await fetch(`${inject('SUPABASE_URL')}/functions/v1/${name}`, { method: 'POST', body: '{}' });
      await res.arrayBuffer();
      seen[name] = res.status !== 401;
    }
    expect(seen).toEqual(Object.fromEntries(deployed.map((n) => [n, matrix.EDGE_FUNCTIONS[n]?.anonymous ?? false])));
  });
});

describe('built app', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-sweep-dist-'));
    await buildApp(outDir);
  }, 180_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('contains no service key, JWT secret, secret API key or SMTP password', () => {
    const jwtSecret = inject('JWT_SECRET');
    const secrets: Record<string, string> = {
      'service role key': inject('SUPABASE_SERVICE_ROLE_KEY'),
      'JWT secret': jwtSecret,
      'default JWT secret': DEFAULT_JWT_SECRET,
      'secret API key': opaqueKeys(jwtSecret).secretKey,
    };
    const smtp = process.env.SMTP_PASS;
    if (smtp) secrets['SMTP password'] = smtp;
    const found = findSecrets(outDir, secrets);
    expect(found).toEqual([]);
    // The build is real: it holds the app and its public anon key.
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });
});
