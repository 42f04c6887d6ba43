-- npm run bench:stay's history, loaded into its throwaway stack as the superuser: ten seasons of a busier
-- farm than the demo's five rooms could hold (20 rooms, 18,000 stays, 100,000 orders, their payments and ten
-- years of rate rules), so the quote, holds and bookings are measured against tables of that size.
-- Triggers are off while it loads (session_replication_role): no outbox e-mail for history, no per-row locks.
set session_replication_role = replica;

insert into public.rooms (slug, name, type, bed_type, price_per_night, max_guests, sort_order)
select 'bench-room-' || g, 'Bench room ' || g, 'standard', 'matrimoniale', 60 + g, 3, 100 + g
from generate_series(1, 15) g;

-- The owner's seasons of the past ten years: per demo room, and for every room (the bench rooms follow those).
with years as (
  select extract(year from public.rome_today())::integer - k as y from generate_series(1, 10) k
),
seasons (name, kind, m1, d1, m2, d2, priority, price) as (values
  ('Bassa stagione', 'low', 1, 1, 3, 31, 0, 60), ('Media stagione', 'mid', 4, 1, 6, 14, 0, 75),
  ('Alta stagione', 'high', 6, 15, 7, 31, 0, 100), ('Agosto', 'peak', 8, 1, 8, 31, 0, 130),
  ('Alta stagione', 'high', 9, 1, 9, 15, 0, 100), ('Media stagione', 'mid', 9, 16, 10, 31, 0, 75),
  ('Bassa stagione', 'low', 11, 1, 12, 31, 0, 60), ('Festività', 'holidays', 12, 20, 12, 31, 10, 110),
  ('Festività', 'holidays', 1, 1, 1, 6, 10, 110)
),
owners as (
  select id as room_id from public.rooms where slug not like 'bench-room-%'
  union all select null
)
insert into public.rate_rules (room_id, name, name_en, first_night, last_night, priority, nightly_price, weekend_uplift, min_stay)
select o.room_id, s.name, s.kind, make_date(y.y, s.m1, s.d1), make_date(y.y, s.m2, s.d2), s.priority,
  s.price + (case when o.room_id is null then 0 else 5 end), 10,
  case when s.kind = 'peak' then '{3,3,3,3,3,3,3}'::smallint[] else '{1,1,1,1,1,1,1}' end
from years y cross join seasons s cross join owners o;

-- 900 stays per room, one every four days over the last ten years, 1-3 nights each, one in ten cancelled.
create temp table bench_history as
select md5('booking-' || r.n || '-' || k)::uuid as id, md5('request-' || r.n || '-' || k)::uuid as request_id,
  r.id as room_id, r.n, k, (public.rome_today() - 3650 + k * 4 + r.n % 2)::date as check_in,
  1 + (k + r.n) % 3 as nights, (k + r.n) % 10 = 0 as cancelled, r.price_per_night as price
from (select id, price_per_night, (row_number() over (order by sort_order, id))::integer - 1 as n from public.rooms) r
cross join generate_series(0, 899) k;

insert into public.bookings (
  id, reference, check_in, check_out, nights, total_guests, total_price, first_name, last_name, email,
  payment_method, payment_status, booking_status, language, policy_version, source, client_request_id,
  created_at, cancelled_at
)
select id, 'H' || lpad((n * 1000 + k)::text, 7, '0'), check_in, check_in + nights, nights, 2, price * nights,
  'Ospite', 'Storico ' || k, 'guest' || ((n * 900 + k) % 12000) || '@example.test',
  case when k % 3 = 0 then 'onsite' else 'card' end, 'completed',
  case when cancelled then 'cancelled' else 'confirmed' end, case when k % 3 = 0 then 'en' else 'it' end, '1',
  case when k % 5 = 0 then 'chat' else 'page' end, request_id, check_in - 30, case when cancelled then check_in - 10 end
from bench_history;

insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out, cancelled, created_at)
select id, room_id, 2, price, check_in, check_in + nights, cancelled, check_in - 30 from bench_history;

-- 100,000 shop orders over the same ten years, one to three lines each.
create temp table bench_orders as
select md5('order-' || g)::uuid as id, g, now() - g * interval '52 minutes' as at from generate_series(1, 100000) g;

insert into public.orders (
  id, order_number, guest_email, is_guest_order, status, subtotal, shipping_amount, total_amount, payment_status,
  payment_method, card_last_4, language, shipping_first_name, shipping_last_name, shipping_email,
  shipping_address_line1, shipping_city, shipping_postal_code, shipping_province, shipping_country,
  client_request_id, created_at, updated_at
)
select id, 'HO' || lpad(g::text, 8, '0'), 'buyer' || (g % 30000) || '@example.test', true,
  case when g > 200 then 'delivered' else 'pending' end, 30 + g % 70, 9.9, 39.9 + g % 70, 'completed',
  case when g % 4 = 0 then 'paypal' else 'card' end, '4242', case when g % 3 = 0 then 'en' else 'it' end,
  'Cliente', 'Storico', 'buyer' || (g % 30000) || '@example.test', 'Via Roma 1', 'Olbia', '07026', 'SS', 'Italia',
  md5('order-request-' || g)::uuid, at, at
from bench_orders;

insert into public.order_items (order_id, product_id, product_name, product_name_it, product_name_en, quantity, unit_price, total_price, vat_rate, created_at)
select o.id, p.ids[x], p.names[x], p.names[x], p.names[x], 1 + (o.g + i) % 3, p.prices[x], p.prices[x] * (1 + (o.g + i) % 3), 10, o.at
from bench_orders o
cross join generate_series(0, 2) i
cross join (select array_agg(id order by id) ids, array_agg(name_it order by id) names, array_agg(price order by id) prices,
  count(*)::integer n from public.products) p
cross join lateral (select 1 + (o.g * 7 + i) % p.n as x) pick
where i <= o.g % 3;

insert into public.payments (kind, client_request_id, method, purpose, provider, reference, amount, outcome, card_last_4,
  booking_id, created_at, updated_at)
select 'booking', client_request_id, payment_method, case when payment_method = 'onsite' then 'guarantee' else 'charge' end,
  'simulated', 'sim_hist', case when payment_method = 'onsite' then 0 else total_price end, 'approved', '4242', id,
  created_at, created_at
from public.bookings where reference like 'H%';

insert into public.payments (kind, client_request_id, method, purpose, provider, reference, amount, outcome, card_last_4,
  order_id, created_at, updated_at)
select 'order', client_request_id, payment_method, 'charge', 'simulated', 'sim_hist', total_amount, 'approved', '4242', id,
  created_at, created_at
from public.orders where order_number like 'HO%';

set session_replication_role = origin;

-- The bench pays and books far more often than one address or e-mail may (docs/limits.md): it measures the
-- work of booking, not 429s. Every limit is still counted.
update public.rate_limit_rules set max_hits = 1000000 where action in ('payment', 'booking_create');

-- Statistics as autovacuum would gather them a minute later.
analyze;
