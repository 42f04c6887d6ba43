import { deepStrictEqual as assertEquals } from 'node:assert';
import { handler, parseChat } from './handler.ts';

const user = (content: string) => ({ role: 'user', content });

Deno.test('parseChat names the field that is missing or wrong', () => {
  assertEquals(parseChat({ messages: [user('ciao')] }), { field: 'sessionId' });
  assertEquals(parseChat({ sessionId: 'session-1', messages: [] }), { field: 'messages' });
  assertEquals(parseChat({ sessionId: 'session-1', messages: [user('a'), { role: 'system', content: 'x' }] }), { field: 'messages.1.role' });
  assertEquals(parseChat({ sessionId: 'session-1', messages: [user('a'), { role: 'user', content: 3 }] }), { field: 'messages.1.content' });
  assertEquals(parseChat({ sessionId: 'session-1', messages: [user('a'), user('  ')] }), { field: 'messages.1.content' });
  assertEquals(parseChat({ sessionId: 'session-1', messages: [user('ciao')], language: 'en' }), {
    sessionId: 'session-1', language: 'en', messages: [{ role: 'user', content: 'ciao' }],
  });
});

Deno.test('the chat answers bad input with 400 naming the field, before any limit or database call', async () => {
  const post = (body: string) => handler(new Request('http://x/chatbot-ai', { method: 'POST', body }));
  const nul = await post('{"sessionId":"session-1","messages":[{"role":"user","content":"a\\u0000"}]}');
  assertEquals([nul.status, (await nul.json()).field], [400, 'messages.0.content']);
  const missing = await post('{"messages":[{"role":"user","content":"ciao"}]}');
  assertEquals([missing.status, (await missing.json()).field], [400, 'sessionId']);
});
