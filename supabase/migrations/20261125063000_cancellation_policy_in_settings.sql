-- The cancellation policy's figures, once: the fee charged on cancellation, the policy page, the booking
-- lookup's preview, the assistant and the booking e-mails all read this setting instead of restating it.
-- d = whole days from today (Europe/Rome) to check-in:
--   d > free_over_days: free; partial_from_days <= d <= free_over_days: partial_percent of the total;
--   d < partial_from_days (or a no-show): the whole total.
insert into public.settings (key, value) values
  ('cancellation_policy', '{"free_over_days": 15, "partial_from_days": 7, "partial_percent": 50}'::jsonb)
on conflict (key) do nothing;

-- Whole numbers in order, so an edit cannot make every cancellation fail or charge more than the total.
-- CASE, not OR/AND: SQL does not promise to stop early, and other keys hold other shapes.
alter table public.settings add constraint settings_cancellation_policy_valid check (
  case
    when key <> 'cancellation_policy' then true
    when jsonb_typeof(value) <> 'object' then false
    when coalesce(jsonb_typeof(value -> 'free_over_days'), '') <> 'number'
      or coalesce(jsonb_typeof(value -> 'partial_from_days'), '') <> 'number'
      or coalesce(jsonb_typeof(value -> 'partial_percent'), '') <> 'number' then false
    else (value ->> 'free_over_days')::numeric % 1 = 0
      and (value ->> 'partial_from_days')::numeric % 1 = 0
      and (value ->> 'partial_percent')::numeric % 1 = 0
      and (value ->> 'partial_from_days')::numeric between 0 and (value ->> 'free_over_days')::numeric
      and (value ->> 'free_over_days')::numeric <= 365
      and (value ->> 'partial_percent')::numeric between 0 and 100
  end
);

-- The share of the total charged when a guest cancels p_days_before days ahead (negative: the stay started).
create or replace function public.cancellation_fee_percent(p_days_before integer)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_policy jsonb;
begin
  select s.value into v_policy from public.settings s where s.key = 'cancellation_policy';
  if v_policy is null then
    raise exception 'CANCELLATION_POLICY_MISSING' using errcode = 'P0001';
  end if;
  return case
    when p_days_before > (v_policy ->> 'free_over_days')::integer then 0
    when p_days_before >= (v_policy ->> 'partial_from_days')::integer then (v_policy ->> 'partial_percent')::integer
    else 100
  end;
end;
$$;

-- Same signature as before (cancel_booking, admin_cancel_booking and the erasure call it); now read from the
-- setting, hence stable instead of immutable. Security definer so every API role may still call it without
-- being granted the helper: it computes a figure and reads only the public setting.
create or replace function public.cancellation_fee(p_total numeric, p_days_before integer)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select round(p_total * public.cancellation_fee_percent(p_days_before) / 100, 2);
$$;

-- What cancelling a booking today would cost: the preview the lookup page and the assistant show.
create or replace function public.cancellation_terms(p_total numeric, p_check_in date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'days_before', d,
    'fee_percent', public.cancellation_fee_percent(d),
    'fee', public.cancellation_fee(p_total, d)
  )
  from (select p_check_in - public.rome_today() as d) x;
$$;

-- Helpers of the security-definer functions above and of the lookup: no API role calls them directly.
revoke execute on function public.cancellation_fee_percent(integer) from public, anon, authenticated;
revoke execute on function public.cancellation_terms(numeric, date) from public, anon, authenticated;
grant execute on function public.cancellation_fee_percent(integer) to service_role;
grant execute on function public.cancellation_terms(numeric, date) to service_role;

-- A found booking carries its cancellation preview (`cancellation_now`), computed here rather than in the browser.
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
    ), '[]'::jsonb),
    'cancellation_now', public.cancellation_terms(b.total_price, b.check_in)
  );
$$;
