// public.search_knowledge reads what each entry's texts give once per edit (public.chatbot_knowledge_search, kept
// by a trigger) instead of recomputing it per call: it must answer exactly as the definition that recomputed it
// (20261127100000_search_knowledge_wordings_and_topic.sql, run beside it as a temporary function) over a third
// of the labelled sets' messages, and a staff edit must reach the search at once.
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import ws from 'ws';
import { anonKey, databaseUrl, serviceClient, stackUrl } from '../helpers/clients.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const previous = path.join(here, '../../supabase/migrations/20261127100000_search_knowledge_wordings_and_topic.sql');

interface Case { lang: 'it' | 'en'; text?: string; turns?: string[] }
function corpus(): { query: string; lang: string }[] {
  const out: { query: string; lang: string }[] = [];
  for (const file of fs.readdirSync(here).filter((f) => f.endsWith('.json')).sort()) {
    const { cases } = JSON.parse(fs.readFileSync(path.join(here, file), 'utf8')) as { cases: Case[] };
    for (const c of cases) for (const query of [...(c.text ? [c.text] : []), ...(c.turns ?? [])]) out.push({ query, lang: c.lang });
  }
  return out;
}

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

test('the search answers as the definition that recomputed every entry per call, over the labelled messages', async () => {
  const sql = fs.readFileSync(previous, 'utf8');
  const body = sql.slice(sql.indexOf('as $$') + 'as $$'.length, sql.lastIndexOf('$$;'));
  // Every third labelled message (a fixed sample of some 280): the old definition costs about 70 ms a call.
  const queries = corpus().filter((_, i) => i % 3 === 0);
  expect(queries.length).toBeGreaterThan(250);
  await client.query('begin');
  try {
    await client.query(`create function pg_temp.search_knowledge_old(p_query text, p_lang text, p_topic text)
      returns table (id uuid, topic text, question text, answer text, score real, wordings text)
      language sql stable set search_path = '' as $old$${body}$old$`);
    const { rows: topics } = await client.query<{ topic: string }>('select distinct topic from public.chatbot_knowledge order by topic');
    // Every third message also asks for an intent's general entry (p_topic), cycling through the topics.
    const args = queries.map(({ query, lang }, i) => [query, lang, i % 3 ? null : topics[i % topics.length].topic]);
    const run = async (fn: string) => (await client.query(
      `select q.i, r.n, r.id, r.topic, r.question, r.answer, r.score, r.wordings
         from unnest($1::text[], $2::text[], $3::text[]) with ordinality as q(query, lang, topic, i),
           lateral ${fn}(q.query, q.lang, q.topic) with ordinality as r(id, topic, question, answer, score, wordings, n)
        order by q.i, r.n`,
      [args.map((a) => a[0]), args.map((a) => a[1]), args.map((a) => a[2])],
    )).rows;
    const old = await run('pg_temp.search_knowledge_old');
    const now = await run('public.search_knowledge');
    expect(old.length).toBeGreaterThan(queries.length);
    expect(now).toEqual(old);
  } finally {
    await client.query('rollback');
  }
}, 600_000);

const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };

test('an entry staff add, edit or deactivate on the dashboard is searched that way at once', async () => {
  const staff: SupabaseClient = createClient(stackUrl(), anonKey(), options);
  const { error } = await staff.auth.signInWithPassword({ email: 'staff@tenuta.local', password: 'staff123!' });
  if (error) throw error;
  const service = serviceClient();
  const search = async (query: string, lang: 'it' | 'en') => {
    const { data, error: e } = await service.rpc('search_knowledge', { p_query: query, p_lang: lang });
    if (e) throw e;
    return (data as { id: string; answer: string }[]);
  };
  const { data: entry } = await staff.from('chatbot_knowledge').insert({
    topic: 'kayak', question_it: 'Noleggiate kayak?', question_en: 'Do you rent kayaks?',
    answer_it: 'Sì, due kayak biposto: chiedi a {email}.', answer_en: 'Yes, two double kayaks: ask {email}.',
  }).select('id').single().throwOnError();
  try {
    const [added] = await search('noleggiate kayak', 'it');
    expect(added?.id).toBe(entry.id);
    expect(added.answer).not.toContain('{email}');
    expect((await search('sup paddleboard rental', 'en')).map((h) => h.id)).not.toContain(entry.id);

    await staff.from('chatbot_knowledge').update({ phrasings_en: ['paddleboard rental'] }).eq('id', entry.id).throwOnError();
    expect((await search('sup paddleboard rental', 'en'))[0]?.id).toBe(entry.id);

    await staff.from('chatbot_knowledge').update({ active: false }).eq('id', entry.id).throwOnError();
    expect((await search('noleggiate kayak', 'it')).map((h) => h.id)).not.toContain(entry.id);
    await staff.from('chatbot_knowledge').update({ active: true }).eq('id', entry.id).throwOnError();
    expect((await search('noleggiate kayak', 'it'))[0]?.id).toBe(entry.id);
  } finally {
    await service.from('chatbot_knowledge').delete().eq('id', entry.id).throwOnError();
  }
  const { count } = await service.from('chatbot_knowledge_search').select('id', { count: 'exact', head: true }).eq('id', entry.id);
  expect(count).toBe(0);
});
