// Lead capture in turns: what the visitor asked for, then name, e-mail and phone, then consent. The lead keeps each
// detail in its place: digits inside an e-mail address are not a phone, and the request is the visitor's own words.
import { deepStrictEqual as assertEquals } from 'node:assert';
import { builtInReply } from './engine.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lang, Lead } from './types.ts';

async function converse(language: Lang, turns: string[]): Promise<Lead[]> {
  const saved: Lead[] = [];
  const tools = {
    saveLead: (_session: string, lead: Lead) => Promise.resolve(void saved.push(lead)),
    products: () => Promise.resolve([]),
    rooms: () => Promise.resolve([]),
    // The callback's request also gives the farm's own contacts.
    settings: () => Promise.resolve({
      contact_email: 'info@tenutasarda.it', contact_phone: '+39 0789 123 456', address: 'Telti', whatsapp: null,
      free_shipping_threshold: 50, shipping_fee: 7.9, cancellation_policy: null,
    }),
  } as Partial<Tools> as Tools;
  const messages: ChatMessage[] = [];
  for (const content of turns) {
    messages.push({ role: 'user', content });
    const reply = await builtInReply({ messages, sessionId: 'lead-test', language, today: '2026-11-25' }, tools);
    messages.push({ role: 'assistant', content: reply.message });
  }
  return saved;
}

Deno.test('a lead keeps the request, and the digits of an e-mail address are not taken for a phone', async () => {
  const request = 'Vorrei un preventivo per un pranzo di gruppo di 20 persone a maggio, potete ricontattarmi?';
  const [lead] = await converse('it', [request, 'Mario Rossi, mario.rossi.1764061795123@example.it', 'sì']);
  assertEquals(lead, { name: 'Mario Rossi', email: 'mario.rossi.1764061795123@example.it', phone: null, interest: request });
});

Deno.test('name, e-mail and phone in one message each go to their own field (English)', async () => {
  const request = 'Could you call me back about a wedding for 60 guests next June?';
  const [lead] = await converse('en', [request, 'Anna Smith, anna.smith.2024@example.com, +39 333 123 4567', 'yes']);
  assertEquals(lead, { name: 'Anna Smith', email: 'anna.smith.2024@example.com', phone: '+393331234567', interest: request });
});

Deno.test('details and request in the same message: the request is what is left', async () => {
  const [lead] = await converse('it', ['ricontattatemi', 'Luca Piras, luca99@example.it, 3471234567, degustazione per 8 persone', 'sì']);
  assertEquals(lead, { name: 'Luca Piras', email: 'luca99@example.it', phone: '3471234567', interest: 'degustazione per 8 persone' });
});

Deno.test('labels before the details are not taken for the request', async () => {
  const request = 'Vorrei essere contattato per una visita al caseificio con la scuola';
  const [lead] = await converse('it', [request, 'Nome: Giulia Sanna, e-mail: Giulia.Sanna@Example.it, tel. 070 123 4567', 'sì']);
  assertEquals(lead, { name: 'Giulia Sanna', email: 'giulia.sanna@example.it', phone: '0701234567', interest: request });
});
