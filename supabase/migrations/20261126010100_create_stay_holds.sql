-- Rooms held for a visitor while they fill in their details (10 minutes by default, setting hold_minutes).
-- A hold's nights are rows of booking_rooms, so the exclusion constraint that stops double bookings also stops
-- a booking or a hold over an active hold. An expired hold must never block, though no exclusion constraint
-- can say "until now()": every insert into booking_rooms takes the room's advisory lock (trigger below) and,
-- under it, deletes the expired holds overlapping its nights before the constraint is checked; readers ignore
-- rows whose hold_expires_at has passed. A confirmed booking deletes its hold under the same locks.
create table public.stay_holds (
  id uuid primary key default gen_random_uuid(),
  -- The visitor's browser (a random id it keeps for the session) and, hashed, the address it came from:
  -- what the per-client limits count.
  client_key uuid not null,
  client_hash text,
  user_id uuid references auth.users (id) on delete cascade,
  check_in date not null,
  check_out date not null,
  rooms jsonb not null,
  total_price numeric(10,2) not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (check_out > check_in)
);
create index stay_holds_client_idx on public.stay_holds (client_key, expires_at);
create index stay_holds_address_idx on public.stay_holds (client_hash, expires_at);
create index stay_holds_expiry_idx on public.stay_holds (expires_at);
alter table public.stay_holds enable row level security;
revoke all on public.stay_holds from anon, authenticated;
-- No grants: reached only through hold_stay, release_hold and the booking functions.

alter table public.booking_rooms alter column booking_id drop not null;
alter table public.booking_rooms
  add column hold_id uuid references public.stay_holds (id) on delete cascade,
  add column hold_expires_at timestamptz,
  add constraint booking_rooms_booking_or_hold check (
    num_nonnulls(booking_id, hold_id) = 1 and (hold_id is null) = (hold_expires_at is null)
  );
create index booking_rooms_hold_idx on public.booking_rooms (hold_id) where hold_id is not null;

-- Same lock as before (see 20261124000100), now also the moment expired holds on these nights go away:
-- under the room's lock nobody can be converting or re-holding them.
create or replace function public.booking_rooms_lock_room()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('booking-room:' || new.room_id::text, 0));
  delete from public.stay_holds h
  where h.id in (
    select br.hold_id from public.booking_rooms br
    where br.room_id = new.room_id and br.hold_expires_at <= clock_timestamp()
      and daterange(br.check_in, br.check_out, '[)') && daterange(new.check_in, new.check_out, '[)')
  );
  return new;
end;
$$;
revoke execute on function public.booking_rooms_lock_room() from public, anon, authenticated;

-- The valid room ids of a request, once each (quote_stay judges the rest).
create or replace function public.stay_room_ids(p_rooms jsonb)
returns setof uuid
language sql
immutable
set search_path = ''
as $$
  select distinct (e ->> 'room_id')::uuid
  from jsonb_array_elements(case when jsonb_typeof(p_rooms) = 'array' then p_rooms else '[]' end) e
  where jsonb_typeof(e) = 'object'
    and coalesce(e ->> 'room_id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
$$;

-- Every writer of stays locks its rooms in this one order before it reads or writes their nights.
create or replace function public.lock_stay_rooms(p_rooms jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select count(pg_advisory_xact_lock(hashtextextended('booking-room:' || x.id::text, 0)))
  from (select id from public.stay_room_ids(p_rooms) id order by 1) x;
$$;
revoke execute on function public.stay_room_ids(jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.lock_stay_rooms(jsonb) from public, anon, authenticated, service_role;
