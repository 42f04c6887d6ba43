-- A visitor's booking is priced once (issue 22, booking latency): create_booking no longer runs quote_stay again.
-- begin_booking quotes the stay (quote_stay, in the database, never the browser's price) and opens the payment
-- attempt for that quote's total; the attempt now keeps what it quoted (payments.stay: the rooms, the dates, the
-- hold and the quote). create_booking, after the provider's approval, books that quote, checking under the rooms'
-- locks only what can have changed since: the visitor's hold still alive (HOLD_EXPIRED), the nights still free or
-- held by that hold (the exclusion constraint on booking_rooms, which holds and bookings share: ROOM_UNAVAILABLE,
-- 23P01, all rooms or none), no closure added on them meanwhile (ROOM_UNAVAILABLE, as quote_stay's CLOSED), the
-- guest, the visitors' booking limits, and the charged amount equal to the kept quote's total (AMOUNT_CHANGED).
-- The rest of a quote (rates, minimum stays, arrival and departure days, capacity) was judged by begin_booking and
-- is what the visitor was charged for; a rate changed after it does not change a stay already paid (a PayPal
-- approval can come minutes later). The call must name the same rooms, dates and hold as the attempt
-- (INVALID_PAYMENT otherwise), so an approval cannot book another stay than the one quoted. An attempt without a
-- kept stay (opened before this migration) is quoted again as before. Saves one quote_stay (~2 ms) per booking.
-- The desk (admin_create_booking) still quotes under the locks: it has no attempt for a visitor's quote.

alter table public.payments add column stay jsonb;
comment on column public.payments.stay is
  'A booking attempt''s stay as begin_booking quoted it: {rooms, check_in, check_out, hold_id, quote}; create_booking books this quote.';

/**
 * begin_booking: as in 20261127070000_keep_card_testing_count.sql, and the attempt keeps its stay and quote
 * (payments.stay) for create_booking.
 */
create or replace function public.begin_booking(
  p_client_request_id uuid,
  p_user_id uuid,
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_hold_id uuid,
  p_method text,
  p_provider text,
  p_card_last_4 text,
  p_client_ip text,
  p_request jsonb default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_quote jsonb;
  v_wait integer;
  v_amount numeric(10,2);
  v_start jsonb;
  v_state text;
  v_message text;
  v_detail text;
begin
  if p_client_request_id is null then
    raise exception 'INVALID_REQUEST_ID' using errcode = 'P0001';
  end if;
  if p_method is null or p_method not in ('card', 'paypal', 'onsite') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;
  -- This transaction's commit does not wait for the disk (see 20261127070000; create_booking's still does).
  perform set_config('synchronous_commit', 'off', true);
  -- start_payment's and create_booking's lock, from the start: the request's answers (done, in progress) hold.
  perform pg_advisory_xact_lock(hashtextextended('booking:' || p_client_request_id::text, 0));
  v_quote := public.quote_booking(p_client_request_id, p_user_id, p_rooms, p_check_in, p_check_out, p_guest, p_hold_id);
  if v_quote ? 'done' then
    return v_quote;
  end if;

  v_wait := public.rate_limit_hit('payment', p_client_ip, p_guest ->> 'email');
  if v_wait > 0 then
    return jsonb_build_object('rate_limited', v_wait);
  end if;

  -- From here on nothing raises: an error is returned, so that the count above commits.
  v_amount := case when p_method = 'onsite' then 0 else (v_quote ->> 'total_price')::numeric end;
  begin
    v_start := public.start_payment('booking', p_client_request_id, p_user_id, p_method,
      case when p_method = 'onsite' then 'guarantee' else 'charge' end, p_provider, v_amount, p_card_last_4, p_request);
    if v_start ? 'payment_id' then
      update public.payments p
      set stay = jsonb_build_object('rooms', p_rooms, 'check_in', p_check_in, 'check_out', p_check_out,
        'hold_id', p_hold_id, 'quote', v_quote -> 'quote')
      where p.id = (v_start ->> 'payment_id')::uuid;
    end if;
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
    if v_state = 'P0001' and v_message = 'PAYMENT_IN_PROGRESS' then
      return jsonb_build_object('in_progress', true);
    end if;
    return jsonb_build_object('failed', jsonb_build_object('code', v_state, 'message', v_message, 'details', nullif(v_detail, '')));
  end;
  return v_start || jsonb_build_object('amount', v_amount);
end;
$$;

drop function public.insert_stay_booking(jsonb, date, date, jsonb, uuid, public.bookings, boolean, text, numeric);

/**
 * insert_stay_booking: as in 20261126600000_desk_rooms_one_booking_insert.sql, plus p_quote: a stay already
 * quoted by begin_booking (create_booking passes its attempt's). With it, only what can have changed since the
 * quote is checked (the hold, closures, the guest, then the exclusion constraint at the insert); without it, the
 * stay is quoted here under the locks (the desk, and attempts opened before payments.stay existed).
 */
create function public.insert_stay_booking(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_hold_id uuid,
  p_base public.bookings,
  p_visitor_limits boolean,
  p_client_ip text,
  p_charged numeric,
  p_quote jsonb default null
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_guest jsonb := coalesce(p_guest, '{}'::jsonb);
  v_quote jsonb;
  v_nights integer;
  v_total numeric(10,2);
  v_email text;
  v_check record;
  v_closed record;
  v_booking public.bookings;
  v_reference text;
  v_line record;
begin
  -- The rooms' locks first (one order for every writer): nobody can book, hold, close or let a hold lapse on
  -- these rooms between the checks and the insert.
  perform public.lock_stay_rooms(p_rooms);
  perform public.check_own_hold(p_hold_id);
  if p_quote is null then
    select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, v_guest, p_hold_id);
    v_quote := v_check.o_quote;
    v_nights := v_check.o_nights;
    v_total := v_check.o_total;
    v_email := v_check.o_email;
  else
    v_quote := p_quote;
    v_nights := (p_quote ->> 'nights')::integer;
    v_total := (p_quote ->> 'total')::numeric;
    -- A PayPal approval that comes back after midnight of a same-day arrival: refused as quote_stay would.
    if p_check_in < public.rome_today() then
      raise exception 'INVALID_DATES' using errcode = 'P0001';
    end if;
    -- A closure the owner added since the quote: refused as quote_stay refuses one.
    select r ->> 'room_id' as room_id, r ->> 'name' as room, greatest(c.first_night, p_check_in) as night
    into v_closed
    from jsonb_array_elements(p_quote -> 'rooms') r
    join public.room_closures c on c.room_id = (r ->> 'room_id')::uuid or c.room_id is null
    where daterange(c.first_night, c.last_night, '[]') && daterange(p_check_in, p_check_out, '[)')
    order by 3
    limit 1;
    if found then
      perform public.raise_quote_refusal(public.stay_refusal(jsonb_build_object(
        'reason', 'CLOSED', 'date', v_closed.night, 'room_id', v_closed.room_id, 'room', v_closed.room)));
    end if;
    v_email := lower(trim(v_guest ->> 'email'));
    if public.clean_text(v_guest ->> 'first_name') is null or public.clean_text(v_guest ->> 'last_name') is null
      or not public.is_valid_email(v_email) then
      raise exception 'INVALID_GUEST' using errcode = 'P0001';
    end if;
  end if;
  if p_visitor_limits then
    perform public.enforce_booking_limits(v_email, p_client_ip, v_nights, p_base.payment_method);
  end if;
  if p_charged is not null and v_total <> p_charged then
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
    v_reference, p_base.user_id, p_check_in, p_check_out, v_nights,
    (select sum((r ->> 'guests')::integer) from jsonb_array_elements(v_quote -> 'rooms') r), v_total,
    public.clean_text(v_guest ->> 'first_name'), public.clean_text(v_guest ->> 'last_name'), v_email,
    public.clean_text(v_guest ->> 'phone', 40), coalesce(public.clean_text(v_guest ->> 'address'), ''),
    coalesce(public.clean_text(v_guest ->> 'city'), ''), coalesce(public.clean_text(v_guest ->> 'postal_code', 20), ''),
    coalesce(public.clean_text(v_guest ->> 'country', 60), 'Italia'),
    public.clean_text(v_guest ->> 'special_requests', 2000),
    p_base.payment_method, p_base.payment_status, 'confirmed',
    case when p_base.language = 'en' then 'en' else 'it' end, p_base.card_last_4,
    coalesce((select s.value #>> '{}' from public.settings s where s.key = 'booking_policy_version'), '1'),
    p_base.source, p_base.client_request_id,
    v_quote, (v_quote #>> '{tourist_tax,amount}')::numeric
  ) returning * into v_booking;

  -- price_per_night: the room's average night of this stay (the nights themselves are in bookings.quote).
  -- A night taken or held by someone else raises here (the exclusion constraint), and the whole booking (every
  -- room) is rolled back.
  for v_line in
    select (r ->> 'room_id')::uuid as rid, (r ->> 'guests')::integer as guests, r ->> 'name' as name,
      round((r ->> 'total')::numeric / v_nights, 2) as per_night
    from jsonb_array_elements(v_quote -> 'rooms') r
    order by 1
  loop
    begin
      insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out)
      values (v_booking.id, v_line.rid, v_line.guests, v_line.per_night, p_check_in, p_check_out);
    exception when exclusion_violation then
      raise exception 'ROOM_UNAVAILABLE:%', v_line.name using errcode = '23P01';
    end;
  end loop;
  return v_booking;
end;
$$;

revoke execute on function public.insert_stay_booking(jsonb, date, date, jsonb, uuid, public.bookings, boolean, text, numeric, jsonb)
  from public, anon, authenticated, service_role;

/**
 * create_booking: as in 20261126600000_desk_rooms_one_booking_insert.sql, booking the quote its attempt kept
 * (payments.stay) for the same rooms, dates and hold, without quoting the stay again.
 */
create or replace function public.create_booking(
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
  v_base public.bookings;
  v_booking public.bookings;
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
  -- The approval is for the stay that was quoted, not another one.
  if v_payment.stay is not null and (
    v_payment.stay -> 'rooms' is distinct from p_rooms
    or (v_payment.stay ->> 'check_in')::date is distinct from p_check_in
    or (v_payment.stay ->> 'check_out')::date is distinct from p_check_out
    or (v_payment.stay ->> 'hold_id')::uuid is distinct from p_hold_id) then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;

  v_base.user_id := v_payment.user_id;
  v_base.payment_method := v_payment.method;
  -- One rule for page and chat: pay at the property stays pending, card and PayPal are processing.
  v_base.payment_status := case when v_payment.method = 'onsite' then 'pending' else 'processing' end;
  v_base.language := p_language;
  v_base.card_last_4 := v_payment.card_last_4;
  v_base.source := case when p_source = 'chat' then 'chat' else 'page' end;
  v_base.client_request_id := v_payment.client_request_id;
  v_booking := public.insert_stay_booking(p_rooms, p_check_in, p_check_out, p_guest, p_hold_id, v_base, true, p_client_ip,
    case when v_payment.purpose = 'charge' then v_payment.amount end, v_payment.stay -> 'quote');

  update public.payments p set outcome = 'approved', reference = p_reference, booking_id = v_booking.id, request = null
  where p.id = v_payment.id;
  return public.booking_summary(v_booking);
end;
$$;
