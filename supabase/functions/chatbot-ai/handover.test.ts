// Asking for a person: recognised in both languages (no accents, typos of case), and not read into ordinary questions.
import { deepStrictEqual as assertEquals } from 'node:assert';
import { builtInReply } from './engine.ts';
import { asksForPerson, personReply } from './handover.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lead } from './types.ts';

Deno.test('a request to talk to a person is recognised in Italian and English', () => {
  for (const t of ['posso parlare con qualcuno?', 'Vorrei parlare con una persona', 'mi passi un operatore?', 'c’è qualcuno che risponde?', 'voglio parlare con lo staff', 'vorrei sentire il responsabile', 'posso parlarvi di persona?']) {
    assertEquals([t, asksForPerson(t)], [t, 'it']);
  }
  for (const t of ['talk to a human', 'Can I speak to someone?', 'I want a real person', 'can i chat with staff please', 'could you put me through to the manager', 'are you a bot?']) {
    assertEquals([t, asksForPerson(t)], [t, 'en']);
  }
});

Deno.test('ordinary questions are not requests for a person', () => {
  for (const t of ['camere per 2 persone ad agosto', 'una camera per una persona', 'rooms for 3 people', 'quanto costa il pecorino?', 'is the room suitable for someone in a wheelchair?']) {
    assertEquals([t, asksForPerson(t)], [t, null]);
  }
});

Deno.test('nobody online: the callback is offered, and the farm’s phone for a guest who would rather call', () => {
  const reply = personReply('en', false, '+39 0789 123 456').message;
  assertEquals([reply.includes('call you back'), reply.includes('+39 0789 123 456')], [true, true]);
  assertEquals(personReply('it', true, '+39 0789 123 456').message.includes('+39'), false);
});

Deno.test('after the callback offer the phone and preferred time become a lead', async () => {
  const saved: Lead[] = [];
  const tools = {
    saveLead: (_s: string, lead: Lead) => Promise.resolve(void saved.push(lead)),
    products: () => Promise.resolve([]),
    rooms: () => Promise.resolve([]),
  } as Partial<Tools> as Tools;
  const messages: ChatMessage[] = [
    { role: 'user', content: 'posso parlare con qualcuno?' },
    { role: 'assistant', content: personReply('it', false, '+39 0789 123 456').message },
  ];
  for (const content of ['Marco Deiana, 347 555 1234, domani dopo le 18', 'sì']) {
    messages.push({ role: 'user', content });
    const reply = await builtInReply({ messages, sessionId: 'handover-test', language: 'it', today: '2026-11-26' }, tools);
    messages.push({ role: 'assistant', content: reply.message });
  }
  assertEquals(saved, [{ name: 'Marco Deiana', email: null, phone: '3475551234', interest: 'domani dopo le 18' }]);
});
