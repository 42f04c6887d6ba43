-- What create_booking asks before it inserts (it calls enforce_booking_limits, see 20261125000100): a stay no
-- longer than the admin's maximum, no more unpaid stays per e-mail than the admin allows (one script booked all
-- five rooms for 60 nights, six times over, to pay at the property), and not too many bookings too quickly
-- from one address or e-mail.

insert into public.settings (key, value) values
  ('max_stay_nights', '30'::jsonb),
  ('max_unpaid_stays_per_email', '2'::jsonb)
on conflict (key) do nothing;

-- The admin edits these two on the admin's settings screen: whole numbers in a sane range, so a typo cannot
-- turn every booking into an error.
-- CASE, not OR/AND: SQL does not promise to stop early, and other keys hold text.
alter table public.settings add constraint settings_booking_limits_valid check (
  case
    when key not in ('max_stay_nights', 'max_unpaid_stays_per_email') then true
    when jsonb_typeof(value) <> 'number' then false
    else (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
      and (value #>> '{}')::numeric between (case when key = 'max_stay_nights' then 1 else 0 end) and 365
  end
);

create or replace function public.booking_limit_setting(p_key text, p_default integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select (s.value #>> '{}')::integer from public.settings s where s.key = p_key), p_default);
$$;

/**
 * Refuses a booking beyond the limits: P0001 `STAY_TOO_LONG:<max nights>`, P0001
 * `TOO_MANY_UNPAID_STAYS:<max>` (unpaid = pay at the property, not cancelled, not yet over), PT429
 * `RATE_LIMITED` (detail: seconds to wait). p_client_ip is the address the calling server function saw.
 */
create or replace function public.enforce_booking_limits(
  p_email text,
  p_client_ip text,
  p_nights integer,
  p_payment_method text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
  v_max_nights integer := public.booking_limit_setting('max_stay_nights', 30);
  v_max_unpaid integer;
  v_unpaid integer;
begin
  if p_nights > v_max_nights then
    raise exception 'STAY_TOO_LONG:%', v_max_nights using errcode = 'P0001';
  end if;
  if p_payment_method = 'onsite' then
    v_max_unpaid := public.booking_limit_setting('max_unpaid_stays_per_email', 2);
    -- Two bookings for one e-mail at once must not both see the count before the other's insert.
    perform pg_advisory_xact_lock(hashtextextended('unpaid-stays:' || coalesce(v_email, ''), 0));
    select count(*) into v_unpaid
    from public.bookings b
    where b.email = v_email and b.payment_method = 'onsite' and b.booking_status <> 'cancelled'
      and b.check_out >= public.rome_today();
    if v_unpaid >= v_max_unpaid then
      raise exception 'TOO_MANY_UNPAID_STAYS:%', v_max_unpaid using errcode = 'P0001';
    end if;
  end if;
  perform public.raise_if_rate_limited(public.rate_limit_hit('booking_create', p_client_ip, v_email));
end;
$$;

revoke execute on function public.booking_limit_setting(text, integer) from public, anon, authenticated, service_role;
revoke execute on function public.enforce_booking_limits(text, text, integer, text) from public, anon, authenticated;
grant execute on function public.enforce_booking_limits(text, text, integer, text) to service_role;
