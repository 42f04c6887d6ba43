// Loads the farm's data into a database in one transaction, safe to run again: categories, products and rooms
// are matched by slug, settings by key, the assistant's knowledge entries by id (added when new only); nothing is
// deleted, so orders and bookings keep their rows.
// On a product already in the database two things are kept: its stock (the shop and the admin keep it) and a
// photo uploaded in the admin (a storage address), which the file's repository photo does not replace.
import type pg from 'pg';
import { productTexts, type FarmData } from './farm-schema.ts';

export interface ImportResult {
  categories: number;
  products: number;
  rooms: number;
  settings: number;
  /** Knowledge entries the file lists (only the new ones are written). */
  knowledge: number;
  /** Slugs in the database the file no longer lists: left as they are (archive them in the admin). */
  notInFile: string[];
}

const PRODUCT_COLUMNS = [
  'slug', 'sku', 'name_it', 'name_en', 'price', 'vat_rate', 'weight_kg', 'image_url', 'gallery_urls', 'badge',
  'aging_months', 'stock_quantity', 'status', 'allergens', 'milk_animal', 'milk_treatment', 'storage_temperature',
  'is_bestseller', 'sort_order',
  ...productTexts.flatMap((t) => [`${t}_it`, `${t}_en`]),
];
const ROOM_COLUMNS = [
  'slug', 'name', 'type', 'bed_type', 'price_per_night', 'max_guests', 'max_cots', 'cot_fee', 'max_extra_beds',
  'extra_bed_fee', 'image_urls', 'short_description_it',
  'short_description_en', 'full_description_it', 'full_description_en', 'sort_order',
];
const CATEGORY_COLUMNS = ['slug', 'name_it', 'name_en', 'sort_order'];

// An address of the storage API: a photo the owner uploaded in the admin.
const UPLOADED = `%/storage/v1/object/%`;

const updates: Record<string, string> = {
  stock_quantity: 'stock_quantity = t.stock_quantity',
  image_url: `image_url = case when t.image_url like '${UPLOADED}' then t.image_url else excluded.image_url end`,
};

/** `insert … select … from jsonb_populate_recordset … on conflict (slug) do update`, for one table. */
function upsertSql(table: string, columns: string[], extra: Record<string, string> = {}): string {
  const names = ['id', ...Object.keys(extra), ...columns];
  const values = ['coalesce(r.id, gen_random_uuid())', ...Object.values(extra), ...columns.map((c) => `r.${c}`)];
  const set = [...Object.keys(extra), ...columns.filter((c) => c !== 'slug')].map(
    (c) => updates[c] ?? `${c} = excluded.${c}`,
  );
  return `insert into public.${table} as t (${names.join(', ')})
    select ${values.join(', ')} from jsonb_populate_recordset(null::public.${table}, $1::jsonb) r
    on conflict (slug) do update set ${set.join(', ')}`;
}

const slugsNotIn = async (client: pg.ClientBase, table: string, slugs: string[]) =>
  (
    await client.query<{ slug: string }>(`select slug from public.${table} where slug <> all($1::text[]) order by slug`, [slugs])
  ).rows.map((r) => `${table}/${r.slug}`);

export async function importFarmData(client: pg.ClientBase, data: FarmData): Promise<ImportResult> {
  await client.query('begin');
  try {
    await client.query(upsertSql('categories', CATEGORY_COLUMNS), [JSON.stringify(data.categories)]);
    const ids = new Map(
      (await client.query<{ slug: string; id: string }>('select slug, id from public.categories')).rows.map((r) => [r.slug, r.id]),
    );
    const products = data.products.map(({ category, ...p }) => ({ ...p, category_id: ids.get(category) }));
    await client.query(upsertSql('products', PRODUCT_COLUMNS, { category_id: 'r.category_id' }), [JSON.stringify(products)]);
    await client.query(upsertSql('rooms', ROOM_COLUMNS), [JSON.stringify(data.rooms)]);
    const settings = Object.entries(data.settings).map(([key, value]) => ({ key, value }));
    await client.query(
      `insert into public.settings (key, value)
       select s.key, s.value from jsonb_to_recordset($1::jsonb) as s(key text, value jsonb)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(settings)],
    );
    // Staff edit the assistant's knowledge on the dashboard: an entry already there is theirs, never overwritten.
    await client.query(
      `insert into public.chatbot_knowledge (id, topic, question_it, question_en, answer_it, answer_en, phrasings_it, phrasings_en)
       select r.id, r.topic, r.question_it, r.question_en, r.answer_it, r.answer_en, r.phrasings_it, r.phrasings_en
       from jsonb_populate_recordset(null::public.chatbot_knowledge, $1::jsonb) r
       on conflict (id) do nothing`,
      [JSON.stringify(data.knowledge)],
    );
    const notInFile = [
      ...(await slugsNotIn(client, 'categories', data.categories.map((c) => c.slug))),
      ...(await slugsNotIn(client, 'products', data.products.map((p) => p.slug))),
      ...(await slugsNotIn(client, 'rooms', data.rooms.map((r) => r.slug))),
    ];
    await client.query('commit');
    return {
      categories: data.categories.length,
      products: data.products.length,
      rooms: data.rooms.length,
      settings: settings.length,
      knowledge: data.knowledge.length,
      notInFile,
    };
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  }
}
