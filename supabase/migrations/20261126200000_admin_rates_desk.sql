-- The owner's side of the booking engine: the rate grid's nights, the room calendar ("tape chart") and the
-- bookings taken at the desk (phone, e-mail, walk-in). Admin-only SECURITY DEFINER functions with their own
-- role check; the tables stay as they are (rate_rules and room_closures are written directly under RLS).

-- Desk bookings say where they came from.
alter table public.bookings drop constraint bookings_source_check;
alter table public.bookings add constraint bookings_source_check
  check (source in ('page', 'chat', 'phone', 'email', 'walk_in'));

/**
 * rate_calendar(room, from, to): every night from `from` to `to` (excluded) of one room as the quote prices it:
 * the deciding rule (public.deciding_rate_rule, the one quote_stay uses), the night's price (base + weekend
 * uplift), the minimum stay and closed days of an arrival / departure on that day, and whether it is closed.
 * At most 62 nights (two months).
 */
create or replace function public.rate_calendar(p_room_id uuid, p_from date, p_to date)
returns table (
  night date, price numeric, base numeric, weekend_uplift numeric, rule_id uuid, rule text, rule_en text,
  priority integer, min_stay integer, closed_to_arrival boolean, closed_to_departure boolean, closed boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_room public.rooms;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to <= p_from or p_to - p_from > 62 then
    raise exception 'INVALID_RANGE' using errcode = 'P0001';
  end if;
  select * into v_room from public.rooms r where r.id = p_room_id;
  if not found then
    raise exception 'UNKNOWN_ROOM' using errcode = 'P0001';
  end if;
  return query
  select d.night,
    coalesce(r.nightly_price, v_room.price_per_night) + u.uplift,
    coalesce(r.nightly_price, v_room.price_per_night),
    u.uplift,
    r.id, r.name, coalesce(r.name_en, r.name), r.priority,
    coalesce(r.min_stay[extract(isodow from d.night)::integer], 1)::integer,
    coalesce(extract(isodow from d.night)::smallint = any (r.closed_to_arrival), false),
    coalesce(extract(isodow from d.night)::smallint = any (r.closed_to_departure), false),
    exists (select 1 from public.room_closures c
            where (c.room_id = v_room.id or c.room_id is null)
              and daterange(c.first_night, c.last_night, '[]') @> d.night)
  from (select g::date as night from generate_series(p_from, p_to - 1, interval '1 day') g) d
  cross join lateral public.deciding_rate_rule(v_room.id, d.night) r
  cross join lateral (
    select case when r.id is not null and extract(isodow from d.night)::smallint = any (r.weekend_nights)
      then r.weekend_uplift else 0::numeric end as uplift
  ) u
  order by d.night;
end;
$$;

/**
 * admin_tape_chart(from, to): what occupies every room's nights between `from` and `to` (excluded):
 * confirmed bookings (reference, guest, source), active holds (until when) and closures (the farm's apply to
 * every room). check_out is exclusive for all three.
 */
create or replace function public.admin_tape_chart(p_from date, p_to date)
returns table (
  kind text, id uuid, room_id uuid, check_in date, check_out date, reference text, guest text, source text,
  note text, expires_at timestamptz, farm_wide boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to <= p_from or p_to - p_from > 93 then
    raise exception 'INVALID_RANGE' using errcode = 'P0001';
  end if;
  return query
  select 'booking'::text, b.id, br.room_id, br.check_in, br.check_out, b.reference,
    b.first_name || ' ' || b.last_name, b.source, null::text, null::timestamptz, false
  from public.booking_rooms br join public.bookings b on b.id = br.booking_id
  where not br.cancelled and b.booking_status = 'confirmed'
    and daterange(br.check_in, br.check_out, '[)') && daterange(p_from, p_to, '[)')
  union all
  select 'hold', br.hold_id, br.room_id, br.check_in, br.check_out, null, null, null, null, br.hold_expires_at, false
  from public.booking_rooms br
  where br.hold_id is not null and br.hold_expires_at > clock_timestamp()
    and daterange(br.check_in, br.check_out, '[)') && daterange(p_from, p_to, '[)')
  union all
  select 'closure', c.id, r.id, c.first_night, c.last_night + 1, null, null, null, c.note, null, c.room_id is null
  from public.room_closures c join public.rooms r on c.room_id is null or c.room_id = r.id
  where daterange(c.first_night, c.last_night, '[]') && daterange(p_from, p_to, '[)')
  order by 3, 4;
end;
$$;

/**
 * admin_create_booking: a stay the owner took by phone, e-mail or at the door. The same quote (quote_stay,
 * under the rooms' locks, as create_booking), the same exclusion constraint, the same confirmation e-mail;
 * paid at the property, with an optional guarantee (the last four digits of a card the guest gave).
 * The booking limits for visitors do not apply: the owner decides at the desk.
 */
create or replace function public.admin_create_booking(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_source text,
  p_language text default 'it',
  p_card_last_4 text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_guest jsonb := coalesce(p_guest, '{}'::jsonb);
  v_check record;
  v_booking public.bookings;
  v_reference text;
  v_line record;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if p_source is null or p_source not in ('phone', 'email', 'walk_in') then
    raise exception 'INVALID_SOURCE' using errcode = 'P0001';
  end if;
  if p_card_last_4 is not null and p_card_last_4 !~ '^[0-9]{4}$' then
    raise exception 'INVALID_GUARANTEE' using errcode = 'P0001';
  end if;

  perform public.lock_stay_rooms(p_rooms);
  select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, v_guest, null);

  loop
    v_reference := public.new_booking_reference();
    exit when not exists (select 1 from public.bookings b where b.reference = v_reference);
  end loop;

  insert into public.bookings (
    reference, user_id, check_in, check_out, nights, total_guests, total_price, first_name, last_name, email,
    phone, special_requests, payment_method, payment_status, booking_status, language, card_last_4,
    policy_version, source, quote, tourist_tax
  ) values (
    v_reference, null, p_check_in, p_check_out, v_check.o_nights,
    (select sum((r ->> 'guests')::integer) from jsonb_array_elements(v_check.o_quote -> 'rooms') r), v_check.o_total,
    public.clean_text(v_guest ->> 'first_name'), public.clean_text(v_guest ->> 'last_name'), v_check.o_email,
    public.clean_text(v_guest ->> 'phone', 40), public.clean_text(v_guest ->> 'special_requests', 2000),
    'onsite', 'pending', 'confirmed', case when p_language = 'en' then 'en' else 'it' end, p_card_last_4,
    coalesce((select s.value #>> '{}' from public.settings s where s.key = 'booking_policy_version'), '1'),
    p_source, v_check.o_quote, (v_check.o_quote #>> '{tourist_tax,amount}')::numeric
  ) returning * into v_booking;

  for v_line in
    select (r ->> 'room_id')::uuid as rid, (r ->> 'guests')::integer as guests, r ->> 'name' as name,
      round((r ->> 'total')::numeric / v_check.o_nights, 2) as per_night
    from jsonb_array_elements(v_check.o_quote -> 'rooms') r
    order by 1
  loop
    begin
      insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out)
      values (v_booking.id, v_line.rid, v_line.guests, v_line.per_night, p_check_in, p_check_out);
    exception when exclusion_violation then
      raise exception 'ROOM_UNAVAILABLE:%', v_line.name using errcode = '23P01';
    end;
  end loop;

  return public.booking_summary(v_booking) || jsonb_build_object('source', v_booking.source);
end;
$$;

revoke execute on function public.rate_calendar(uuid, date, date) from public, anon;
revoke execute on function public.admin_tape_chart(date, date) from public, anon;
revoke execute on function public.admin_create_booking(jsonb, date, date, jsonb, text, text, text) from public, anon;
grant execute on function public.rate_calendar(uuid, date, date) to authenticated, service_role;
grant execute on function public.admin_tape_chart(date, date) to authenticated, service_role;
grant execute on function public.admin_create_booking(jsonb, date, date, jsonb, text, text, text) to authenticated, service_role;
