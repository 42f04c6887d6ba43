-- The local demo's rates: a realistic season calendar for this year and the next (low, mid, high, the August
-- peak, the Christmas holidays), different prices per room, a 3-night minimum in August and 2 nights for
-- Friday and Saturday arrivals in high season, 10 % off 7+ nights out of season, one maintenance closure and
-- the tourist tax switched on. Local only, like seed.sql: the farm's real rates are entered in the admin.
-- Loaded after seed.sql on a new local database (SUPABASE_LOCAL_DEMO_RATES=off: not loaded; the test stacks
-- leave it out so their stays keep the flat room price).
do $$
begin
  if coalesce(current_setting('tenuta.local_demo', true), '') <> 'on' then
    raise exception 'demo-rates.sql is for the local demo only';
  end if;
end;
$$;

with years as (
  select extract(year from public.rome_today())::integer + k as y from generate_series(0, 1) k
),
prices (slug, low, mid, high, peak) as (values
  ('lavanda-deluxe', 75, 95, 130, 170),
  ('orchidea-deluxe', 70, 90, 125, 160),
  ('elicrisio-standard', 58, 72, 100, 135),
  ('standard-twin-mirto', 52, 66, 92, 125),
  ('standard-twin-ginepro', 50, 64, 90, 120)
),
seasons (name, name_en, kind, m1, d1, m2, d2, priority) as (values
  ('Bassa stagione', 'Low season', 'low', 1, 1, 3, 31, 0),
  ('Media stagione', 'Mid season', 'mid', 4, 1, 6, 14, 0),
  ('Alta stagione', 'High season', 'high', 6, 15, 7, 31, 0),
  ('Agosto', 'August peak', 'peak', 8, 1, 8, 31, 0),
  ('Alta stagione', 'High season', 'high', 9, 1, 9, 15, 0),
  ('Media stagione', 'Mid season', 'mid', 9, 16, 10, 31, 0),
  ('Bassa stagione', 'Low season', 'low', 11, 1, 12, 31, 0),
  -- Above the low season it sits in: the higher priority decides those nights.
  ('Festività', 'Holidays', 'holidays', 12, 20, 12, 31, 10),
  ('Festività', 'Holidays', 'holidays', 1, 1, 1, 6, 10)
)
insert into public.rate_rules (
  room_id, name, name_en, first_night, last_night, priority, nightly_price, weekend_uplift, min_stay,
  long_stay_nights, long_stay_percent
)
select r.id, s.name, s.name_en, make_date(y.y, s.m1, s.d1), make_date(y.y, s.m2, s.d2), s.priority,
  case s.kind when 'low' then p.low when 'mid' then p.mid when 'high' then p.high when 'peak' then p.peak
    else p.mid + 15 end,
  case s.kind when 'peak' then 0 when 'high' then 20 else 10 end,
  case s.kind
    when 'peak' then '{3,3,3,3,3,3,3}'::smallint[]
    when 'high' then '{1,1,1,1,2,2,1}'::smallint[]
    when 'holidays' then '{2,2,2,2,2,2,2}'::smallint[]
    else '{1,1,1,1,1,1,1}'::smallint[] end,
  case when s.kind in ('low', 'mid') then 7 end,
  case when s.kind in ('low', 'mid') then 10 else 0 end
from years y cross join seasons s cross join prices p join public.rooms r on r.slug = p.slug;

-- Elicrisio's bathroom is redone in the November of next year.
insert into public.room_closures (room_id, first_night, last_night, note)
select r.id, make_date(extract(year from public.rome_today())::integer + 1, 11, 10),
  make_date(extract(year from public.rome_today())::integer + 1, 11, 20), 'Manutenzione bagno'
from public.rooms r where r.slug = 'elicrisio-standard';

update public.settings
set value = '{"enabled": true, "per_person_night": 1.5, "exempt_under_age": 14, "max_nights": 7}'::jsonb
where key = 'tourist_tax';
