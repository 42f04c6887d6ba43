// The farm's contacts in the assistant's answers come from the settings the owner edits: the knowledge entries say
// {email} and {phone}, filled in whenever an answer is read, so a new e-mail shows in every answer at once (the
// knowledge search, the engine's own contact answer, the entries staff read on the dashboard).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect, test } from 'vitest';
import ws from 'ws';
import { anonKey, stackUrl } from '../helpers/clients.ts';
import { withSetting } from '../limits/rules.ts';
import { chat } from './chat.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };
const NEW_EMAIL = 'ospitalita@monte-pinu.example';
const NEW_PHONE = '+39 0789 555 010';
let staff: SupabaseClient;

beforeAll(async () => {
  staff = createClient(stackUrl(), anonKey(), options);
  const { error } = await staff.auth.signInWithPassword({ email: 'staff@tenuta.local', password: 'staff123!' });
  if (error) throw error;
});

const ask = async (content: string, language: 'it' | 'en') => (await chat([{ role: 'user', content }], { language })).body.message;

test('a changed e-mail and phone in the settings show in the knowledge answers and the contact answer at once', async () => {
  const before = await ask('is there parking', 'en');
  expect(before).toContain('info@tenutasarda.it');
  expect(before).not.toMatch(/\{(email|phone)\}/);
  expect(await ask('what is your email address?', 'en')).toContain('info@tenutasarda.it');
  await withSetting('contact_email', NEW_EMAIL, () => withSetting('contact_phone', NEW_PHONE, async () => {
    for (const [question, language] of [['is there parking', 'en'], ['avete il wifi?', 'it'], ['mi fate la fattura?', 'it'], ['do you serve dinner', 'en']] as const) {
      const answer = await ask(question, language);
      expect(answer, question).toContain(NEW_EMAIL);
      expect(answer, question).not.toContain('info@tenutasarda.it');
      expect(answer, question).not.toContain('123 456');
    }
    const contacts = await ask('what is your email address?', 'en');
    expect(contacts).toContain(NEW_EMAIL);
    expect(contacts).toContain(NEW_PHONE);

    // The dashboard reads the entry as written (the placeholder staff edit) and as visitors are told.
    const { data, error } = await staff.rpc('knowledge_entries');
    expect(error).toBeNull();
    const parking = (data as Array<{ topic: string; answer_en: string; shown_answer_en: string }>).find((e) => e.topic === 'parking')!;
    expect(parking.answer_en).toContain('{email}');
    expect(parking.shown_answer_en).toContain(NEW_EMAIL);
    expect(parking.shown_answer_en).not.toContain('{email}');
  }));
  expect(await ask('is there parking', 'en')).toContain('info@tenutasarda.it');
});

test('an entry the engine answers by its topic is filled in too, after a staff edit adds a placeholder', async () => {
  const { data: rules } = await staff.from('chatbot_knowledge').select('id, answer_en').eq('topic', 'rules').single();
  await staff.from('chatbot_knowledge').update({ answer_en: `${rules!.answer_en} Questions: {email}.` }).eq('id', rules!.id).throwOnError();
  try {
    await withSetting('contact_email', NEW_EMAIL, async () => {
      expect(await ask('house rules?', 'en')).toBe(`${rules!.answer_en} Questions: ${NEW_EMAIL}.`);
    });
  } finally {
    await staff.from('chatbot_knowledge').update({ answer_en: rules!.answer_en }).eq('id', rules!.id).throwOnError();
  }
});

test('the entries with their answers filled in are read by staff only', async () => {
  const anon = createClient(stackUrl(), anonKey(), options);
  const { data, error } = await anon.rpc('knowledge_entries');
  expect(data ?? []).toEqual([]);
  expect(error?.code).toBe('42501');
});
