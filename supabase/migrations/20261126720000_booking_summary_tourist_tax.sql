-- The booking's answer (create_booking, its replays, the desk) also carries the tourist tax the booking stored,
-- so the guest's confirmation shows it as paid at the property, apart from the total the card guarantees.
create or replace function public.booking_summary(b public.bookings)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'nights', b.nights,
    'total_price', b.total_price, 'payment_status', b.payment_status, 'tourist_tax', b.tourist_tax);
$$;

revoke execute on function public.booking_summary(public.bookings) from public, anon, authenticated;
