-- Booking lookup and cancellation by reference plus e-mail are limited per client address and per e-mail:
-- without a limit a known e-mail let a script guess references (1,454 guesses a second), and a hit shows the
-- guest's phone, address and requests and allows cancelling. A guess and a hit count alike, and lookup and
-- cancellation share one budget. The address counts only for visitors: a server function calling with the
-- service role (the assistant) has one address for everyone and limits its own visitors; the e-mail always counts.

create or replace function public.booking_lookup_allowed(p_email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.raise_if_rate_limited(public.rate_limit_hit(
    'booking_lookup',
    case when public.request_is_service_role() then null else public.request_client_ip() end,
    lower(trim(p_email))
  ));
end;
$$;

-- Volatile now (it counts), so PostgREST runs it in a read-write transaction.
create or replace function public.find_booking(p_reference text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.booking_lookup_allowed(p_email);
  return (
    select public.booking_result(b)
    from public.bookings b
    where b.reference = upper(trim(p_reference)) and b.email = lower(trim(p_email))
  );
end;
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
  perform public.booking_lookup_allowed(p_email);
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

revoke execute on function public.booking_lookup_allowed(text) from public, anon, authenticated, service_role;
grant execute on function public.find_booking(text, text) to anon, authenticated;
grant execute on function public.cancel_booking(text, text) to anon, authenticated;
