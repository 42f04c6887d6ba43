// deploy:check fails on purpose-made mistakes, each in a small copy shaped like the repository: a superuser
// statement or platform DDL in a migration, a table without RLS, a function reaching the repository's
// node_modules, a SUPABASE_ secret, an undeclared function, a service key in the built app.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../supabase/local/config.ts';
import { deployCheck, type CheckName } from './deploy-check.ts';

// Inside the repository (git-ignored .tmp/), so that a relative import of node_modules resolves here as it
// would in supabase/functions: only the deploy-style copy can make it fail.
const base = path.join(ROOT_DIR, '.tmp');
fs.mkdirSync(base, { recursive: true });
const roots: string[] = [];

function repoCopy(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(base, 'deploy-check-'));
  roots.push(root);
  const all: Record<string, string> = {
    'supabase/config.toml': 'project_id = "t"\n[functions.hello]\nverify_jwt = false\n',
    'supabase/migrations/20260101000000_ok.sql': 'create table public.things (id int primary key);\nalter table public.things enable row level security;\n',
    'supabase/functions/hello/deno.json': '{ "imports": {} }\n',
    'supabase/functions/hello/index.ts': "Deno.serve(() => new Response('hello'));\n",
    'dist/index.html': '<!doctype html><script src="/assets/app.js"></script>',
    'dist/assets/app.js': 'console.log("app");\n',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

async function problems(root: string, only: CheckName[], env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  return (await deployCheck(root, only, env)).flatMap((r) => r.problems);
}

afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe('deploy:check', () => {
  it('passes a copy without mistakes', async () => {
    expect(await problems(repoCopy({}), ['migrations', 'functions', 'config', 'secrets', 'dist'])).toEqual([]);
  }, 120_000);

  it('fails a migration with a superuser-only statement, naming the file', async () => {
    const root = repoCopy({
      // One of the two operations Supabase's "Roles, superuser access and unsupported operations" page lists.
      'supabase/migrations/20260101000100_superuser.sql': 'alter user postgres with superuser;\n',
    });
    const found = await problems(root, ['migrations']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/20260101000100_superuser\.sql fails as the hosted postgres role: permission denied/);
  }, 120_000);

  it('fails a migration that alters a platform table, and a table left without RLS', async () => {
    const root = repoCopy({
      'supabase/migrations/20260101000000_ok.sql': 'create table public.open_things (id int primary key);\n',
      'supabase/migrations/20260101000100_storage.sql': 'alter table storage.objects add column note text;\n',
    });
    const found = await problems(root, ['migrations']);
    expect(found).toContainEqual(expect.stringMatching(/20260101000100_storage\.sql .*refuses "ALTER TABLE" on storage\.objects/));
    expect(found).toContain('table public.open_things has row-level security off');
  }, 120_000);

  it('fails a function that imports from the repository node_modules', async () => {
    const root = repoCopy({});
    const fnDir = path.join(root, 'supabase', 'functions', 'hello');
    const honoFromHere = path.relative(fnDir, path.join(ROOT_DIR, 'node_modules', 'hono', 'dist', 'index.js'));
    fs.writeFileSync(path.join(fnDir, 'index.ts'), `import { Hono } from '${honoFromHere}';\nDeno.serve(new Hono().fetch);\n`);
    expect(fs.existsSync(path.join(fnDir, honoFromHere))).toBe(true);
    const found = await problems(root, ['functions']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/function hello does not bundle from its own configuration/);
  }, 120_000);

  it('fails a SUPABASE_ secret in the secrets example, in config.toml or read by a function', async () => {
    const root = repoCopy({
      'supabase/functions/.env.example': 'MAIL_API_KEY=\nSUPABASE_MAIL_KEY=\n',
      'supabase/config.toml': 'project_id = "t"\n[functions.hello]\nverify_jwt = false\n[edge_runtime.secrets]\nSUPABASE_PAY_KEY = "env(PAY)"\n',
      'supabase/functions/hello/index.ts': "const k = Deno.env.get('SUPABASE_PAYMENT_KEY');\nDeno.serve(() => new Response(k));\n",
      '.env.example': '# --- Local stack\nSUPABASE_LOCAL_PORT=1\n# --- Edge functions (secrets)\nSUPABASE_SMTP_PASS=\n# --- Other\n',
    });
    const found = await problems(root, ['secrets']);
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toMatch(/SUPABASE_MAIL_KEY.*reserved/);
    expect(found.join('\n')).toMatch(/SUPABASE_PAY_KEY.*reserved/);
    expect(found.join('\n')).toMatch(/SUPABASE_SMTP_PASS.*reserved/);
    expect(found.join('\n')).toMatch(/reads SUPABASE_PAYMENT_KEY/);
  });

  it('fails a config.toml that does not parse or misses a function folder', async () => {
    const missing = repoCopy({ 'supabase/functions/other/index.ts': "Deno.serve(() => new Response('x'));\n" });
    expect(await problems(missing, ['config'])).toEqual(['config.toml has no [functions.other] for supabase/functions/other']);
    const broken = repoCopy({ 'supabase/config.toml': '[functions.hello\nverify_jwt = false\n' });
    expect((await problems(broken, ['config']))[0]).toMatch(/does not parse/);
  });

  it('fails a built app holding a service-role key, a secret key, a connection string or a secret value', async () => {
    const serviceJwt = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"role":"service_role"}').toString('base64url')}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;
    const anonJwt = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"role":"anon"}').toString('base64url')}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;
    const root = repoCopy({
      'dist/assets/app.js': `const a = "${anonJwt}"; const s = "${serviceJwt}"; const k = "sb_secret_abcdefghijkl";\nconst d = "postgresql://postgres:hunter22@db.example.co:5432/postgres"; const m = "mail-key-0123456789";\n`,
    });
    const found = await problems(root, ['dist'], { MAIL_API_KEY: 'mail-key-0123456789' });
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toMatch(/JWT of role service_role/);
    expect(found.join('\n')).toMatch(/sb_secret_/);
    expect(found.join('\n')).toMatch(/connection string/);
    expect(found.join('\n')).toMatch(/value of MAIL_API_KEY/);
  });
});
