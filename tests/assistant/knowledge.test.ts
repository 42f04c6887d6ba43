// The knowledge staff teach: the assistant answers from a new entry, records what it cannot answer (grouped by
// wording), a visitor's thumbs-down goes to the same queue, and one step turns a queued question into an entry.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import ws from 'ws';
import { anonKey, serviceClient, stackUrl } from '../helpers/clients.ts';
import { chat } from './chat.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };
let staff: SupabaseClient;

beforeAll(async () => {
  staff = createClient(stackUrl(), anonKey(), options);
  const { error } = await staff.auth.signInWithPassword({ email: 'staff@tenuta.local', password: 'staff123!' });
  if (error) throw error;
});

// The entry taught here leaves the shared database with the file: the labelled sets run later on the farm's own.
afterAll(async () => {
  await serviceClient().from('chatbot_knowledge').delete().eq('topic', 'sauna').throwOnError();
});

const openRows = async (sessionId: string) => {
  const { data, error } = await staff.from('chatbot_unanswered').select('kind, question, wording, resolved_entry_id').eq('session_id', sessionId);
  if (error) throw error;
  return data;
};

test('an unanswered question is queued, grouped by wording, and one step makes it an entry that answers', async () => {
  const sessionId = `kb-${crypto.randomUUID()}`;
  const first = await chat([{ role: 'user', content: 'Avete una sauna finlandese?' }], { sessionId });
  expect(first.body.message).toMatch(/non so risponderti/);
  await chat([{ role: 'user', content: 'avete una sauna finlandese' }], { sessionId });
  const rows = await openRows(sessionId);
  expect(rows).toHaveLength(2);
  expect(new Set(rows.map((r) => r.wording))).toEqual(new Set(['avete una sauna finlandese']));

  const { data: id, error } = await staff.rpc('teach_from_unanswered', {
    p_wording: 'avete una sauna finlandese', p_topic: 'sauna',
    p_question_it: 'C’è una sauna?', p_question_en: 'Is there a sauna?',
    p_answer_it: 'No, non abbiamo una sauna: per rilassarti ci sono i sentieri nel bosco.',
    p_answer_en: 'No, we have no sauna: to relax there are the woodland trails.',
    p_phrasings_it: ['Avete una sauna finlandese?'], p_phrasings_en: ['do you have a sauna'],
  });
  expect(error).toBeNull();
  expect((await openRows(sessionId)).every((r) => r.resolved_entry_id === id)).toBe(true);

  // From now on it answers, typo'd and in English too, and the question is not queued again.
  expect((await chat([{ role: 'user', content: 'avete una sauna finlandesse?' }], { sessionId })).body.message).toMatch(/non abbiamo una sauna/);
  expect((await chat([{ role: 'user', content: 'Do you have a sauna?' }], { sessionId, language: 'en' })).body.message).toMatch(/we have no sauna/);
  expect(await openRows(sessionId)).toHaveLength(2);
});

test('a staff edit of a seeded entry changes the answer at once; a deactivated entry no longer answers', async () => {
  const { data: rules } = await staff.from('chatbot_knowledge').select('id, answer_en').eq('topic', 'rules').single();
  expect((await chat([{ role: 'user', content: 'house rules?' }], { language: 'en' })).body.message).toBe(rules!.answer_en);
  const edited = `${rules!.answer_en} Barbecue only in the garden.`;
  await staff.from('chatbot_knowledge').update({ answer_en: edited }).eq('id', rules!.id).throwOnError();
  try {
    expect((await chat([{ role: 'user', content: 'house rules?' }], { language: 'en' })).body.message).toBe(edited);
    await staff.from('chatbot_knowledge').update({ active: false }).eq('id', rules!.id).throwOnError();
    expect((await chat([{ role: 'user', content: 'house rules?' }], { language: 'en' })).body.message).not.toMatch(/Barbecue/);
  } finally {
    await staff.from('chatbot_knowledge').update({ answer_en: rules!.answer_en, active: true }).eq('id', rules!.id).throwOnError();
  }
});

test('a thumbs-down on a reply of the visitor’s own conversation is queued, limited per session', async () => {
  const session = `thumbs-${crypto.randomUUID()}`;
  const visitor = createClient(stackUrl(), anonKey(), { ...options, global: { headers: { 'x-chat-session': session } } });
  const { data: conv } = await visitor.from('chatbot_conversations').insert({ session_id: session, language: 'en' }).select('id').single().throwOnError();
  await visitor.from('chatbot_messages').insert({ conversation_id: conv.id, role: 'user', content: 'Is the pool heated?' }).throwOnError();
  const { data: reply } = await visitor.from('chatbot_messages')
    .insert({ conversation_id: conv.id, role: 'assistant', content: 'Our opening hours are…' }).select('id').single().throwOnError();

  const stranger = createClient(stackUrl(), anonKey(), { ...options, global: { headers: { 'x-chat-session': `other-${crypto.randomUUID()}` } } });
  expect((await stranger.rpc('mark_reply_unhelpful', { p_message_id: reply.id })).error).not.toBeNull();

  expect((await visitor.rpc('mark_reply_unhelpful', { p_message_id: reply.id })).error).toBeNull();
  expect(await openRows(session)).toEqual([
    expect.objectContaining({ kind: 'unhelpful', question: 'Is the pool heated?', wording: 'is the pool heated' }),
  ]);
  let limited = null;
  for (let i = 0; i < 12 && !limited; i++) {
    const { error } = await visitor.rpc('mark_reply_unhelpful', { p_message_id: reply.id });
    if (error) limited = error;
  }
  expect(limited?.code).toBe('PT429');
});

test('a "Did you mean" choice tapped (its question sent back) answers with that entry, whatever its words suggest', async () => {
  for (const [language, vague] of [['it', 'auto'], ['en', 'car']] as const) {
    const sessionId = `choice-${crypto.randomUUID()}`;
    const asked = { role: 'user' as const, content: vague };
    const offer = (await chat([asked], { sessionId, language })).body;
    expect(offer.type).toBe('choices');
    const choices = offer.data as unknown as Array<{ id: string; question: string }>;
    // Each choice in turn, the offer still on screen: the earlier answers stay in the history.
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = [asked, { role: 'assistant', content: offer.message }];
    for (const choice of choices) {
      // The entry as the assistant shows it: its contact placeholders filled from the settings.
      const { data: entries } = await staff.rpc('knowledge_entries').throwOnError();
      const entry = (entries as Array<{ id: string; shown_answer_it: string; shown_answer_en: string }>).find((e) => e.id === choice.id)!;
      history.push({ role: 'user', content: choice.question });
      const answer = (await chat(history, { sessionId, language })).body;
      expect([choice.question, answer.message]).toEqual([choice.question, entry[`shown_answer_${language}`]]);
      history.push({ role: 'assistant', content: answer.message });
    }
  }
});
