// A callback asked with the guest's number in the same message: the consent is asked, and the farm's own number is
// given too, for a guest who would rather call; the consent answered next still saves the request.
import { ok } from 'node:assert';
import { builtInReply } from './engine.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lead } from './types.ts';

const tools = farmStubTools();

Deno.test('a callback asked with the number gets the consent question and the farm’s number', async () => {
  for (const [lang, text] of [
    ['it', 'potete chiamarmi voi? sono al 333 9876543, la sera e meglio'],
    ['en', 'could someone ring me back on 07700 900123 after 6pm please'],
    ['it', 'mi richiamate al 3291112233 domani mattina? grz'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('/privacy-policy') && said.includes('123 456'), `${text} → ${said}`);
  }
});

Deno.test('the consent given after it still saves the lead', async () => {
  const saved: Lead[] = [];
  const saving = { ...tools, saveLead: (_s: string, lead: Lead) => Promise.resolve(void saved.push(lead)) } as Tools;
  const messages: ChatMessage[] = [];
  for (const content of ['mi fate chiamare? il numero e 3401234567', 'si']) {
    messages.push({ role: 'user', content });
    const reply = await builtInReply({ messages, sessionId: 'cb', language: 'it', today: '2026-11-26' }, saving);
    messages.push({ role: 'assistant', content: reply.message });
  }
  ok(saved.length === 1 && saved[0].phone === '3401234567', JSON.stringify(saved));
});
