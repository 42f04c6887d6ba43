-- The owner at the desk, and one insert for every booking.
-- 1. insert_stay_booking: the booking's insert under the rooms' locks, once. create_booking (visitors, after the
--    payments function's approval) and admin_create_booking (the desk) both call it; they differ only in what
--    they pass: who, how it is paid, where it came from, whether visitor limits and a charged amount apply.
-- 2. admin_create_booking: several rooms in one booking (as before, p_rooms is a list), and a guarantee that is
--    checked: the free-typed last four digits are gone. A desk guarantee is a card the payments function checks
--    with the provider (a zero-amount authorisation, as a guest's pay-at-the-property guarantee) before it calls
--    this function as the service role with the approved attempt (p_payment_id); a browser cannot pass one.
-- 3. admin_save_room_settings: the room settings the owner edits (capacity, cots, extra beds and their fees),
--    each checked with a refusal naming the field.

create function public.insert_stay_booking(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_hold_id uuid,
  p_base public.bookings,
  p_visitor_limits boolean,
  p_client_ip text,
  p_charged numeric
)
returns public.bookings
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
  -- The rooms' locks first (one order for every writer), then the quote: nobody can book, hold or let a hold
  -- lapse on these rooms between the price and the insert.
  perform public.lock_stay_rooms(p_rooms);
  perform public.check_own_hold(p_hold_id);
  select * into v_check from public.booking_check(p_rooms, p_check_in, p_check_out, v_guest, p_hold_id);
  if p_visitor_limits then
    perform public.enforce_booking_limits(v_check.o_email, p_client_ip, v_check.o_nights, p_base.payment_method);
  end if;
  if p_charged is not null and v_check.o_total <> p_charged then
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
    v_reference, p_base.user_id, p_check_in, p_check_out, v_check.o_nights,
    (select sum((r ->> 'guests')::integer) from jsonb_array_elements(v_check.o_quote -> 'rooms') r), v_check.o_total,
    public.clean_text(v_guest ->> 'first_name'), public.clean_text(v_guest ->> 'last_name'), v_check.o_email,
    public.clean_text(v_guest ->> 'phone', 40), coalesce(public.clean_text(v_guest ->> 'address'), ''),
    coalesce(public.clean_text(v_guest ->> 'city'), ''), coalesce(public.clean_text(v_guest ->> 'postal_code', 20), ''),
    coalesce(public.clean_text(v_guest ->> 'country', 60), 'Italia'),
    public.clean_text(v_guest ->> 'special_requests', 2000),
    p_base.payment_method, p_base.payment_status, 'confirmed',
    case when p_base.language = 'en' then 'en' else 'it' end, p_base.card_last_4,
    coalesce((select s.value #>> '{}' from public.settings s where s.key = 'booking_policy_version'), '1'),
    p_base.source, p_base.client_request_id,
    v_check.o_quote, (v_check.o_quote #>> '{tourist_tax,amount}')::numeric
  ) returning * into v_booking;

  -- price_per_night: the room's average night of this stay (the nights themselves are in bookings.quote).
  -- One room taken raises here, and the whole booking (every room) is rolled back.
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
  return v_booking;
end;
$$;

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

  v_base.user_id := v_payment.user_id;
  v_base.payment_method := v_payment.method;
  -- One rule for page and chat: pay at the property stays pending, card and PayPal are processing.
  v_base.payment_status := case when v_payment.method = 'onsite' then 'pending' else 'processing' end;
  v_base.language := p_language;
  v_base.card_last_4 := v_payment.card_last_4;
  v_base.source := case when p_source = 'chat' then 'chat' else 'page' end;
  v_base.client_request_id := v_payment.client_request_id;
  v_booking := public.insert_stay_booking(p_rooms, p_check_in, p_check_out, p_guest, p_hold_id, v_base, true, p_client_ip,
    case when v_payment.purpose = 'charge' then v_payment.amount end);

  update public.payments p set outcome = 'approved', reference = p_reference, booking_id = v_booking.id, request = null
  where p.id = v_payment.id;
  return public.booking_summary(v_booking);
end;
$$;

drop function public.admin_create_booking(jsonb, date, date, jsonb, text, text, text);

/**
 * admin_create_booking: a stay the owner took by phone, e-mail or at the door, of one or several rooms (one
 * booking, one reference, all or nothing). The same quote and inserts as create_booking (insert_stay_booking),
 * paid at the property; visitors' booking limits do not apply. Without p_payment_id: no guarantee, and the
 * caller must be an admin. With p_payment_id: the guarantee card's approved check, passed only by the payments
 * function (service role), which checked that its caller is an admin; the booking keeps the card's last four.
 */
create function public.admin_create_booking(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_source text,
  p_language text default 'it',
  p_payment_id uuid default null
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
  if (p_payment_id is null and not public.has_role(auth.uid(), 'admin'))
    or (p_payment_id is not null and not public.request_is_service_role()) then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if p_source is null or p_source not in ('phone', 'email', 'walk_in') then
    raise exception 'INVALID_SOURCE' using errcode = 'P0001';
  end if;
  if p_payment_id is not null then
    select * into v_payment from public.payments p where p.id = p_payment_id;
    if found then
      perform pg_advisory_xact_lock(hashtextextended('booking:' || v_payment.client_request_id::text, 0));
    end if;
    v_payment := public.lock_pending_payment(p_payment_id, 'booking');
    if v_payment.purpose <> 'guarantee' or v_payment.method <> 'onsite' or v_payment.user_id is not null then
      raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
    end if;
  end if;

  v_base.payment_method := 'onsite';
  v_base.payment_status := 'pending';
  v_base.language := p_language;
  v_base.card_last_4 := v_payment.card_last_4;
  v_base.source := p_source;
  v_base.client_request_id := v_payment.client_request_id;
  v_booking := public.insert_stay_booking(p_rooms, p_check_in, p_check_out, p_guest, null, v_base, false, null, null);

  if p_payment_id is not null then
    update public.payments p set outcome = 'approved', booking_id = v_booking.id, request = null where p.id = v_payment.id;
  end if;
  return public.booking_summary(v_booking) || jsonb_build_object('source', v_booking.source);
end;
$$;

/**
 * admin_save_room_settings(room, settings): what the owner edits per room on /admin/tariffe. settings holds any
 * of max_guests (1-10 places), max_cots and max_extra_beds (0-3), cot_fee and extra_bed_fee (0-999.99 € a night,
 * cents at most); absent keys keep their value. A bad value is refused as INVALID_ROOM_SETTING:<field> (400)
 * before anything is written; an unknown key is refused the same way. Answers the room's settings.
 */
create function public.admin_save_room_settings(p_room_id uuid, p_settings jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text;
  v_value jsonb;
  v_number numeric;
  v_ok boolean;
  v_room public.rooms;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    raise exception 'INVALID_ROOM_SETTING' using errcode = 'P0001';
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_settings) e loop
    v_number := case when jsonb_typeof(v_value) = 'number' then (v_value #>> '{}')::numeric end;
    -- (A CASE inside IF's condition would end at its first THEN: plpgsql reads IF up to one.)
    v_ok := coalesce(case v_key
        when 'max_guests' then v_number between 1 and 10 and v_number = trunc(v_number)
        when 'max_cots' then v_number between 0 and 3 and v_number = trunc(v_number)
        when 'max_extra_beds' then v_number between 0 and 3 and v_number = trunc(v_number)
        when 'cot_fee' then v_number between 0 and 999.99 and v_number = round(v_number, 2)
        when 'extra_bed_fee' then v_number between 0 and 999.99 and v_number = round(v_number, 2)
        else false end, false);
    if not v_ok then
      raise exception 'INVALID_ROOM_SETTING:%', left(v_key, 40) using errcode = 'P0001',
        hint = 'max_guests 1-10; max_cots, max_extra_beds 0-3; cot_fee, extra_bed_fee 0-999.99';
    end if;
  end loop;

  update public.rooms r set
    max_guests = coalesce((p_settings ->> 'max_guests')::integer, r.max_guests),
    max_cots = coalesce((p_settings ->> 'max_cots')::integer, r.max_cots),
    cot_fee = coalesce((p_settings ->> 'cot_fee')::numeric, r.cot_fee),
    max_extra_beds = coalesce((p_settings ->> 'max_extra_beds')::integer, r.max_extra_beds),
    extra_bed_fee = coalesce((p_settings ->> 'extra_bed_fee')::numeric, r.extra_bed_fee)
  where r.id = p_room_id
  returning * into v_room;
  if not found then
    raise exception 'UNKNOWN_ROOM' using errcode = 'P0001';
  end if;
  return jsonb_build_object('id', v_room.id, 'max_guests', v_room.max_guests, 'max_cots', v_room.max_cots,
    'cot_fee', v_room.cot_fee, 'max_extra_beds', v_room.max_extra_beds, 'extra_bed_fee', v_room.extra_bed_fee);
end;
$$;

revoke execute on function public.insert_stay_booking(jsonb, date, date, jsonb, uuid, public.bookings, boolean, text, numeric)
  from public, anon, authenticated, service_role;
revoke execute on function public.admin_create_booking(jsonb, date, date, jsonb, text, text, uuid) from public, anon;
grant execute on function public.admin_create_booking(jsonb, date, date, jsonb, text, text, uuid) to authenticated, service_role;
revoke execute on function public.admin_save_room_settings(uuid, jsonb) from public, anon;
grant execute on function public.admin_save_room_settings(uuid, jsonb) to authenticated, service_role;
