-- Rates the owner edits: seasonal rules per room (or every room) and closures, read by public.quote_stay.
-- Dates are nights, both ends included ("1 to 31 August" = the nights starting on those days). Weekdays are
-- ISO (1 Monday … 7 Sunday) of the night, or of the arrival / departure day for the closed days.
--
-- Which rule decides a night (one, always): the highest `priority`; on a tie a rule of that room beats one of
-- every room, then the shorter range (the more specific) wins, then the newer one, then the id. No rule:
-- the room's own price_per_night decides (the "base" rate: no uplift, no minimum, nothing closed).
-- The rule deciding the arrival night also gives the minimum stay, the closed-to-arrival days and the
-- long-stay discount; the rule of the departure day (as a night) its closed-to-departure days.
create table public.rate_rules (
  id uuid primary key default gen_random_uuid(),
  room_id uuid references public.rooms (id) on delete cascade,
  -- The label a visitor reads beside a night's price ("Alta stagione"); name_en on English pages.
  name text not null check (length(name) between 1 and 80),
  name_en text check (length(name_en) between 1 and 80),
  first_night date not null,
  last_night date not null,
  priority integer not null default 0 check (priority between -1000 and 1000),
  nightly_price numeric(10,2) not null check (nightly_price >= 0),
  -- Added to the nightly price on these nights (default Friday and Saturday nights).
  weekend_uplift numeric(10,2) not null default 0 check (weekend_uplift >= 0),
  weekend_nights smallint[] not null default '{5,6}',
  -- Minimum nights by arrival weekday: min_stay[1] for a Monday arrival … min_stay[7] for a Sunday one.
  min_stay smallint[] not null default '{1,1,1,1,1,1,1}',
  closed_to_arrival smallint[] not null default '{}',
  closed_to_departure smallint[] not null default '{}',
  -- Each guest above base_occupancy pays extra_guest_fee per night (null: no extra-guest fee).
  base_occupancy smallint check (base_occupancy >= 1),
  extra_guest_fee numeric(10,2) not null default 0 check (extra_guest_fee >= 0),
  -- Stays of at least long_stay_nights get long_stay_percent off the room's nights and extras.
  long_stay_nights smallint check (long_stay_nights between 2 and 365),
  long_stay_percent numeric(5,2) not null default 0 check (long_stay_percent >= 0 and long_stay_percent < 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (last_night >= first_night),
  check (last_night - first_night <= 1100),
  check (weekend_nights <@ '{1,2,3,4,5,6,7}'::smallint[]),
  check (closed_to_arrival <@ '{1,2,3,4,5,6,7}'::smallint[]),
  check (closed_to_departure <@ '{1,2,3,4,5,6,7}'::smallint[]),
  check (cardinality(min_stay) = 7 and array_ndims(min_stay) = 1 and 1 <= all (min_stay) and 60 >= all (min_stay)),
  check (array_position(min_stay, null) is null)
);
create index rate_rules_nights_idx on public.rate_rules using gist (daterange(first_night, last_night, '[]'));
create index rate_rules_room_idx on public.rate_rules (room_id);
create trigger rate_rules_set_updated_at before update on public.rate_rules
  for each row execute function public.set_updated_at();

-- A room (or, with room_id null, the whole farm) closed for these nights: maintenance, family use. Closed
-- nights are refused by quote_stay and shown taken by get_booked_ranges; the note stays with the admins.
create table public.room_closures (
  id uuid primary key default gen_random_uuid(),
  room_id uuid references public.rooms (id) on delete cascade,
  first_night date not null,
  last_night date not null,
  note text check (length(note) <= 500),
  created_at timestamptz not null default now(),
  check (last_night >= first_night)
);
create index room_closures_nights_idx on public.room_closures using gist (daterange(first_night, last_night, '[]'));

alter table public.rate_rules enable row level security;
alter table public.room_closures enable row level security;
-- Rates hold no secret (the site quotes them to anyone); closures carry the owner's note: admins only.
revoke all on public.rate_rules, public.room_closures from anon, authenticated;
grant select on public.rate_rules to anon, authenticated;
grant insert, update, delete on public.rate_rules to authenticated;
grant select, insert, update, delete on public.room_closures to authenticated;
create policy "rate rules readable by all" on public.rate_rules for select to anon, authenticated using (true);
create policy "rate rules written by admins" on public.rate_rules for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "closures managed by admins" on public.room_closures for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

-- Tourist tax (imposta di soggiorno): paid at the property, never part of the card guarantee or charge.
-- Off until the owner sets the municipality's figures.
insert into public.settings (key, value) values
  ('tourist_tax', '{"enabled": false, "per_person_night": 0, "exempt_under_age": 14, "max_nights": 7}'::jsonb),
  ('hold_minutes', '10'::jsonb),
  ('max_holds_per_client', '3'::jsonb),
  ('max_holds_per_address', '10'::jsonb)
on conflict (key) do nothing;

alter table public.settings add constraint settings_tourist_tax_valid check (
  case
    when key <> 'tourist_tax' then true
    when jsonb_typeof(value) <> 'object' then false
    else jsonb_typeof(value -> 'enabled') = 'boolean'
      and jsonb_typeof(value -> 'per_person_night') = 'number'
      and jsonb_typeof(value -> 'exempt_under_age') = 'number'
      and jsonb_typeof(value -> 'max_nights') = 'number'
      and (value ->> 'per_person_night')::numeric between 0 and 100
      and (value ->> 'exempt_under_age')::numeric between 0 and 30
      and (value ->> 'max_nights')::numeric between 1 and 365
  end
);

alter table public.settings add constraint settings_holds_valid check (
  case
    when key not in ('hold_minutes', 'max_holds_per_client', 'max_holds_per_address') then true
    when jsonb_typeof(value) <> 'number' then false
    else (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
      and (value #>> '{}')::numeric between 1 and (case when key = 'hold_minutes' then 60 else 100000 end)
  end
);
