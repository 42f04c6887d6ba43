-- Erasure also forgets the outbox rows addressed to the erased account (the outbox came after the erasure).
create or replace function public.erase_user_data(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := (select lower(u.email) from auth.users u where u.id = p_user_id);
  v_today date := public.rome_today();
begin
  update public.orders o
     set customer_erased_at = now(), shipping_email = null, shipping_phone = null
   where o.user_id = p_user_id;

  -- Stays not yet begun are cancelled first (freeing the rooms), under the same policy as a guest's cancellation.
  update public.booking_rooms br set cancelled = true
    from public.bookings b
   where br.booking_id = b.id and b.user_id = p_user_id and b.booking_status = 'confirmed' and b.check_in >= v_today;
  update public.bookings b
     set booking_status = 'cancelled', cancelled_at = now(),
         cancellation_fee = public.cancellation_fee(b.total_price, b.check_in - v_today)
   where b.user_id = p_user_id and b.booking_status = 'confirmed' and b.check_in >= v_today;
  update public.bookings b
     set email = public.erased_email(b.id), phone = null, special_requests = null
   where b.user_id = p_user_id;

  if v_email is not null then
    delete from public.newsletter_subscriptions n where n.email = v_email;
    delete from public.chatbot_lead_data l where lower(l.email) = v_email;
    delete from public.contact_messages m where lower(m.email) = v_email;
    -- E-mails queued or sent to the address go too (their rows hold it); the cancellations this erasure just
    -- queued stay, so the guest learns that their stay was cancelled.
    delete from public.outbox o where o.recipient = v_email and o.kind <> 'booking_cancellation';
  end if;
end;
$$;
