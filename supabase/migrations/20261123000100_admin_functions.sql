-- Administration RPCs: an admin cancels a booking by id (policy fee as for the guest), staff resolve a conversation.
-- Both are SECURITY DEFINER with their own role check: the tables stay closed to direct writes.

create or replace function public.admin_cancel_booking(p_booking_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_days integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  select * into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'BOOKING_NOT_FOUND' using errcode = 'P0001';
  end if;
  if v_booking.booking_status <> 'cancelled' then
    -- A stay already begun is charged in full, as the policy's "fewer than 7 days" case.
    v_days := greatest(v_booking.check_in - public.rome_today(), 0);
    update public.bookings b
    set booking_status = 'cancelled', cancelled_at = now(),
        cancellation_fee = public.cancellation_fee(v_booking.total_price, v_days)
    where b.id = v_booking.id
    returning * into v_booking;
    update public.booking_rooms br set cancelled = true where br.booking_id = v_booking.id;
  end if;
  return jsonb_build_object('id', v_booking.id, 'reference', v_booking.reference,
    'cancellation_fee', v_booking.cancellation_fee, 'total_price', v_booking.total_price,
    'booking_status', v_booking.booking_status);
end;
$$;

create or replace function public.resolve_conversation(p_conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.has_role(auth.uid(), 'staff') or public.has_role(auth.uid(), 'admin')) then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  update public.chatbot_conversations c
  set status = 'resolved', ended_at = coalesce(c.ended_at, now())
  where c.id = p_conversation_id;
  if not found then
    raise exception 'CONVERSATION_NOT_FOUND' using errcode = 'P0001';
  end if;
end;
$$;

revoke execute on function public.admin_cancel_booking(uuid) from public, anon;
revoke execute on function public.resolve_conversation(uuid) from public, anon;
grant execute on function public.admin_cancel_booking(uuid) to authenticated, service_role;
grant execute on function public.resolve_conversation(uuid) to authenticated, service_role;
