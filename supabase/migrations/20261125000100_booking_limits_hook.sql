-- The one place create_booking asks whether this guest may book now (stay length, unpaid stays, how often).
-- Defined here as a no-op so the payment work and the limits work can each build on it; the limits
-- migration replaces its body. Raises with a PostgREST status code (PTxxx) when a limit refuses.
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
begin
  return;
end;
$$;

revoke execute on function public.enforce_booking_limits(text, text, integer, text) from public, anon, authenticated;
grant execute on function public.enforce_booking_limits(text, text, integer, text) to service_role;
