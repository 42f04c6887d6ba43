// POST {messages, sessionId, language} → {message, type, data, follow_up}.
// Rate limited per session and per address in the database (public.rate_limit_hit, action 'chat'), so the
// limit survives recycled isolates; the optional model answers first when configured, the built-in engine
// otherwise (and whenever the model fails).
import { clientAddress } from '../_shared/client-address.ts';
import { adminClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { InputError, readJson } from '../_shared/input.ts';
import { inputErrorJson, json } from '../_shared/json.ts';
import { rateLimit } from '../_shared/rate-limit.ts';
import { builtInReply, builtInToday } from './engine.ts';
import { llmConfigFromEnv, llmReply } from './llm.ts';
import { databaseTools, type Tools } from './tools.ts';
import type { ChatMessage, Lang } from './types.ts';

let tools: Tools | null = null;

const MAX_MESSAGES = 20;
const MAX_CONTENT = 2000;

const fail = (status: number, error: string, message: string) => json({ error, code: error, message }, status);

interface Parsed {
  messages: ChatMessage[];
  sessionId: string;
  language: Lang;
}

function parse(body: unknown): Parsed | string {
  if (typeof body !== 'object' || body === null) return 'Body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.sessionId !== 'string' || b.sessionId.length < 8 || b.sessionId.length > 128) return 'sessionId is required';
  if (!Array.isArray(b.messages) || b.messages.length === 0) return 'messages must be a non-empty list';
  const messages: ChatMessage[] = [];
  for (const m of b.messages.slice(-MAX_MESSAGES)) {
    const role = (m as Record<string, unknown>)?.role;
    const content = (m as Record<string, unknown>)?.content;
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return 'each message needs role and content';
    messages.push({ role, content: content.slice(0, MAX_CONTENT) });
  }
  if (messages[messages.length - 1].role !== 'user' || !messages[messages.length - 1].content.trim()) {
    return 'the last message must be a non-empty user message';
  }
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
  const input = parse(body);
  if (typeof input === 'string') return fail(400, 'INVALID_REQUEST', input);

  // Trusted server-side callers (the service role: tests, tools) are not visitors and are not limited.
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const trusted = !!serviceKey && req.headers.get('authorization') === `Bearer ${serviceKey}`;
  if (!trusted) {
    const limited = await rateLimit('chat', { ip: clientAddress(req), session: input.sessionId });
    if (limited) return limited;
  }

  tools ??= databaseTools(adminClient());
  const today = builtInToday();
  const llm = llmConfigFromEnv((k) => Deno.env.get(k));
  const fromModel = llm ? await llmReply(llm, input.messages, input.language, input.sessionId, today, tools) : null;
  const reply = fromModel ?? (await builtInReply({ ...input, today }, tools));
  return json(reply);
}
