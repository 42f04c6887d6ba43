-- A booking in two database calls instead of four (issue 22, booking latency), and an unknown room named as a field.
-- 1. begin_booking: what the payments function did before asking the provider, as three calls and three
--    transactions (quote_booking, the card-testing count rate_limit_hit('payment', …), start_payment), now one
--    call and one transaction calling the same three functions: the same rules, refusals and limits. The
--    provider's answer must come between the attempt and the booking, and no transaction may stay open across a
--    call to the provider (it would hold the request's lock and the rate-limit rows for the provider's whole
--    answer time, under the role's statement timeout on hosted Supabase), so create_booking stays the one call
--    after it: two round trips in all.
-- 2. booking_check: a room id that names no room is refused as UNKNOWN_ROOM:rooms[<i>].room_id (P0001, 400; the
--    quote in the detail as for every stay refusal), naming the request's field, where it was INVALID_ROOMS.
--    Every caller of booking_check (quote_booking, create_booking, admin_create_booking, begin_booking) gets it.

create or replace function public.booking_check(
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
  -- quote_stay stops at the first unknown room: its position in the request names the field.
  if o_quote ->> 'reason' = 'UNKNOWN_ROOM' then
    raise exception 'UNKNOWN_ROOM:rooms[%].room_id', coalesce((
      select e.i - 1 from jsonb_array_elements(p_rooms) with ordinality e(v, i)
      where e.v ->> 'room_id' = o_quote ->> 'room_id' order by e.i limit 1), 0)
      using errcode = 'P0001', detail = o_quote::text;
  end if;
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

/**
 * begin_booking: a guest's booking (and a desk booking with a guarantee card) up to the provider: the three calls
 * it replaces, in their order, in one transaction:
 *   quote_booking: the request already booked → {done: <booking>} (a double submit finds its booking, not a taken
 *   room); the visitor's hold still alive (HOLD_EXPIRED), the stay and the guest (booking_check's refusals, raised);
 *   the card-testing count per address and e-mail → {rate_limited: <seconds>} when spent (the hit is kept, no
 *   attempt is opened, the provider never hears of the card);
 *   start_payment: an attempt of this request still pending → {in_progress: true} (answered 409
 *   PAYMENT_IN_PROGRESS by the function; returned rather than raised so that the hit is kept, as it was when the
 *   count was its own call), else the attempt opened → {payment_id, amount}: the quoted total for card and PayPal
 *   (purpose charge), 0 for pay at the property (purpose guarantee). p_request: what a PayPal attempt keeps for
 *   paypal-return.
 * Only the service role (the payments function) may call it.
 */
create function public.begin_booking(
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
begin
  if p_client_request_id is null then
    raise exception 'INVALID_REQUEST_ID' using errcode = 'P0001';
  end if;
  if p_method is null or p_method not in ('card', 'paypal', 'onsite') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;
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

  v_amount := case when p_method = 'onsite' then 0 else (v_quote ->> 'total_price')::numeric end;
  begin
    v_start := public.start_payment('booking', p_client_request_id, p_user_id, p_method,
      case when p_method = 'onsite' then 'guarantee' else 'charge' end, p_provider, v_amount, p_card_last_4, p_request);
  exception when raise_exception then
    if sqlerrm <> 'PAYMENT_IN_PROGRESS' then
      raise;
    end if;
    return jsonb_build_object('in_progress', true);
  end;
  return v_start || jsonb_build_object('amount', v_amount);
end;
$$;

revoke execute on function public.begin_booking(uuid, uuid, jsonb, date, date, jsonb, uuid, text, text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.begin_booking(uuid, uuid, jsonb, date, date, jsonb, uuid, text, text, text, text, jsonb)
  to service_role;
