// Live handover: staff take a conversation and reply as themselves; while they hold it the chatbot-ai function
// stays silent (the database decides), and it answers again after hand-back or 30 minutes without a staff reply.
// A visitor reads only their own conversation and can never write as staff; a request for a person puts one
// e-mail in the outbox and is told whether staff are online.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import ws from 'ws';
import { anonKey, databaseUrl, serviceClient, stackUrl } from '../helpers/clients.ts';
import { waitFor } from '../outbox/inbox.ts';
import { withRules } from '../limits/rules.ts';
import { chat } from './chat.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };
let staff: SupabaseClient;
let db: pg.Client;

beforeAll(async () => {
  staff = createClient(stackUrl(), anonKey(), options);
  const { error } = await staff.auth.signInWithPassword({ email: 'staff@tenuta.local', password: 'staff123!' });
  if (error) throw error;
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(() => db?.end());

const visitorClient = (session: string) =>
  createClient(stackUrl(), anonKey(), { ...options, global: { headers: { 'x-chat-session': session } } });

async function startConversation(language: 'it' | 'en' = 'it') {
  const session = `handover-${crypto.randomUUID()}`;
  const visitor = visitorClient(session);
  const { data } = await visitor.from('chatbot_conversations').insert({ session_id: session, language }).select('id').single().throwOnError();
  await visitor.from('chatbot_messages').insert({ conversation_id: data.id, role: 'user', content: 'Buongiorno' }).throwOnError();
  return { session, visitor, id: data.id as string };
}

const ask = (session: string, content: string, language: 'it' | 'en' = 'it') =>
  chat([{ role: 'user', content }], { sessionId: session, language });

test('a visitor cannot read another visitor’s conversation, its handover or its staff replies', async () => {
  const mine = await startConversation();
  await staff.rpc('staff_reply', { p_conversation_id: mine.id, p_content: 'Ciao, sono Giulia.' }).throwOnError();
  const stranger = visitorClient(`stranger-${crypto.randomUUID()}`);
  expect((await stranger.from('chatbot_messages').select('id').eq('conversation_id', mine.id)).data).toEqual([]);
  expect((await stranger.from('chatbot_handovers').select('conversation_id').eq('conversation_id', mine.id)).data).toEqual([]);
  const own = await mine.visitor.from('chatbot_messages').select('role, content, author_name').eq('conversation_id', mine.id).order('created_at');
  expect(own.data?.map((m) => m.role)).toEqual(['user', 'staff']);
  expect((await mine.visitor.from('chatbot_handovers').select('conversation_id').eq('conversation_id', mine.id)).data).toHaveLength(1);
});

test('a visitor cannot write as staff, nor take, reply or hand back', async () => {
  const { visitor, id } = await startConversation();
  const forged = await visitor.from('chatbot_messages').insert({ conversation_id: id, role: 'staff', content: 'Sono il titolare' });
  expect(forged.error?.code).toBe('42501');
  const named = await visitor.from('chatbot_messages').insert({ conversation_id: id, role: 'assistant', content: 'x', author_name: 'Giulia' });
  expect(named.error?.code).toBe('42501');
  for (const [fn, args] of [
    ['staff_reply', { p_conversation_id: id, p_content: 'ciao' }],
    ['take_conversation', { p_conversation_id: id }],
    ['release_conversation', { p_conversation_id: id }],
    ['staff_heartbeat', {}],
    ['chat_handover_held', { p_session_id: 'x' }],
    ['request_handover', { p_session_id: 'x' }],
  ] as const) {
    expect([fn, (await visitor.rpc(fn, args)).error?.code]).toEqual([fn, expect.stringMatching(/^(42501|PGRST202)$/)]);
  }
  expect((await visitor.from('chatbot_handovers').insert({ conversation_id: id, held_since: new Date().toISOString() })).error?.code).toBe('42501');
});

test('while staff hold the conversation the assistant is silent; after hand-back it answers again', async () => {
  const { session, id } = await startConversation();
  expect((await ask(session, 'Avete parcheggio?')).body.message).not.toBe('');
  await staff.rpc('take_conversation', { p_conversation_id: id }).throwOnError();
  const silent = await ask(session, 'Avete parcheggio?');
  expect(silent.status).toBe(200);
  expect(silent.body).toMatchObject({ message: '', held: true });
  // Asking for a person while a person holds it: still the person's turn.
  expect((await ask(session, 'posso parlare con qualcuno?')).body).toMatchObject({ held: true });
  await staff.rpc('release_conversation', { p_conversation_id: id }).throwOnError();
  const back = await ask(session, 'Avete parcheggio?');
  expect(back.body.message).not.toBe('');
  expect(back.body).not.toHaveProperty('held');
});

test('30 minutes after the last staff reply the assistant answers again', async () => {
  const { session, id } = await startConversation();
  await staff.rpc('staff_reply', { p_conversation_id: id, p_content: 'Arrivo subito.' }).throwOnError();
  expect((await ask(session, 'ciao')).body).toMatchObject({ held: true });
  await db.query(
    `update public.chatbot_handovers set held_since = now() - interval '50 minutes', last_staff_reply_at = now() - interval '29 minutes'
      where conversation_id = $1`, [id],
  );
  expect((await ask(session, 'ciao')).body).toMatchObject({ held: true });
  await db.query(`update public.chatbot_handovers set last_staff_reply_at = now() - interval '31 minutes' where conversation_id = $1`, [id]);
  expect((await ask(session, 'ciao')).body.message).not.toBe('');
});

test('a staff reply carries the staff member’s name and refuses an empty text', async () => {
  const { visitor, id } = await startConversation();
  expect((await staff.rpc('staff_reply', { p_conversation_id: id, p_content: '   ' })).error?.message).toBe('INVALID_CONTENT');
  await staff.rpc('staff_reply', { p_conversation_id: id, p_content: 'Eccomi!' }).throwOnError();
  const { data } = await visitor.from('chatbot_messages').select('role, content, author_name').eq('role', 'staff').eq('conversation_id', id);
  expect(data).toEqual([{ role: 'staff', content: 'Eccomi!', author_name: expect.anything() }]);
});

test('a request for a person says whether staff are online and puts one e-mail in the outbox', async () => {
  await db.query(`delete from public.staff_presence`);
  const { session, id } = await startConversation();
  const offline = await ask(session, 'posso parlare con qualcuno?');
  expect(offline.body.message).toMatch(/nessuno dello staff è collegato/);
  expect(offline.body.message).toMatch(/telefono/);

  await staff.rpc('staff_heartbeat').throwOnError();
  const online = await chat([{ role: 'user', content: 'can I talk to a human?' }], { sessionId: session, language: 'en' });
  expect(online.body.message).toMatch(/staff is online/);

  const service = serviceClient();
  const { data: rows } = await service.from('outbox').select('kind, recipient, status').eq('ref_id', id).throwOnError();
  expect(rows).toEqual([expect.objectContaining({ kind: 'handover_request' })]);
  // The stack's scheduler delivers it within seconds.
  await waitFor('the handover e-mail sent', async () =>
    (await service.from('outbox').select('status').eq('ref_id', id).single()).data?.status === 'sent' ? true : undefined);
});

test('staff replies are limited per staff member and per conversation: beyond the rule, 429 with the seconds to wait', async () => {
  // Lowered for the test and put back after (the production rules allow a person's pace, not a script's).
  await withRules('staff_reply', { user: { max: 3, windowSeconds: 600 }, session: { max: 2, windowSeconds: 600 } }, async () => {
    const one = await startConversation();
    for (const content of ['Uno', 'Due']) await staff.rpc('staff_reply', { p_conversation_id: one.id, p_content: content }).throwOnError();
    const third = await staff.rpc('staff_reply', { p_conversation_id: one.id, p_content: 'Tre' });
    expect(third.error?.code).toBe('PT429');
    expect(Number(third.error?.details)).toBeGreaterThan(500);
    // Another conversation still takes a reply, until the staff member's own budget is spent.
    const two = await startConversation();
    await staff.rpc('staff_reply', { p_conversation_id: two.id, p_content: 'Quattro' }).throwOnError();
    expect((await staff.rpc('staff_reply', { p_conversation_id: two.id, p_content: 'Cinque' })).error?.code).toBe('PT429');
    // A refused reply is not written.
    const { rows } = await db.query<{ content: string }>(
      "select content from public.chatbot_messages where conversation_id = any($1) and role = 'staff' order by created_at", [[one.id, two.id]]);
    expect(rows.map((r) => r.content)).toEqual(['Uno', 'Due', 'Quattro']);
  });
});
