-- Catalogue read functions: one language per call, Italian when the English text is missing.
create or replace function public.pick_lang(lang text, it text, en text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when lang = 'en' then coalesce(nullif(en, ''), it) else it end;
$$;

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
  sort_order integer
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
    p.is_bestseller, p.allergens, p.storage_temperature, p.milk_animal, p.milk_treatment, p.vat_rate, p.sort_order
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
  processing text
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
    public.pick_lang(lang, p.processing_it, p.processing_en)
  from public.products p
  join public.categories c on c.id = p.category_id
  where p.slug = product_slug and p.status = 'active'
  limit 1;
$$;

create or replace function public.get_rooms(lang text default 'it')
returns table (
  id uuid,
  slug text,
  name text,
  type text,
  bed_type text,
  price_per_night numeric,
  max_guests integer,
  image_url text,
  image_urls text[],
  short_description text,
  full_description text,
  sort_order integer
)
language sql
stable
set search_path = ''
as $$
  select r.id, r.slug, r.name, r.type, r.bed_type, r.price_per_night, r.max_guests, r.image_urls[1], r.image_urls,
    public.pick_lang(lang, r.short_description_it, r.short_description_en),
    public.pick_lang(lang, r.full_description_it, r.full_description_en),
    r.sort_order
  from public.rooms r
  order by r.sort_order, r.name;
$$;
