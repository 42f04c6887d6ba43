-- Bookings priced by quote_stay (never by the browser), holds made and released, availability that knows
-- holds and closures. create_booking recomputes the quote under the rooms' locks and replaces its hold.

alter table public.bookings
  add column quote jsonb,
  add column tourist_tax numeric(10,2) not null default 0 check (tourist_tax >= 0);
comment on column public.bookings.tourist_tax is 'Paid at the property; not part of total_price nor of any charge.';

-- A refused quote as the error the booking functions have always raised (the pages map these messages):
-- the quote itself goes in the detail for callers that want the machine-readable reason.
create or replace function public.raise_quote_refusal(p_quote jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_reason text := p_quote ->> 'reason';
  v_room text := p_quote ->> 'room';
begin
  if coalesce((p_quote ->> 'ok')::boolean, false) then
    return;
  end if;
  case
    when v_reason in ('INVALID_DATES', 'PAST_DATES', 'CHECK_OUT_NOT_AFTER_CHECK_IN') then
      raise exception 'INVALID_DATES' using errcode = 'P0001', detail = p_quote::text;
    when v_reason = 'STAY_TOO_LONG' then
      raise exception 'STAY_TOO_LONG:%', p_quote ->> 'max_nights' using errcode = 'P0001', detail = p_quote::text;
    when v_reason in ('INVALID_GUESTS', 'OVER_CAPACITY') then
      raise exception 'INVALID_GUESTS:%', v_room using errcode = 'P0001', detail = p_quote::text;
    when v_reason in ('TAKEN', 'HELD', 'CLOSED') then
      raise exception 'ROOM_UNAVAILABLE:%', v_room using errcode = '23P01', detail = p_quote::text;
    when v_reason = 'MIN_STAY' then
      raise exception 'MIN_STAY:%', p_quote ->> 'min_nights' using errcode = 'P0001', detail = p_quote::text;
    when v_reason in ('CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE') then
      raise exception '%', v_reason using errcode = 'P0001', detail = p_quote::text;
    else
      raise exception 'INVALID_ROOMS' using errcode = 'P0001', detail = p_quote::text;
  end case;
end;
$$;

-- A hold given with a booking must still be alive: a visitor whose 10 minutes ran out is told so.
create or replace function public.check_own_hold(p_hold_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_hold_id is not null and not exists (
    select 1 from public.stay_holds h where h.id = p_hold_id and h.expires_at > clock_timestamp()) then
    raise exception 'HOLD_EXPIRED' using errcode = 'P0001';
  end if;
end;
$$;

drop function public.quote_booking(uuid, uuid, jsonb, date, date, jsonb);
drop function public.booking_check(jsonb, date, date, jsonb);

-- Validation shared by the pre-charge quote and the booking: the stay by quote_stay, then the guest.
create function public.booking_check(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_hold_id uuid,
  out o_quote jsonb,
  out o_nights integer,
  out o_total numeric(10,2),
  out o_email text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_guest jsonb := coalesce(p_guest, '{}'::jsonb);
begin
  o_quote := public.quote_stay(p_rooms, p_check_in, p_check_out, p_hold_id);
  perform public.raise_quote_refusal(o_quote);
  o_nights := (o_quote ->> 'nights')::integer;
  o_total := (o_quote ->> 'total')::numeric;
  o_email := lower(trim(v_guest ->> 'email'));
  if public.clean_text(v_guest ->> 'first_name') is null or public.clean_text(v_guest ->> 'last_name') is null
    or not public.is_valid_email(o_email) then
    raise exception 'INVALID_GUEST' using errcode = 'P0001';
  end if;
end;
$$;

-- What the stay costs, refusing what create_booking would refuse (a taken or held room included) before any charge.
create function public.quote_booking(
  p_client_request_id uuid,
  p_user_id uuid,
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_hold_id uuid default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_check record;
  v_done jsonb := public.request_done('booking', p_client_request_id, p_user_id);
begin
  -- A double submit finds its own booking here, not a taken room.
  if v_done is not null then
    return jsonb_build_object('done', v_done);
  end if;
  perform public.check_own_hold(p_hold_id);
  select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, p_guest, p_hold_id);
  return jsonb_build_object('nights', v_check.o_nights, 'total_price', v_check.o_total, 'quote', v_check.o_quote);
end;
$$;

drop function public.create_booking(uuid, text, jsonb, date, date, jsonb, text, text, text);

create function public.create_booking(
  p_payment_id uuid,
  p_reference text,
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_language text default 'it',
  p_source text default 'page',
  p_client_ip text default null,
  p_hold_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_guest jsonb := coalesce(p_guest, '{}'::jsonb);
  v_check record;
  v_booking public.bookings;
  v_reference text;
  v_line record;
begin
  select * into v_payment from public.payments p where p.id = p_payment_id;
  if found then
    perform pg_advisory_xact_lock(hashtextextended('booking:' || v_payment.client_request_id::text, 0));
  end if;
  v_payment := public.lock_pending_payment(p_payment_id, 'booking');
  -- Pay at the property only checks the guarantee card; card and PayPal charge the stay.
  if (v_payment.method = 'onsite') <> (v_payment.purpose = 'guarantee') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;

  -- The rooms' locks first (one order for every writer), then the quote: nobody can book, hold or let a hold
  -- lapse on these rooms between the price and the insert.
  perform public.lock_stay_rooms(p_rooms);
  perform public.check_own_hold(p_hold_id);
  select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, v_guest, p_hold_id);
  perform public.enforce_booking_limits(v_check.o_email, p_client_ip, v_check.o_nights, v_payment.method);
  if v_payment.purpose = 'charge' and v_check.o_total <> v_payment.amount then
    raise exception 'AMOUNT_CHANGED' using errcode = 'P0001';
  end if;
  -- The booking replaces its hold.
  if p_hold_id is not null then
    delete from public.stay_holds h where h.id = p_hold_id;
  end if;

  loop
    v_reference := public.new_booking_reference();
    exit when not exists (select 1 from public.bookings b where b.reference = v_reference);
  end loop;

  insert into public.bookings (
    reference, user_id, check_in, check_out, nights, total_guests, total_price, first_name, last_name, email,
    phone, address, city, postal_code, country, special_requests, payment_method, payment_status,
    booking_status, language, card_last_4, policy_version, source, client_request_id, quote, tourist_tax
  ) values (
    v_reference, v_payment.user_id, p_check_in, p_check_out, v_check.o_nights,
    (select sum((r ->> 'guests')::integer) from jsonb_array_elements(v_check.o_quote -> 'rooms') r), v_check.o_total,
    public.clean_text(v_guest ->> 'first_name'), public.clean_text(v_guest ->> 'last_name'), v_check.o_email,
    public.clean_text(v_guest ->> 'phone', 40), coalesce(public.clean_text(v_guest ->> 'address'), ''),
    coalesce(public.clean_text(v_guest ->> 'city'), ''), coalesce(public.clean_text(v_guest ->> 'postal_code', 20), ''),
    coalesce(public.clean_text(v_guest ->> 'country', 60), 'Italia'),
    public.clean_text(v_guest ->> 'special_requests', 2000),
    v_payment.method,
    -- One rule for page and chat: pay at the property stays pending, card and PayPal are processing.
    case when v_payment.method = 'onsite' then 'pending' else 'processing' end,
    'confirmed', case when p_language = 'en' then 'en' else 'it' end, v_payment.card_last_4,
    coalesce((select s.value #>> '{}' from public.settings s where s.key = 'booking_policy_version'), '1'),
    case when p_source = 'chat' then 'chat' else 'page' end, v_payment.client_request_id,
    v_check.o_quote, (v_check.o_quote #>> '{tourist_tax,amount}')::numeric
  ) returning * into v_booking;

  -- price_per_night: the room's average night of this stay (the nights themselves are in bookings.quote).
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

  update public.payments p set outcome = 'approved', reference = p_reference, booking_id = v_booking.id, request = null
  where p.id = v_payment.id;

  return public.booking_summary(v_booking);
end;
$$;

/**
 * hold_stay(rooms, check_in, check_out, client_key): holds the rooms for hold_minutes (10) for the browser
 * that sent client_key (a random id it keeps). Answers {ok: true, hold_id, expires_at, quote} or quote_stay's
 * refusal, or {ok: false, reason: 'HOLD_LIMIT', max_holds} when the browser (max_holds_per_client) or its
 * address (max_holds_per_address) already holds that many stays. Holding nights this browser already holds
 * replaces that hold.
 */
create or replace function public.hold_stay(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_client_key uuid
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash text := encode(extensions.digest(coalesce(public.request_client_ip(), 'unknown'), 'sha256'), 'hex');
  v_quote jsonb;
  v_max_client integer := public.booking_limit_setting('max_holds_per_client', 3);
  v_max_address integer := public.booking_limit_setting('max_holds_per_address', 10);
  v_hold public.stay_holds;
  v_room jsonb;
  v_nights integer;
begin
  if p_client_key is null then
    return jsonb_build_object('ok', false, 'reason', 'INVALID_CLIENT');
  end if;
  -- Counting and inserting per browser and per address take turns; then the rooms, in the one order.
  perform pg_advisory_xact_lock(hashtextextended('hold-address:' || v_hash, 0));
  perform pg_advisory_xact_lock(hashtextextended('hold-client:' || p_client_key::text, 0));
  perform public.lock_stay_rooms(p_rooms);

  -- The same browser holding these nights again: its earlier hold of them goes.
  if p_check_out > p_check_in then
    delete from public.stay_holds h
    where h.client_key = p_client_key and h.id in (
      select br.hold_id from public.booking_rooms br
      where br.hold_id is not null
        and br.room_id in (select public.stay_room_ids(p_rooms))
        and daterange(br.check_in, br.check_out, '[)') && daterange(p_check_in, p_check_out, '[)'));
  end if;

  v_quote := public.quote_stay(p_rooms, p_check_in, p_check_out, null);
  if not (v_quote ->> 'ok')::boolean then
    return v_quote;
  end if;
  if (select count(*) from public.stay_holds h where h.client_key = p_client_key and h.expires_at > clock_timestamp()) >= v_max_client then
    return jsonb_build_object('ok', false, 'reason', 'HOLD_LIMIT', 'max_holds', v_max_client);
  end if;
  if (select count(*) from public.stay_holds h where h.client_hash = v_hash and h.expires_at > clock_timestamp()) >= v_max_address then
    return jsonb_build_object('ok', false, 'reason', 'HOLD_LIMIT', 'max_holds', v_max_address);
  end if;

  insert into public.stay_holds (client_key, client_hash, user_id, check_in, check_out, rooms, total_price, expires_at)
  values (p_client_key, v_hash, auth.uid(), p_check_in, p_check_out, v_quote -> 'rooms', (v_quote ->> 'total')::numeric,
    clock_timestamp() + make_interval(mins => public.booking_limit_setting('hold_minutes', 10)))
  returning * into v_hold;
  v_nights := (v_quote ->> 'nights')::integer;
  for v_room in select r from jsonb_array_elements(v_quote -> 'rooms') r order by r ->> 'room_id' loop
    insert into public.booking_rooms (hold_id, hold_expires_at, room_id, guests, price_per_night, check_in, check_out)
    values (v_hold.id, v_hold.expires_at, (v_room ->> 'room_id')::uuid, (v_room ->> 'guests')::integer,
      round((v_room ->> 'total')::numeric / v_nights, 2), p_check_in, p_check_out);
  end loop;
  -- Long-lapsed holds nobody's insert came across; rows another transaction is deleting are left to it.
  delete from public.stay_holds h where h.id in (
    select o.id from public.stay_holds o where o.expires_at < clock_timestamp() - interval '1 day'
    limit 100 for update skip locked);
  return jsonb_build_object('ok', true, 'hold_id', v_hold.id, 'expires_at', v_hold.expires_at, 'quote', v_quote);
end;
$$;

-- The visitor went back or changed the stay: the nights are free again at once.
create or replace function public.release_hold(p_hold_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (delete from public.stay_holds h where h.id = p_hold_id returning 1)
  select exists (select 1 from gone);
$$;

-- Free = not booked, not held by anyone (an expired hold is free), not closed.
create or replace function public.check_room_availability(p_room_id uuid, p_check_in date, p_check_out date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_check_out > p_check_in
    and not exists (
      select 1 from public.booking_rooms br
      where br.room_id = p_room_id and not br.cancelled
        and (br.hold_id is null or br.hold_expires_at > clock_timestamp())
        and daterange(br.check_in, br.check_out, '[)') && daterange(p_check_in, p_check_out, '[)'))
    and not exists (
      select 1 from public.room_closures c
      where (c.room_id = p_room_id or c.room_id is null)
        and daterange(c.first_night, c.last_night, '[]') && daterange(p_check_in, p_check_out, '[)'));
$$;

-- Occupied nights only (booked, held, closed): no guest data and no closure note leaves through this function.
create or replace function public.get_booked_ranges(p_from date, p_to date)
returns table (room_id uuid, check_in date, check_out date)
language sql
stable
security definer
set search_path = ''
as $$
  select x.room_id, x.check_in, x.check_out from (
    select br.room_id, br.check_in, br.check_out
    from public.booking_rooms br
    where not br.cancelled and (br.hold_id is null or br.hold_expires_at > clock_timestamp())
      and daterange(br.check_in, br.check_out, '[)') && daterange(p_from, p_to, '[)')
    union all
    select r.id, c.first_night, c.last_night + 1
    from public.room_closures c join public.rooms r on c.room_id is null or c.room_id = r.id
    where daterange(c.first_night, c.last_night, '[]') && daterange(p_from, p_to, '[)')
  ) x
  order by x.room_id, x.check_in;
$$;

revoke execute on function public.raise_quote_refusal(jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.check_own_hold(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.booking_check(jsonb, date, date, jsonb, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.quote_booking(uuid, uuid, jsonb, date, date, jsonb, uuid) from public, anon, authenticated;
revoke execute on function public.create_booking(uuid, text, jsonb, date, date, jsonb, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.quote_booking(uuid, uuid, jsonb, date, date, jsonb, uuid) to service_role;
grant execute on function public.create_booking(uuid, text, jsonb, date, date, jsonb, text, text, text, uuid) to service_role;
revoke execute on function public.hold_stay(jsonb, date, date, uuid) from public;
revoke execute on function public.release_hold(uuid) from public;
grant execute on function public.hold_stay(jsonb, date, date, uuid) to anon, authenticated, service_role;
grant execute on function public.release_hold(uuid) to anon, authenticated, service_role;
