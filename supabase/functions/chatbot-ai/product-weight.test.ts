// A product's weight asked, after it was named or with its name: the weight from the product rows, said in text.
import { ok } from 'node:assert';
import farm from '../../data/farm.json' with { type: 'json' };
import { builtInReply } from './engine.ts';
import { farmRooms as rooms } from './farm-rows.ts';
import type { Tools } from './tools.ts';
import type { Lang, Product, Reply } from './types.ts';

type Row = Record<string, unknown>;
const pick = (r: Row, k: string, lang: Lang) => (r[`${k}_${lang}`] ?? r[`${k}_it`] ?? null) as string | null;
const products = (lang: Lang) =>
  (farm.products as Row[]).map((p) => ({
    ...p, category_slug: p.category, name: pick(p, 'name', lang), short_description: pick(p, 'short_description', lang),
    description: pick(p, 'description', lang), weight: p.weight_kg, gallery_urls: [], image_url: null,
  }) as unknown as Product);
const tools = {
  products: (lang: Lang) => Promise.resolve(products(lang)),
  rooms: (lang: Lang) => Promise.resolve(rooms(lang)),
  settings: () => Promise.resolve({ contact_email: 'info@tenutasarda.it', contact_phone: '+39 0789 123 456', address: 'Telti', whatsapp: null, free_shipping_threshold: 50, shipping_fee: 7.9, cancellation_policy: null }),
  knowledge: () => Promise.resolve([]),
  searchKnowledge: () => Promise.resolve([]),
  recordUnanswered: () => Promise.resolve(),
} as unknown as Tools;

async function talk(language: Lang, turns: string[]): Promise<Reply> {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let reply: Reply | null = null;
  for (const content of turns) {
    messages.push({ role: 'user', content });
    reply = await builtInReply({ messages, sessionId: 'weight', language, today: '2026-11-26' }, tools);
    messages.push({ role: 'assistant', content: reply.message });
  }
  return reply!;
}

Deno.test('the weight asked of the product talked about is its weight from the product rows', async () => {
  const coppa = await talk('it', ['avete la coppa?', 'e quanto pesa?']);
  ok(coppa.message.includes('800 g'), coppa.message);
  const peretta = await talk('en', ['the peretta', 'how heavy is a piece?']);
  ok(peretta.message.includes('1 kg'), peretta.message);
});

Deno.test('the weight asked with the product’s name, in grams below a kilo', async () => {
  const guanciale = await talk('it', ['quanti grammi e il guanciale al pepe?']);
  ok(guanciale.message.includes('600 g'), guanciale.message);
  const inEnglish = await talk('en', ['what does the peppered guanciale weigh']);
  ok(inEnglish.message.includes('600 g'), inEnglish.message);
});
