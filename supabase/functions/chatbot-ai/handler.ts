// POST {messages, sessionId, language} → {message, type, data, follow_up}.
// Rate limited per session and per address; the optional model answers first when configured, the
// built-in engine otherwise (and whenever the model fails).
import { adminClient } from '../_shared/clients.ts';
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { json } from '../_shared/json.ts';
import { builtInReply, builtInToday } from './engine.ts';
import { llmConfigFromEnv, llmReply } from './llm.ts';
import { RateLimiter } from './rate-limit.ts';
import { databaseTools, type Tools } from './tools.ts';
import type { ChatMessage, Lang } from './types.ts';

const envNumber = (name: string, d: number) => {
  const v = Number(Deno.env.get(name));
  return Number.isFinite(v) && v > 0 ? v : d;
};

const perSession = new RateLimiter(envNumber('CHATBOT_RATE_SESSION', 20));
const perAddress = new RateLimiter(envNumber('CHATBOT_RATE_IP', 120));
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

// The address the platform's proxy vouches for: X-Real-IP, else the last X-Forwarded-For entry (the one it
// appended). Earlier entries are whatever the visitor sent and would let anyone dodge the limit.
function clientAddress(req: Request, info: unknown): string {
  const real = req.headers.get('x-real-ip')?.trim();
  const forwarded = req.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  const remote = (info as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname;
  return real || forwarded || remote || 'unknown';
}

export async function handler(req: Request, info?: unknown): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST') return fail(405, 'METHOD_NOT_ALLOWED', 'Use POST');

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return fail(400, 'INVALID_REQUEST', 'Body must be JSON');
  }
  const input = parse(body);
  if (typeof input === 'string') return fail(400, 'INVALID_REQUEST', input);

  // Trusted server-side callers (the service role: tests, tools) are not visitors and are not limited.
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const trusted = !!serviceKey && req.headers.get('authorization') === `Bearer ${serviceKey}`;
  if (!trusted) {
    const sessionOk = perSession.take(input.sessionId);
    const addressOk = perAddress.take(clientAddress(req, info));
    if (!sessionOk || !addressOk) {
      const message =
        input.language === 'en'
          ? 'We are receiving many requests. Please try again in a few seconds.'
          : 'Stiamo ricevendo molte richieste. Riprova tra qualche secondo.';
      return new Response(JSON.stringify({ error: 'RATE_LIMIT', code: 'RATE_LIMIT', message }), {
        status: 429,
        headers: { ...corsHeaders, 'Content-Type': 'application/json', 'Retry-After': '60' },
      });
    }
  }

  tools ??= databaseTools(adminClient());
  const today = builtInToday();
  const llm = llmConfigFromEnv((k) => Deno.env.get(k));
  const fromModel = llm ? await llmReply(llm, input.messages, input.language, input.sessionId, today, tools) : null;
  const reply = fromModel ?? (await builtInReply({ ...input, today }, tools));
  return json(reply);
}
