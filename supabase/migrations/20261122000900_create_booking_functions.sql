-- Bookings: availability, creation, lookup and cancellation by reference plus e-mail.
create or replace function public.check_room_availability(p_room_id uuid, p_check_in date, p_check_out date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_check_out > p_check_in and not exists (
    select 1 from public.booking_rooms br
    where br.room_id = p_room_id and not br.cancelled
      and daterange(br.check_in, br.check_out, '[)') && daterange(p_check_in, p_check_out, '[)')
  );
$$;

-- Occupied stays only: no guest data leaves through this function.
create or replace function public.get_booked_ranges(p_from date, p_to date)
returns table (room_id uuid, check_in date, check_out date)
language sql
stable
security definer
set search_path = ''
as $$
  select br.room_id, br.check_in, br.check_out
  from public.booking_rooms br
  where not br.cancelled
    and daterange(br.check_in, br.check_out, '[)') && daterange(p_from, p_to, '[)')
  order by br.room_id, br.check_in;
$$;

-- The cancellation policy: d whole days from today (Europe/Rome) to check-in.
-- d > 15: free; 7 <= d <= 15: half the total; d < 7: the whole total.
create or replace function public.cancellation_fee(p_total numeric, p_days_before integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when p_days_before > 15 then 0::numeric(10,2)
    when p_days_before >= 7 then round(p_total / 2, 2)
    else round(p_total, 2)
  end;
$$;

-- Short, unambiguous booking references (no 0/O, 1/I/L).
create or replace function public.new_booking_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'TS-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (get_byte(b, i) % 31) + 1, 1), '' order by i)
  from (select extensions.gen_random_bytes(6) as b) x, generate_series(0, 5) as i;
$$;

create or replace function public.booking_result(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(b) - 'client_request_id' - 'user_id' || jsonb_build_object(
    'rooms', coalesce((
      select jsonb_agg(jsonb_build_object(
        'room_id', br.room_id, 'name', r.name, 'type', r.type, 'guests', br.guests,
        'price_per_night', br.price_per_night) order by r.sort_order)
      from public.booking_rooms br join public.rooms r on r.id = br.room_id
      where br.booking_id = b.id
    ), '[]'::jsonb)
  );
$$;

create or replace function public.create_booking(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_payment_method text default 'card',
  p_card_last_4 text default null,
  p_language text default 'it',
  p_source text default 'page',
  p_client_request_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_guest jsonb := coalesce(p_guest, '{}'::jsonb);
  v_email text := lower(trim(v_guest ->> 'email'));
  v_elem jsonb;
  v_room public.rooms;
  v_guests numeric;
  v_ids uuid[] := '{}';
  v_counts integer[] := '{}';
  v_nights integer;
  v_per_night numeric(10,2) := 0;
  v_booking public.bookings;
  v_reference text;
  v_line record;
begin
  if p_client_request_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('booking:' || p_client_request_id::text, 0));
    select * into v_booking from public.bookings b where b.client_request_id = p_client_request_id;
    if found then
      if v_booking.user_id is distinct from v_user then
        raise exception 'DUPLICATE_REQUEST' using errcode = 'P0001';
      end if;
      return jsonb_build_object('booking_id', v_booking.id, 'reference', v_booking.reference,
        'nights', v_booking.nights, 'total_price', v_booking.total_price, 'payment_status', v_booking.payment_status);
    end if;
  end if;

  if p_check_in is null or p_check_out is null or p_check_in < public.rome_today() or p_check_out <= p_check_in
    or p_check_out - p_check_in > 60 then
    raise exception 'INVALID_DATES' using errcode = 'P0001';
  end if;
  v_nights := p_check_out - p_check_in;

  if p_rooms is null or jsonb_typeof(p_rooms) <> 'array' or jsonb_array_length(p_rooms) = 0 then
    raise exception 'INVALID_ROOMS' using errcode = 'P0001';
  end if;
  for v_elem in select e from jsonb_array_elements(p_rooms) e loop
    if jsonb_typeof(v_elem) <> 'object'
      or coalesce(v_elem ->> 'room_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'INVALID_ROOMS' using errcode = 'P0001';
    end if;
    select * into v_room from public.rooms r where r.id = (v_elem ->> 'room_id')::uuid;
    if not found or v_room.id = any (v_ids) then
      raise exception 'INVALID_ROOMS' using errcode = 'P0001';
    end if;
    if jsonb_typeof(v_elem -> 'guests') is distinct from 'number' then
      raise exception 'INVALID_GUESTS:%', v_room.name using errcode = 'P0001';
    end if;
    v_guests := (v_elem ->> 'guests')::numeric;
    if v_guests <> trunc(v_guests) or v_guests < 1 or v_guests > v_room.max_guests then
      raise exception 'INVALID_GUESTS:%', v_room.name using errcode = 'P0001';
    end if;
    v_ids := v_ids || v_room.id;
    v_counts := v_counts || v_guests::integer;
    v_per_night := v_per_night + v_room.price_per_night;
  end loop;

  if public.clean_text(v_guest ->> 'first_name') is null or public.clean_text(v_guest ->> 'last_name') is null
    or not public.is_valid_email(v_email) then
    raise exception 'INVALID_GUEST' using errcode = 'P0001';
  end if;
  if p_payment_method is null or p_payment_method not in ('card', 'paypal', 'onsite') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
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
    v_reference, v_user, p_check_in, p_check_out, v_nights,
    (select sum(c) from unnest(v_counts) c), v_per_night * v_nights,
    public.clean_text(v_guest ->> 'first_name'), public.clean_text(v_guest ->> 'last_name'), v_email,
    public.clean_text(v_guest ->> 'phone', 40), coalesce(public.clean_text(v_guest ->> 'address'), ''),
    coalesce(public.clean_text(v_guest ->> 'city'), ''), coalesce(public.clean_text(v_guest ->> 'postal_code', 20), ''),
    coalesce(public.clean_text(v_guest ->> 'country', 60), 'Italia'),
    public.clean_text(v_guest ->> 'special_requests', 2000),
    p_payment_method,
    -- One rule for page and chat: pay at the property stays pending, card and PayPal are processing.
    case when p_payment_method = 'onsite' then 'pending' else 'processing' end,
    'confirmed', case when p_language = 'en' then 'en' else 'it' end, public.card_last_four(p_card_last_4),
    coalesce((select s.value #>> '{}' from public.settings s where s.key = 'booking_policy_version'), '1'),
    case when p_source = 'chat' then 'chat' else 'page' end, p_client_request_id
  ) returning * into v_booking;

  -- Rooms in id order so that two multi-room bookings cannot deadlock; the exclusion constraint decides.
  for v_line in
    select u.rid, u.guests, r.name, r.price_per_night
    from unnest(v_ids, v_counts) as u(rid, guests) join public.rooms r on r.id = u.rid
    order by u.rid
  loop
    begin
      insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out)
      values (v_booking.id, v_line.rid, v_line.guests, v_line.price_per_night, p_check_in, p_check_out);
    exception when exclusion_violation then
      raise exception 'ROOM_UNAVAILABLE:%', v_line.name using errcode = '23P01';
    end;
  end loop;

  return jsonb_build_object('booking_id', v_booking.id, 'reference', v_booking.reference,
    'nights', v_booking.nights, 'total_price', v_booking.total_price, 'payment_status', v_booking.payment_status);
end;
$$;

create or replace function public.find_booking(p_reference text, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.booking_result(b)
  from public.bookings b
  where b.reference = upper(trim(p_reference)) and b.email = lower(trim(p_email));
$$;

create or replace function public.cancel_booking(p_reference text, p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_days integer;
begin
  select * into v_booking from public.bookings b
  where b.reference = upper(trim(p_reference)) and b.email = lower(trim(p_email))
  for update;
  if not found then
    return null;
  end if;
  if v_booking.booking_status = 'cancelled' then
    return jsonb_build_object('reference', v_booking.reference, 'cancellation_fee', v_booking.cancellation_fee,
      'total_price', v_booking.total_price, 'booking_status', v_booking.booking_status);
  end if;
  v_days := v_booking.check_in - public.rome_today();
  if v_days < 0 then
    raise exception 'BOOKING_STARTED' using errcode = 'P0001';
  end if;
  update public.bookings b
  set booking_status = 'cancelled', cancelled_at = now(),
      cancellation_fee = public.cancellation_fee(v_booking.total_price, v_days)
  where b.id = v_booking.id
  returning * into v_booking;
  update public.booking_rooms br set cancelled = true where br.booking_id = v_booking.id;
  return jsonb_build_object('reference', v_booking.reference, 'cancellation_fee', v_booking.cancellation_fee,
    'total_price', v_booking.total_price, 'booking_status', v_booking.booking_status);
end;
$$;
