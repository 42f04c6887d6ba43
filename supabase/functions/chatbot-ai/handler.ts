// POST {messages, sessionId, language} → {message, type, data, follow_up}.
// Rate limited per session and per address in the database (public.rate_limit_hit, action 'chat'), so the
// limit survives recycled isolates; the optional model answers first when configured, the built-in engine
// otherwise (and whenever the model fails).
import { clientAddress } from '../_shared/client-address.ts';
import { adminClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { InputError, fieldError, readJson } from '../_shared/input.ts';
import { inputErrorJson, json, rateLimitedJson } from '../_shared/json.ts';
import { rateLimit } from '../_shared/rate-limit.ts';
import { builtInToday } from './engine.ts';
import { asksForPerson, databaseHandover, HELD_REPLY, personReply, type Handover } from './handover.ts';
import { llmConfigFromEnv, modelOrEngine } from './llm.ts';
import { LookupRateLimited, databaseTools, forOneReply, type Tools } from './tools.ts';
import type { ChatMessage, Lang } from './types.ts';

let tools: Tools | null = null;
let handover: Handover | null = null;

const MAX_MESSAGES = 20;
const MAX_CONTENT = 2000;

const fail = (status: number, error: string, message: string) => json({ error, code: error, message }, status);

interface Parsed {
  messages: ChatMessage[];
  sessionId: string;
  language: Lang;
}

/** The conversation to answer, or the field that is missing or wrong (`messages.3.content`). */
export function parseChat(body: unknown): Parsed | { field: string } {
  if (typeof body !== 'object' || body === null) return { field: 'body' };
  const b = body as Record<string, unknown>;
  if (typeof b.sessionId !== 'string' || b.sessionId.length < 8 || b.sessionId.length > 128) return { field: 'sessionId' };
  if (!Array.isArray(b.messages) || b.messages.length === 0) return { field: 'messages' };
  const first = Math.max(0, b.messages.length - MAX_MESSAGES);
  const messages: ChatMessage[] = [];
  for (let i = first; i < b.messages.length; i++) {
    const m = b.messages[i] as Record<string, unknown> | null;
    if (m?.role !== 'user' && m?.role !== 'assistant') return { field: `messages.${i}.role` };
    if (typeof m.content !== 'string') return { field: `messages.${i}.content` };
    messages.push({ role: m.role, content: m.content.slice(0, MAX_CONTENT) });
  }
  const last = messages[messages.length - 1];
  if (last.role !== 'user' || !last.content.trim()) return { field: `messages.${b.messages.length - 1}.content` };
  const language: Lang = b.language === 'en' ? 'en' : 'it';
  return { messages, sessionId: b.sessionId, language };
}

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST') return fail(405, 'METHOD_NOT_ALLOWED', 'Use POST');

  let body: unknown;
  try {
    body = await readJson(req, { limits: { sessionId: 128, language: 5 } });
  } catch (e) {
    if (e instanceof InputError) return inputErrorJson(e);
    throw e;
  }
  const input = parseChat(body);
  if ('field' in input) return inputErrorJson(fieldError(input.field));

  // Trusted server-side callers (the service role: tests, tools) are not visitors and are not limited.
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const trusted = !!serviceKey && req.headers.get('authorization') === `Bearer ${serviceKey}`;
  if (!trusted) {
    const limited = await rateLimit('chat', { ip: clientAddress(req), session: input.sessionId });
    if (limited) return limited;
  }

  tools ??= databaseTools(adminClient());
  handover ??= databaseHandover(adminClient());
  // Staff hold the conversation: the assistant says nothing until they hand it back (or 30 minutes pass).
  if (await handover.held(input.sessionId)) return json(HELD_REPLY);
  const last = input.messages[input.messages.length - 1].content;
  const person = asksForPerson(last);
  if (person) {
    const [{ available }, settings] = await Promise.all([handover.request(input.sessionId), tools.settings()]);
    return json(personReply(person, available, settings.contact_phone));
  }
  const today = builtInToday();
  const llm = llmConfigFromEnv((k) => Deno.env.get(k));
  try {
    return json(await modelOrEngine({ ...input, today }, forOneReply(tools), llm));
  } catch (e) {
    if (e instanceof LookupRateLimited) return rateLimitedJson(e.retryAfter);
    throw e;
  }
}
