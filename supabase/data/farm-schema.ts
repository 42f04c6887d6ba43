// The shape of the farm's data file (supabase/data/farm.json): what `npm run data:import` loads into a
// project. Checked before anything is written, so a mistake is named by its place in the file.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only');
const text = z.string().min(1);
const optionalText = text.nullable().optional();
const id = z.uuid().optional();

const category = z.strictObject({ id, slug, name_it: text, name_en: text, sort_order: z.int() });

// The product texts shown on the product page, each in Italian and English.
export const productTexts = [
  'pack_label', 'short_description', 'description', 'taste', 'aging', 'ingredients', 'origin', 'consistency', 'shape',
  'tradition', 'raw_material', 'character', 'flavour', 'breeding', 'processing',
] as const;
const bilingual = Object.fromEntries(productTexts.flatMap((t) => [[`${t}_it`, optionalText], [`${t}_en`, optionalText]]));

const product = z.strictObject({
  id,
  category: slug,
  slug,
  sku: text,
  name_it: text,
  name_en: text,
  price: z.number().nonnegative(),
  vat_rate: z.number().nonnegative().lt(100),
  weight_kg: z.number().positive().nullable(),
  image_url: text.nullable(),
  gallery_urls: z.array(text),
  badge: z.enum(['Bestseller', 'Nuovo', 'Premium', 'Esclusivo']).nullable().optional(),
  aging_months: z.int().nonnegative().nullable(),
  /** The stock a new product starts with; afterwards the shop and the admin keep it. */
  stock_quantity: z.int().nonnegative(),
  status: z.enum(['active', 'draft', 'archived']),
  allergens: z.array(text),
  milk_animal: z.enum(['pecora', 'vacca', 'capra', 'misto']).nullable().optional(),
  milk_treatment: z.enum(['raw', 'pasteurised']).nullable(),
  storage_temperature: optionalText,
  is_bestseller: z.boolean(),
  sort_order: z.int(),
  ...bilingual,
});

const room = z.strictObject({
  id,
  slug,
  name: text,
  type: z.enum(['deluxe', 'standard']),
  bed_type: z.enum(['matrimoniale', 'singoli']),
  price_per_night: z.number().nonnegative(),
  max_guests: z.int().min(1),
  // Cots (a child under 3, no place taken) and extra beds (one more place) the room takes, and their fee a night.
  max_cots: z.int().min(0).max(3),
  cot_fee: z.number().nonnegative(),
  max_extra_beds: z.int().min(0).max(3),
  extra_bed_fee: z.number().nonnegative(),
  image_urls: z.array(text),
  short_description_it: text,
  short_description_en: text,
  full_description_it: text,
  full_description_en: text,
  sort_order: z.int(),
});

// What the assistant knows beyond products and rooms: added when new (matched by id), then staff edit it on
// /chatbot-dashboard and a later import leaves their edits alone.
const knowledgeText = (max: number) => z.string().trim().min(1).max(max);
const knowledge = z.strictObject({
  id: z.uuid(),
  topic: knowledgeText(60),
  question_it: knowledgeText(300),
  question_en: knowledgeText(300),
  answer_it: knowledgeText(2000),
  answer_en: knowledgeText(2000),
  phrasings_it: z.array(knowledgeText(300)).max(30),
  phrasings_en: z.array(knowledgeText(300)).max(30),
});

const farmDataSchema = z.strictObject({
  categories: z.array(category).min(1),
  products: z.array(product),
  rooms: z.array(room),
  /** Rows of the settings table by key; each value is stored as JSON. */
  settings: z.record(z.string().regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and underscores only'), z.json()),
  knowledge: z.array(knowledge).default([]),
});

export type FarmData = z.infer<typeof farmDataSchema>;

/** Every photo the file names: a file shipped in `public/` (as `/images/...`) or a storage address. */
function photoProblems(data: FarmData, publicDir: string): string[] {
  const photos = [
    ...data.products.flatMap((p, i) => [
      [`products[${i}].image_url`, p.image_url] as const,
      ...p.gallery_urls.map((u, j) => [`products[${i}].gallery_urls[${j}]`, u] as const),
    ]),
    ...data.rooms.flatMap((r, i) => r.image_urls.map((u, j) => [`rooms[${i}].image_urls[${j}]`, u] as const)),
  ];
  const problems: string[] = [];
  for (const [where, url] of photos) {
    if (url === null) continue;
    if (/^https:\/\/[^/]+\/storage\/v1\/object\/public\//.test(url)) continue;
    const local = /^\/[\w./-]+$/.test(url) && !url.includes('..') ? path.join(publicDir, url) : null;
    if (!local || !fs.existsSync(local)) problems.push(`${where}: ${url} is neither a file under public/ nor a storage address`);
  }
  return problems;
}

/** The placeholders an answer may say instead of the farm's contacts: filled from the settings when it is read. */
const KNOWLEDGE_PLACEHOLDERS: Record<string, string> = { '{email}': 'contact_email', '{phone}': 'contact_phone', '{whatsapp}': 'whatsapp' };

/** A contact written out in an entry (it would not follow the settings) or a placeholder nobody fills. */
function contactProblems(data: FarmData): string[] {
  const contacts = Object.entries(KNOWLEDGE_PLACEHOLDERS).flatMap(([placeholder, key]) => {
    const value = data.settings[key];
    return typeof value === 'string' && value.trim() ? [[value.trim(), placeholder] as const] : [];
  });
  const fields = ['question_it', 'question_en', 'answer_it', 'answer_en', 'phrasings_it', 'phrasings_en'] as const;
  return data.knowledge.flatMap((k, i) =>
    fields.flatMap((f) => [k[f]].flat().flatMap((t) => [
      ...contacts.filter(([value]) => t.includes(value)).map(([value, placeholder]) => `knowledge[${i}].${f}: write ${placeholder}, not ${value} (it follows the settings)`),
      ...(t.match(/\{[^{}\s]*\}/g) ?? []).filter((p) => !(p in KNOWLEDGE_PLACEHOLDERS)).map((p) => `knowledge[${i}].${f}: ${p} is not one of ${Object.keys(KNOWLEDGE_PLACEHOLDERS).join(', ')}`),
    ])),
  );
}

function duplicates(values: string[], where: string): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))).map((v) => `${where}: ${v} appears twice`);
}

/** Reads and checks a data file; throws one error listing every problem with its place in the file. */
export function readFarmData(file: string, publicDir: string): FarmData {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  }
  const parsed = farmDataSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(file)'}: ${i.message}`);
    throw new Error(`${file} is not valid:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const slugs = new Set(data.categories.map((c) => c.slug));
  const problems = [
    ...duplicates(data.categories.map((c) => c.slug), 'categories'),
    ...duplicates(data.products.map((p) => p.slug), 'products'),
    ...duplicates(data.products.map((p) => p.sku), 'products (sku)'),
    ...duplicates(data.rooms.map((r) => r.slug), 'rooms'),
    ...duplicates(data.knowledge.map((k) => k.id), 'knowledge'),
    ...data.products.flatMap((p, i) => (slugs.has(p.category) ? [] : [`products[${i}].category: no category ${p.category}`])),
    ...photoProblems(data, publicDir),
    ...contactProblems(data),
  ];
  if (problems.length) throw new Error(`${file} is not valid:\n${problems.join('\n')}`);
  return data;
}
