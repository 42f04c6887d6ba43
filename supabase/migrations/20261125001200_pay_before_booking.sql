-- A booking exists only once its card has been checked by the payments function: create_booking now takes an
-- open payment attempt (start_payment) and marks it approved in the same transaction as the booking. Card and
-- PayPal attempts charge the total quote_booking gave; pay-at-the-property attempts only check the guarantee
-- card. Only service_role may call these; the function passes the client address it saw to the limits hook.

create or replace function public.booking_summary(b public.bookings)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'nights', b.nights,
    'total_price', b.total_price, 'payment_status', b.payment_status);
$$;

-- Validation shared by the quote and the booking: dates, rooms (no repeats), guests per room, the guest.
create or replace function public.booking_check(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  out o_ids uuid[],
  out o_counts integer[],
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
  v_elem jsonb;
  v_room public.rooms;
  v_guests numeric;
  v_per_night numeric(10,2) := 0;
begin
  o_ids := '{}';
  o_counts := '{}';
  if p_check_in is null or p_check_out is null or p_check_in < public.rome_today() or p_check_out <= p_check_in
    or p_check_out - p_check_in > 60 then
    raise exception 'INVALID_DATES' using errcode = 'P0001';
  end if;
  o_nights := p_check_out - p_check_in;

  if p_rooms is null or jsonb_typeof(p_rooms) <> 'array' or jsonb_array_length(p_rooms) = 0 then
    raise exception 'INVALID_ROOMS' using errcode = 'P0001';
  end if;
  for v_elem in select e from jsonb_array_elements(p_rooms) e loop
    if jsonb_typeof(v_elem) <> 'object'
      or coalesce(v_elem ->> 'room_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'INVALID_ROOMS' using errcode = 'P0001';
    end if;
    select * into v_room from public.rooms r where r.id = (v_elem ->> 'room_id')::uuid;
    if not found or v_room.id = any (o_ids) then
      raise exception 'INVALID_ROOMS' using errcode = 'P0001';
    end if;
    if jsonb_typeof(v_elem -> 'guests') is distinct from 'number' then
      raise exception 'INVALID_GUESTS:%', v_room.name using errcode = 'P0001';
    end if;
    v_guests := (v_elem ->> 'guests')::numeric;
    if v_guests <> trunc(v_guests) or v_guests < 1 or v_guests > v_room.max_guests then
      raise exception 'INVALID_GUESTS:%', v_room.name using errcode = 'P0001';
    end if;
    o_ids := o_ids || v_room.id;
    o_counts := o_counts || v_guests::integer;
    v_per_night := v_per_night + v_room.price_per_night;
  end loop;
  o_total := v_per_night * o_nights;

  o_email := lower(trim(v_guest ->> 'email'));
  if public.clean_text(v_guest ->> 'first_name') is null or public.clean_text(v_guest ->> 'last_name') is null
    or not public.is_valid_email(o_email) then
    raise exception 'INVALID_GUEST' using errcode = 'P0001';
  end if;
end;
$$;

-- What the stay costs, refusing what create_booking would refuse (a taken room included) before any charge.
create or replace function public.quote_booking(
  p_client_request_id uuid,
  p_user_id uuid,
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_check record;
  v_taken text;
  v_done jsonb := public.request_done('booking', p_client_request_id, p_user_id);
begin
  -- A double submit finds its own booking here, not a taken room.
  if v_done is not null then
    return jsonb_build_object('done', v_done);
  end if;
  select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, p_guest);
  select r.name into v_taken from unnest(v_check.o_ids) as u(rid) join public.rooms r on r.id = u.rid
  where not public.check_room_availability(u.rid, p_check_in, p_check_out)
  order by r.sort_order limit 1;
  if v_taken is not null then
    raise exception 'ROOM_UNAVAILABLE:%', v_taken using errcode = '23P01';
  end if;
  return jsonb_build_object('nights', v_check.o_nights, 'total_price', v_check.o_total);
end;
$$;

drop function public.create_booking(jsonb, date, date, jsonb, text, text, text, text, uuid);

create function public.create_booking(
  p_payment_id uuid,
  p_reference text,
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_language text default 'it',
  p_source text default 'page',
  p_client_ip text default null
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

  select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, v_guest);
  perform public.enforce_booking_limits(v_check.o_email, p_client_ip, v_check.o_nights, v_payment.method);
  if v_payment.purpose = 'charge' and v_check.o_total <> v_payment.amount then
    raise exception 'AMOUNT_CHANGED' using errcode = 'P0001';
  end if;

  loop
    v_reference := public.new_booking_reference();
    exit when not exists (select 1 from public.bookings b where b.reference = v_reference);
  end loop;

  insert into public.bookings (
    reference, user_id, check_in, check_out, nights, total_guests, total_price, first_name, last_name, email,
    phone, address, city, postal_code, country, special_requests, payment_method, payment_status,
    booking_status, language, card_last_4, policy_version, source, client_request_id
  ) values (
    v_reference, v_payment.user_id, p_check_in, p_check_out, v_check.o_nights,
    (select sum(c) from unnest(v_check.o_counts) c), v_check.o_total,
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
    case when p_source = 'chat' then 'chat' else 'page' end, v_payment.client_request_id
  ) returning * into v_booking;

  -- Rooms in id order so that two multi-room bookings cannot deadlock; the exclusion constraint decides.
  for v_line in
    select u.rid, u.guests, r.name, r.price_per_night
    from unnest(v_check.o_ids, v_check.o_counts) as u(rid, guests) join public.rooms r on r.id = u.rid
    order by u.rid
  loop
    begin
      insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out)
      values (v_booking.id, v_line.rid, v_line.guests, v_line.price_per_night, p_check_in, p_check_out);
    exception when exclusion_violation then
      raise exception 'ROOM_UNAVAILABLE:%', v_line.name using errcode = '23P01';
    end;
  end loop;

  update public.payments p set outcome = 'approved', reference = p_reference, booking_id = v_booking.id, request = null
  where p.id = v_payment.id;

  return public.booking_summary(v_booking);
end;
$$;

-- The stored request of an attempt waiting for PayPal's approval, for the return call.
create or replace function public.pending_payment_request(p_payment_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('kind', p.kind, 'method', p.method, 'reference', p.reference, 'amount', p.amount,
    'request', p.request)
  from public.payments p where p.id = p_payment_id and p.outcome = 'pending';
$$;

revoke execute on function public.booking_summary(public.bookings) from public, anon, authenticated;
revoke execute on function public.booking_check(jsonb, date, date, jsonb) from public, anon, authenticated;
revoke execute on function public.quote_booking(uuid, uuid, jsonb, date, date, jsonb) from public, anon, authenticated;
revoke execute on function public.create_booking(uuid, text, jsonb, date, date, jsonb, text, text, text) from public, anon, authenticated;
revoke execute on function public.pending_payment_request(uuid) from public, anon, authenticated;
grant execute on function public.quote_booking(uuid, uuid, jsonb, date, date, jsonb) to service_role;
grant execute on function public.create_booking(uuid, text, jsonb, date, date, jsonb, text, text, text) to service_role;
grant execute on function public.pending_payment_request(uuid) to service_role;
