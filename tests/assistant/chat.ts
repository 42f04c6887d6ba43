// Calls the real chatbot-ai function of the test stack.
import { serviceKey, stackUrl } from '../helpers/clients.ts';

export interface ChatReply {
  message: string;
  type: string;
  data: Array<{ name?: string; [k: string]: unknown }>;
  follow_up: string | null;
}

export async function chat(
  messages: Array<{ role: 'user' | 'assistant'; content: string }>,
  opts: { language?: 'it' | 'en'; sessionId?: string; key?: string; url?: string } = {},
): Promise<{ status: number; body: ChatReply & { error?: string } }> {
  const key = opts.key ?? serviceKey();
  const res = await fetch(`${opts.url ?? stackUrl()}/functions/v1/chatbot-ai`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ messages, sessionId: opts.sessionId ?? `test-${crypto.randomUUID()}`, language: opts.language ?? 'it' }),
  });
  return { status: res.status, body: await res.json() };
}
