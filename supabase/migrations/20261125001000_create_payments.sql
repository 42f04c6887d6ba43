-- Every payment attempt the payments function makes, whatever its outcome: what was asked of which provider,
-- for how much, and what the provider answered. Written only by the server (service_role, through the
-- functions below); admins may read it. Only the last four card digits are ever stored.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('order', 'booking')),
  -- The browser's request id: one order or booking per id, however many attempts it takes.
  client_request_id uuid not null,
  user_id uuid references auth.users (id) on delete set null,
  method text not null check (method in ('card', 'paypal', 'onsite')),
  -- 'charge' takes the amount; 'guarantee' only checks the card (a zero-amount authorisation).
  purpose text not null check (purpose in ('charge', 'guarantee')),
  provider text not null,
  reference text,
  amount numeric(10,2) not null check (amount >= 0),
  currency text not null default 'EUR',
  outcome text not null default 'pending'
    check (outcome in ('pending', 'approved', 'declined', 'failed', 'cancelled', 'expired')),
  error_code text,
  card_last_4 text check (card_last_4 ~ '^[0-9]{4}$'),
  -- What to create once an approval arrives later (PayPal's return); cleared when the attempt ends.
  request jsonb,
  order_id uuid references public.orders (id) on delete set null,
  booking_id uuid references public.bookings (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (outcome <> 'approved' or order_id is not null or booking_id is not null)
);

-- At most one attempt in flight per request id: a double submit cannot charge twice.
create unique index payments_one_pending_idx on public.payments (kind, client_request_id) where outcome = 'pending';
create index payments_stale_idx on public.payments (created_at) where outcome = 'pending';
create index payments_request_idx on public.payments (client_request_id);
create index payments_order_idx on public.payments (order_id);
create index payments_booking_idx on public.payments (booking_id);
create trigger payments_set_updated_at before update on public.payments
  for each row execute function public.set_updated_at();

alter table public.payments enable row level security;
revoke all on public.payments from anon, authenticated;
grant select on public.payments to authenticated;
create policy "payments readable by admins" on public.payments for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
