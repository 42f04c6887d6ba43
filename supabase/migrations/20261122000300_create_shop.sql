-- Shop: server cart, wishlist, orders and their lines.
create table public.cart_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  quantity integer not null default 1 check (quantity > 0 and quantity <= 999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, product_id)
);
create trigger cart_items_set_updated_at before update on public.cart_items
  for each row execute function public.set_updated_at();

create table public.wishlist_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, product_id)
);

create sequence public.order_number_seq;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique,
  user_id uuid references auth.users (id) on delete set null,
  guest_email text,
  is_guest_order boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'shipped', 'delivered', 'cancelled')),
  subtotal numeric(10,2) not null check (subtotal >= 0),
  tax_amount numeric(10,2) not null default 0 check (tax_amount >= 0),
  shipping_amount numeric(10,2) not null default 0 check (shipping_amount >= 0),
  total_amount numeric(10,2) not null check (total_amount >= 0),
  currency text not null default 'EUR',
  payment_status text not null default 'completed',
  payment_method text not null default 'card' check (payment_method in ('card', 'paypal')),
  card_last_4 text check (card_last_4 ~ '^[0-9]{4}$'),
  language text not null default 'it' check (language in ('it', 'en')),
  shipping_first_name text,
  shipping_last_name text,
  shipping_email text,
  shipping_phone text,
  shipping_address_line1 text,
  shipping_address_line2 text,
  shipping_city text,
  shipping_postal_code text,
  shipping_province text,
  shipping_country text,
  billing_first_name text,
  billing_last_name text,
  billing_address_line1 text,
  billing_address_line2 text,
  billing_city text,
  billing_postal_code text,
  billing_province text,
  billing_country text,
  client_request_id uuid unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (is_guest_order = (user_id is null)),
  check (not is_guest_order or guest_email is not null)
);
create index orders_user_idx on public.orders (user_id);
create index orders_created_idx on public.orders (created_at desc);
create trigger orders_set_updated_at before update on public.orders
  for each row execute function public.set_updated_at();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null,
  product_sku text,
  quantity integer not null check (quantity > 0),
  unit_price numeric(10,2) not null check (unit_price >= 0),
  total_price numeric(10,2) not null check (total_price >= 0),
  vat_rate numeric(4,2) not null,
  created_at timestamptz not null default now()
);
create index order_items_order_idx on public.order_items (order_id);
