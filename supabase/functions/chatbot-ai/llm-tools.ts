// The language model's tools (llm.ts): the same database functions the built-in engine reads, through the same
// Tools, so that what the model states comes from them only. The farm's knowledge is searched exactly as the
// engine searches it (public.search_knowledge, then pickKnowledge): the model gets the entries the engine would
// answer with or offer, and none when the engine would admit not knowing.
import { type KnowledgeHit, pickKnowledge } from './knowledge.ts';
import type { Tools } from './tools.ts';
import type { Lang, ReplyType } from './types.ts';

export const TOOL_SPECS = [
  {
    type: 'function',
    function: {
      name: 'search_knowledge',
      description: 'The farm\'s own answers (stay, meals, travel, services, policies...) that match a question. Call it before answering anything that is not a product, a room or a booking, and answer from the entries it returns only; when it returns none, say you do not know.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string', description: 'The visitor\'s question, in their own words' } },
        required: ['query'],
      },
    },
  },
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

/** What a tool call gives: the result the model reads, the cards it decides, the knowledge entries it was given. */
export interface ToolResult {
  forModel: unknown;
  type?: ReplyType;
  data?: unknown[];
  entries?: KnowledgeHit[];
}

export async function runTool(name: string, args: Record<string, unknown>, lang: Lang, sessionId: string, tools: Tools): Promise<ToolResult> {
  const s = (k: string) => (typeof args[k] === 'string' ? (args[k] as string) : '');
  switch (name) {
    case 'search_knowledge': {
      const pick = pickKnowledge(await tools.searchKnowledge(s('query'), lang));
      const entries = pick.kind === 'answer' ? [pick.hit] : pick.kind === 'choices' ? pick.hits : [];
      return { forModel: { entries: entries.map((h) => ({ id: h.id, question: h.question, answer: h.answer })) }, entries };
    }
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
      // With dates, one quote of all the rooms (public.quote_stay): which are free, and the stay's price as /prenota
      // has it (a room whose stay was not priced, because another room was refused, shows its nightly price).
      const totals = new Map<string, number>();
      if (s('check_in') && s('check_out')) {
        const quotes = await tools.quoteRooms(list.map((r) => ({ roomId: r.id, guests: Math.min(2, r.max_guests) })), s('check_in'), s('check_out'));
        list = list.filter((r) => quotes.get(r.id)?.ok);
        for (const r of list) {
          const q = quotes.get(r.id);
          if (q?.ok && q.total != null) totals.set(r.id, q.total);
        }
      }
      return {
        forModel: list.map((r) => ({
          name: r.name, type: r.type, max_guests: r.max_guests,
          ...(totals.has(r.id) ? { stay_total_eur: totals.get(r.id) } : { price_per_night_from_eur: r.price_from, price_per_night_to_eur: r.price_to }),
        })),
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
