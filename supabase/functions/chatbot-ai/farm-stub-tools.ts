// Test helper: the engine's tools on the farm's own data (supabase/data/farm.json), with a knowledge search the test
// gives, and a conversation of several turns asked of the engine.
import farm from '../../data/farm.json' with { type: 'json' };
import { builtInReply } from './engine.ts';
import { farmRooms } from './farm-rows.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Tools } from './tools.ts';
import type { Lang, Product, Reply } from './types.ts';

type Row = Record<string, unknown>;
const pick = (r: Row, k: string, lang: Lang) => (r[`${k}_${lang}`] ?? r[`${k}_it`] ?? null) as string | null;
const farmProducts = (lang: Lang) =>
  (farm.products as Row[]).map((p) => ({
    ...p, category_slug: p.category, name: pick(p, 'name', lang), short_description: pick(p, 'short_description', lang),
    description: pick(p, 'description', lang), weight: p.weight_kg, aging_text: pick(p, 'aging', lang), ingredients: pick(p, 'ingredients', lang), gallery_urls: [], image_url: null,
  }) as unknown as Product);

/** A knowledge hit of the shape public.search_knowledge returns, for a topic at a score, with its wordings. */
export const stubHit = (topic: string, score: number, wordings: string): KnowledgeHit =>
  ({ id: topic, topic, question: `${topic}?`, answer: `${topic}: the answer.`, score, wordings });

/** A knowledge search over the entries given (topic, wordings), scored as the share of the question's words an entry
 * is worded with, each word weighed by `weigh` (whether any entry has it): words the guest says of themselves dilute
 * the score as they do in public.search_knowledge. Words of fewer than three letters and the `stop` words count not. */
export function wordShareSearch(entries: Array<[string, string]>, weigh: (word: string, anyEntryHas: boolean) => number, stop: string[]) {
  const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !stop.includes(w));
  const anyEntry = new Set(entries.flatMap(([, w]) => words(w)));
  const weight = (ws: string[]) => ws.reduce((a, w) => a + weigh(w, anyEntry.has(w)), 0);
  return (query: string): KnowledgeHit[] => {
    const asked = words(query);
    return entries.map(([topic, wordings]) => {
      const held = new Set(words(wordings));
      return stubHit(topic, weight(asked.filter((w) => held.has(w))) / Math.max(weight(asked), 1), wordings);
    }).filter((h) => h.score > 0.1).sort((a, b) => b.score - a.score);
  };
}

export function farmStubTools(searchKnowledge: (query: string, lang: Lang, topic?: string) => KnowledgeHit[] = () => []): Tools {
  return {
    products: (lang: Lang) => Promise.resolve(farmProducts(lang)),
    rooms: (lang: Lang) => Promise.resolve(farmRooms(lang)),
    settings: () => Promise.resolve({ contact_email: 'info@tenutasarda.it', contact_phone: '+39 0789 123 456', address: 'Telti', whatsapp: null, free_shipping_threshold: 50, shipping_fee: 7.9, cancellation_policy: null, cin: (farm.settings as { cin?: string }).cin ?? null }),
    knowledge: () => Promise.resolve([]),
    searchKnowledge: (query: string, lang: Lang, topic?: string) => Promise.resolve(searchKnowledge(query, lang, topic)),
    recordUnanswered: () => Promise.resolve(),
    // Stands in for public.order_totals with the farm's settings (free from 50 €, else 7,90 €).
    orderTotals: (lines: Array<{ id: string; count: number }>) => {
      const price = (id: string) => farmProducts('it').find((p) => p.id === id)?.price ?? 0;
      const subtotal = Math.round(lines.reduce((a, l) => a + price(l.id) * l.count, 0) * 100) / 100;
      return Promise.resolve({ subtotal, shipping: subtotal >= 50 ? 0 : 7.9 });
    },
  } as unknown as Tools;
}

type Entry = { topic: string; question_it: string; question_en: string; phrasings_it?: string[]; phrasings_en?: string[]; answer_it: string; answer_en: string };
const ENTRY_STOP = ['the', 'and', 'you', 'your', 'can', 'che', 'per', 'con', 'del', 'della', 'una', 'how', 'for', 'with'];
// The payment kind's general entry, which public.search_knowledge returns after the hits when asked with p_topic.
const GENERAL: Record<string, Record<Lang, string>> = {
  payment: { en: 'A guarantee card is always required.', it: 'È sempre richiesta una carta a garanzia.' },
};

/** The farm's tools searching the farm's own knowledge entries by their questions and wordings (`wordShareSearch`),
 * each hit answering with its own text in the language asked, contacts filled in, and a kind's general entry after
 * the hits when the engine asks by topic, as public.search_knowledge does. */
export function farmEntriesStubTools(): Tools {
  const entries = farm.knowledge as Entry[];
  const search = wordShareSearch(
    entries.map((e) => [e.topic, [e.question_it, e.question_en, ...(e.phrasings_it ?? []), ...(e.phrasings_en ?? [])].join(' ')]),
    (_w, anyEntryHas) => (anyEntryHas ? 1 : 0.5),
    ENTRY_STOP,
  );
  return farmStubTools((q, lang, topic) => [
    ...search(q).map((h) => {
      const e = entries.find((x) => x.topic === h.topic)!;
      return { ...h, answer: (lang === 'en' ? e.answer_en : e.answer_it).replace('{email}', 'info@tenutasarda.it').replace('{phone}', '+39 0789 123 456') };
    }),
    ...(topic && GENERAL[topic] ? [{ id: topic, topic, question: `${topic}?`, answer: GENERAL[topic][lang], score: 0, wordings: '' }] : []),
  ]);
}

/** The farm's tools with the booking policy's cancellation terms (free over 15 days, 50 % from 7, else all) and every
 * room free for a stay said: for the shares due when cancelling. */
export function cancellationStubTools(): Tools {
  const stub = farmStubTools();
  return {
    ...stub,
    quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 300, sameEveryNight: true }]))),
    settings: async () => ({ ...(await stub.settings()), cancellation_policy: { free_over_days: 15, partial_from_days: 7, partial_percent: 50 } }),
    // Stands in for public.cancellation_fee_percent under that policy.
    cancellationShare: (days) => Promise.resolve(days > 15 ? 0 : days >= 7 ? 50 : 100),
  };
}

/** The engine's reply to the last of the turns, each asked with the replies before it. */
export async function talkToFarmStub(tools: Tools, language: Lang, turns: string[]): Promise<Reply> {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let reply: Reply | null = null;
  for (const content of turns) {
    messages.push({ role: 'user', content });
    reply = await builtInReply({ messages, sessionId: 'stub', language, today: '2026-11-26' }, tools);
    messages.push({ role: 'assistant', content: reply.message });
  }
  return reply!;
}
