-- How a product is sold, when its weight alone does not say it ("800 g (4 jars of 200 g)"): product data the
-- admin edits in both languages, instead of a rule on the slug in the browser (`/crem/i`, `/maggiolina/i`).
-- Empty: the shop shows the weight.
alter table public.products
  add column pack_label_it text check (char_length(pack_label_it) <= 80),
  add column pack_label_en text check (char_length(pack_label_en) <= 80);

-- The values the slug rules gave the existing products.
update public.products set pack_label_it = '800 g (4 vasetti da 200 g)', pack_label_en = '800 g (4 jars of 200 g)'
where slug ilike '%crem%';
update public.products set pack_label_it = '500 g', pack_label_en = '500 g'
where slug ilike '%maggiolina%';

-- A new result column changes the return type: drop and create again, with the grants.
drop function public.get_products(text);
drop function public.get_product_by_slug(text, text);

create or replace function public.get_products(lang text default 'it')
returns table (
  id uuid,
  category_slug text,
  name text,
  slug text,
  price numeric,
  weight numeric,
  image_url text,
  gallery_urls text[],
  badge text,
  short_description text,
  description text,
  aging_months integer,
  origin text,
  sku text,
  stock_quantity integer,
  is_bestseller boolean,
  allergens text[],
  storage_temperature text,
  milk_animal text,
  milk_treatment text,
  vat_rate numeric,
  sort_order integer,
  pack_label text
)
language sql
stable
set search_path = ''
as $$
  select p.id, c.slug, public.pick_lang(lang, p.name_it, p.name_en), p.slug, p.price, p.weight_kg,
    p.image_url, p.gallery_urls, p.badge,
    public.pick_lang(lang, p.short_description_it, p.short_description_en),
    public.pick_lang(lang, p.description_it, p.description_en),
    p.aging_months, public.pick_lang(lang, p.origin_it, p.origin_en), p.sku, p.stock_quantity,
    p.is_bestseller, p.allergens, p.storage_temperature, p.milk_animal, p.milk_treatment, p.vat_rate, p.sort_order,
    public.pick_lang(lang, p.pack_label_it, p.pack_label_en)
  from public.products p
  join public.categories c on c.id = p.category_id
  where p.status = 'active'
  order by c.sort_order, p.sort_order, p.created_at desc;
$$;

create or replace function public.get_product_by_slug(product_slug text, lang text default 'it')
returns table (
  id uuid,
  category_slug text,
  name text,
  slug text,
  price numeric,
  weight numeric,
  image_url text,
  gallery_urls text[],
  badge text,
  short_description text,
  description text,
  aging_months integer,
  origin text,
  sku text,
  stock_quantity integer,
  is_bestseller boolean,
  allergens text[],
  storage_temperature text,
  milk_animal text,
  milk_treatment text,
  vat_rate numeric,
  taste text,
  aging text,
  ingredients text,
  consistency text,
  shape text,
  tradition text,
  raw_material text,
  "character" text,
  flavour text,
  breeding text,
  processing text,
  pack_label text
)
language sql
stable
set search_path = ''
as $$
  select p.id, c.slug, public.pick_lang(lang, p.name_it, p.name_en), p.slug, p.price, p.weight_kg,
    p.image_url, p.gallery_urls, p.badge,
    public.pick_lang(lang, p.short_description_it, p.short_description_en),
    public.pick_lang(lang, p.description_it, p.description_en),
    p.aging_months, public.pick_lang(lang, p.origin_it, p.origin_en), p.sku, p.stock_quantity,
    p.is_bestseller, p.allergens, p.storage_temperature, p.milk_animal, p.milk_treatment, p.vat_rate,
    public.pick_lang(lang, p.taste_it, p.taste_en),
    public.pick_lang(lang, p.aging_it, p.aging_en),
    public.pick_lang(lang, p.ingredients_it, p.ingredients_en),
    public.pick_lang(lang, p.consistency_it, p.consistency_en),
    public.pick_lang(lang, p.shape_it, p.shape_en),
    public.pick_lang(lang, p.tradition_it, p.tradition_en),
    public.pick_lang(lang, p.raw_material_it, p.raw_material_en),
    public.pick_lang(lang, p.character_it, p.character_en),
    public.pick_lang(lang, p.flavour_it, p.flavour_en),
    public.pick_lang(lang, p.breeding_it, p.breeding_en),
    public.pick_lang(lang, p.processing_it, p.processing_en),
    public.pick_lang(lang, p.pack_label_it, p.pack_label_en)
  from public.products p
  join public.categories c on c.id = p.category_id
  where p.slug = product_slug and p.status = 'active'
  limit 1;
$$;

revoke execute on function public.get_products(text) from public;
revoke execute on function public.get_product_by_slug(text, text) from public;
grant execute on function public.get_products(text) to anon, authenticated, service_role;
grant execute on function public.get_product_by_slug(text, text) to anon, authenticated, service_role;
