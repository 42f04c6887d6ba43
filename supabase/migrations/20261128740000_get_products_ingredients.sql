-- A product's ingredients as its data lists them, beside its allergens: the assistant answers "what is in the
-- sausage? I can't eat garlic" from the farm's own list, not from the card's price and aging.
-- A new result column changes the return type: drop and create again, with the grants.
drop function public.get_products(text);

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
  pack_label text,
  aging_text text,
  ingredients text
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
    public.pick_lang(lang, p.pack_label_it, p.pack_label_en),
    public.pick_lang(lang, p.aging_it, p.aging_en),
    public.pick_lang(lang, p.ingredients_it, p.ingredients_en)
  from public.products p
  join public.categories c on c.id = p.category_id
  where p.status = 'active'
  order by c.sort_order, p.sort_order, p.created_at desc;
$$;

revoke execute on function public.get_products(text) from public;
grant execute on function public.get_products(text) to anon, authenticated, service_role;
