// Optional language model: any OpenAI-compatible chat-completions endpoint, configured by
// CHATBOT_LLM_BASE_URL, CHATBOT_LLM_API_KEY and CHATBOT_LLM_MODEL (CHATBOT_LLM_TIMEOUT_MS per request, 20 s).
// It writes the reply from the same tools as the built-in engine (llm-tools.ts), the staff's knowledge included
// (searched by public.search_knowledge, as the engine does); the reply names the entries the search gave it, and
// the tool it used decides the cards shown. It reads the whole history the engine reads. Any failure (an error status, a timeout, a reply
// that is not what the protocol says) returns null and the built-in engine answers the same conversation.
import { en } from './answers-en.ts';
import { it } from './answers-it.ts';
import { builtInReply, type EngineInput } from './engine.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { runTool, TOOL_SPECS } from './llm-tools.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lang, Reply, ReplyType, Settings } from './types.ts';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one request to the model may take before the built-in engine answers instead. */
  timeoutMs: number;
}

export function llmConfigFromEnv(get: (k: string) => string | undefined): LlmConfig | null {
  const baseUrl = get('CHATBOT_LLM_BASE_URL');
  const apiKey = get('CHATBOT_LLM_API_KEY');
  const model = get('CHATBOT_LLM_MODEL');
  const timeoutMs = Number(get('CHATBOT_LLM_TIMEOUT_MS')) || 20_000;
  return baseUrl && apiKey && model ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs } : null;
}

function systemPrompt(lang: Lang, today: string, settings: Settings): string {
  const A = lang === 'en' ? en : it;
  return [
    `You are the virtual assistant of a Sardinian farm with a dairy and five farm-stay rooms. Answer in ${lang === 'en' ? 'English' : 'Italian'}, briefly and kindly, as plain text (no HTML, no markdown). Today is ${today}.`,
    'State only facts given here or by the tools. Prices, stock, rooms, availability and bookings come from the tools; anything else only from the entries search_knowledge returns, searched before you answer. When neither covers the question, say you do not know and give the contacts.',
    A.cancellation(settings), A.storage,
    'Shipping: free from the threshold in the settings, otherwise a flat fee; the contacts and the address come from the tools.',
    'Links: only the site paths /formaggi, /salumi, /prenota, /booking-policy, /booking-policy#cancellation, /privacy-policy.',
  ].join('\n');
}

interface ToolCall {
  id: string;
  function: { name: string; arguments: string };
}
interface CompletionMessage {
  role: string;
  content: string | null;
  tool_calls?: ToolCall[];
}

/** A failure of the model, said in our own words: never a fragment of what the server sent back. */
class ModelFailure extends Error {}

async function complete(config: LlmConfig, convo: unknown[], fetchFn: typeof fetch): Promise<CompletionMessage> {
  let res: Response;
  try {
    res = await fetchFn(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages: convo, tools: TOOL_SPECS, temperature: 0.3 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (e) {
    throw new ModelFailure(e instanceof DOMException && e.name === 'TimeoutError' ? 'model timed out' : 'model unreachable');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ModelFailure(`model answered ${res.status}`);
  }
  let body: { choices?: Array<{ message?: CompletionMessage }> };
  try {
    body = JSON.parse(await res.text());
  } catch {
    throw new ModelFailure('model reply is not JSON');
  }
  const msg = body?.choices?.[0]?.message;
  if (!msg || typeof msg !== 'object') throw new ModelFailure('model reply without a message');
  return msg;
}

function toolArgs(call: ToolCall): Record<string, unknown> {
  try {
    const args = JSON.parse(call.function?.arguments || '{}');
    if (args && typeof args === 'object' && !Array.isArray(args)) return args as Record<string, unknown>;
  } catch { /* said below */ }
  throw new ModelFailure('model tool arguments are not a JSON object');
}

async function llmReply(
  config: LlmConfig,
  messages: ChatMessage[],
  lang: Lang,
  sessionId: string,
  today: string,
  tools: Tools,
  fetchFn: typeof fetch = fetch,
): Promise<Reply | null> {
  // The key never leaves in a reply or a log line, whatever the server echoes back.
  const redact = (s: string) => s.split(config.apiKey).join('[redacted]');
  let type: ReplyType = 'text';
  let data: unknown[] = [];
  const used: KnowledgeHit[] = [];
  try {
    const convo: unknown[] = [{ role: 'system', content: systemPrompt(lang, today, await tools.settings()) }, ...messages];
    for (let round = 0; round < 4; round++) {
      const msg = await complete(config, convo, fetchFn);
      if (!msg.tool_calls?.length) {
        const content = typeof msg.content === 'string' ? redact(msg.content.trim()) : '';
        if (!content) throw new ModelFailure('empty model reply');
        const A = lang === 'en' ? en : it;
        const source = used.length ? `\n\n${A.knowledgeSource(used.map((e) => e.question))}` : '';
        return { message: content + source, type, data, follow_up: null };
      }
      convo.push(msg);
      for (const call of msg.tool_calls) {
        const result = await runTool(call.function?.name, toolArgs(call), lang, sessionId, tools);
        if (result.type) {
          type = result.type;
          data = result.data ?? [];
        }
        for (const hit of result.entries ?? []) if (!used.some((u) => u.id === hit.id)) used.push(hit);
        convo.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result.forModel) });
      }
    }
    throw new ModelFailure('too many tool rounds');
  } catch (e) {
    const why = e instanceof ModelFailure ? e.message : `tool failed: ${e instanceof Error ? e.message : 'unknown'}`;
    console.error(`chatbot-ai: model failed, built-in answer instead: ${redact(why)}`);
    return null;
  }
}

/** The model's reply when one is configured and answers well, else the built-in engine's. */
export async function modelOrEngine(input: EngineInput, tools: Tools, llm: LlmConfig | null, fetchFn: typeof fetch = fetch): Promise<Reply> {
  const fromModel = llm ? await llmReply(llm, input.messages, input.language, input.sessionId, input.today, tools, fetchFn) : null;
  return fromModel ?? (await builtInReply(input, tools));
}
