-- Catalogue, rooms and settings: the rows every page and the assistant read.
create extension if not exists btree_gist with schema extensions;
create extension if not exists pgcrypto with schema extensions;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
  name_it text not null,
  name_en text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.categories (id) on delete restrict,
  slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
  sku text not null unique,
  price numeric(10,2) not null check (price >= 0),
  weight_kg numeric(8,3) check (weight_kg > 0),
  image_url text,
  gallery_urls text[] not null default '{}',
  badge text,
  aging_months integer check (aging_months >= 0),
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  status text not null default 'active' check (status in ('active', 'draft', 'archived')),
  -- Italian VAT: 4% for cheeses, 10% for cured meats; prices are VAT included.
  vat_rate numeric(4,2) not null default 4 check (vat_rate >= 0 and vat_rate < 100),
  allergens text[] not null default '{}',
  milk_animal text,
  milk_treatment text check (milk_treatment in ('raw', 'pasteurised')),
  storage_temperature text,
  is_bestseller boolean not null default false,
  sort_order integer not null default 0,
  name_it text not null,
  name_en text,
  short_description_it text,
  short_description_en text,
  description_it text,
  description_en text,
  taste_it text,
  taste_en text,
  aging_it text,
  aging_en text,
  ingredients_it text,
  ingredients_en text,
  origin_it text,
  origin_en text,
  consistency_it text,
  consistency_en text,
  shape_it text,
  shape_en text,
  tradition_it text,
  tradition_en text,
  raw_material_it text,
  raw_material_en text,
  character_it text,
  character_en text,
  flavour_it text,
  flavour_en text,
  breeding_it text,
  breeding_en text,
  processing_it text,
  processing_en text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_category_idx on public.products (category_id);
create index products_status_sort_idx on public.products (status, sort_order);
create trigger products_set_updated_at before update on public.products
  for each row execute function public.set_updated_at();

create table public.rooms (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
  name text not null,
  type text not null check (type in ('deluxe', 'standard')),
  bed_type text not null check (bed_type in ('matrimoniale', 'singoli')),
  price_per_night numeric(10,2) not null check (price_per_night >= 0),
  max_guests integer not null check (max_guests >= 1),
  image_urls text[] not null default '{}',
  short_description_it text,
  short_description_en text,
  full_description_it text,
  full_description_en text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table public.settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
create trigger settings_set_updated_at before update on public.settings
  for each row execute function public.set_updated_at();
