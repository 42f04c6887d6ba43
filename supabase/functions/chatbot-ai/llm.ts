// Optional language model: any OpenAI-compatible chat-completions endpoint, configured by
// CHATBOT_LLM_BASE_URL, CHATBOT_LLM_API_KEY and CHATBOT_LLM_MODEL. It writes the reply and calls the
// same tools as the built-in engine; the tool it used decides the cards shown. Any failure returns
// null and the built-in assistant answers instead.
import { answerOf, type KnowledgeEntry } from './knowledge.ts';
import { en } from './answers-en.ts';
import { it } from './answers-it.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lang, Reply, ReplyType, Settings } from './types.ts';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export function llmConfigFromEnv(get: (k: string) => string | undefined): LlmConfig | null {
  const baseUrl = get('CHATBOT_LLM_BASE_URL');
  const apiKey = get('CHATBOT_LLM_API_KEY');
  const model = get('CHATBOT_LLM_MODEL');
  return baseUrl && apiKey && model ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model } : null;
}

const TOOL_SPECS = [
  {
    type: 'function',
    function: {
      name: 'search_products',
      description: 'Products on sale (cheeses and cured meats) with price in euro and stock. Shows product cards.',
      parameters: {
        type: 'object',
        properties: {
          category: { type: 'string', enum: ['formaggi', 'salumi'], description: 'Optional category' },
          query: { type: 'string', description: 'Optional words of the product name' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_rooms',
      description: 'The farm-stay rooms; with check_in and check_out (yyyy-MM-dd) only the available ones. Shows room cards.',
      parameters: {
        type: 'object',
        properties: { check_in: { type: 'string' }, check_out: { type: 'string' } },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'start_booking',
      description: 'Opens the booking flow in the chat for the named rooms (all rooms when none).',
      parameters: { type: 'object', properties: { room_names: { type: 'array', items: { type: 'string' } } } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'find_booking',
      description: 'Looks up an existing booking by reference (e.g. TS-ABC123) and the e-mail used to book.',
      parameters: {
        type: 'object',
        properties: { reference: { type: 'string' }, email: { type: 'string' } },
        required: ['reference', 'email'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'save_lead',
      description: 'Stores a request to be contacted. Only after the visitor explicitly consented to the processing of their data.',
      parameters: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          email: { type: 'string' },
          phone: { type: 'string' },
          interest: { type: 'string' },
          consent: { type: 'boolean' },
        },
        required: ['consent'],
      },
    },
  },
];

function systemPrompt(lang: Lang, today: string, settings: Settings, knowledge: KnowledgeEntry[]): string {
  const A = lang === 'en' ? en : it;
  return [
    `You are the virtual assistant of a Sardinian farm with a dairy and five farm-stay rooms. Answer in ${lang === 'en' ? 'English' : 'Italian'}, briefly and kindly, as plain text (no HTML, no markdown). Today is ${today}.`,
    'Facts (use only these and the tools; when unsure, say so and give the contacts):',
    ...knowledge.map((e) => answerOf(e, lang)), A.cancellation(settings), A.storage,
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

export async function llmReply(
  config: LlmConfig,
  messages: ChatMessage[],
  lang: Lang,
  sessionId: string,
  today: string,
  tools: Tools,
  fetchFn: typeof fetch = fetch,
): Promise<Reply | null> {
  const convo: unknown[] = [{ role: 'system', content: systemPrompt(lang, today, await tools.settings(), await tools.knowledge()) }, ...messages.slice(-12)];
  let type: ReplyType = 'text';
  let data: unknown[] = [];
  try {
    for (let round = 0; round < 4; round++) {
      const res = await fetchFn(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ model: config.model, messages: convo, tools: TOOL_SPECS, temperature: 0.3 }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`model answered ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: CompletionMessage }> };
      const msg = body.choices?.[0]?.message;
      if (!msg) throw new Error('model reply without a message');
      if (!msg.tool_calls?.length) {
        const content = (msg.content ?? '').trim();
        if (!content) throw new Error('empty model reply');
        return { message: content, type, data, follow_up: null };
      }
      convo.push(msg);
      for (const call of msg.tool_calls) {
        const args = JSON.parse(call.function.arguments || '{}') as Record<string, unknown>;
        const result = await runTool(call.function.name, args, lang, sessionId, tools);
        if (result.type) {
          type = result.type;
          data = result.data ?? [];
        }
        convo.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result.forModel) });
      }
    }
    throw new Error('too many tool rounds');
  } catch (e) {
    console.error(`chatbot-ai: model failed, built-in answer instead: ${e instanceof Error ? e.message : e}`);
    return null;
  }
}

async function runTool(
  name: string,
  args: Record<string, unknown>,
  lang: Lang,
  sessionId: string,
  tools: Tools,
): Promise<{ forModel: unknown; type?: ReplyType; data?: unknown[] }> {
  const s = (k: string) => (typeof args[k] === 'string' ? (args[k] as string) : '');
  switch (name) {
    case 'search_products': {
      let list = await tools.products(lang);
      if (s('category')) list = list.filter((p) => p.category_slug === s('category'));
      const q = s('query').toLowerCase();
      const matching = q ? list.filter((p) => p.name.toLowerCase().includes(q)) : [];
      if (matching.length) list = matching;
      return {
        forModel: list.map((p) => ({ name: p.name, price_eur: p.price, in_stock: p.stock_quantity > 0, category: p.category_slug })),
        type: list.length ? 'products' : undefined,
        data: list,
      };
    }
    case 'list_rooms': {
      let list = await tools.rooms(lang);
      if (s('check_in') && s('check_out')) {
        const free = [];
        for (const r of list) if (await tools.isAvailable(r.id, s('check_in'), s('check_out'))) free.push(r);
        list = free;
      }
      return {
        forModel: list.map((r) => ({ name: r.name, type: r.type, price_per_night_eur: r.price_per_night, max_guests: r.max_guests })),
        type: 'rooms',
        data: list,
      };
    }
    case 'start_booking': {
      const all = await tools.rooms(lang);
      const names = Array.isArray(args.room_names) ? (args.room_names as string[]).map((n) => n.toLowerCase()) : [];
      const picked = names.length ? all.filter((r) => names.some((n) => r.name.toLowerCase().includes(n))) : all;
      return { forModel: { opened: true, rooms: picked.map((r) => r.name) }, type: 'booking', data: picked.length ? picked : all };
    }
    case 'find_booking':
      return { forModel: (await tools.findBooking(s('reference'), s('email'))) ?? { found: false } };
    case 'save_lead': {
      if (args.consent !== true) return { forModel: { saved: false, reason: 'consent required' } };
      await tools.saveLead(sessionId, { name: s('name') || null, email: s('email') || null, phone: s('phone') || null, interest: s('interest') || null }, true);
      return { forModel: { saved: true } };
    }
    default:
      return { forModel: { error: `unknown tool ${name}` } };
  }
}
