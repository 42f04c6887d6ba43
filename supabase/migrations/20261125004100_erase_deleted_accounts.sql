-- Erasure of a deleted account. Deleting any customer who had ever ordered failed: orders.user_id is
-- `on delete set null` while a check required is_guest_order = (user_id is null). Now every deletion of an
-- auth user (the delete-account function, the admin API, the dashboard) first runs erase_user_data:
--   kept, for the tax records (Italian law keeps invoices and their records for 10 years): orders with their
--     number, dates, amounts, lines, billing and delivery name and address, marked customer_erased_at;
--     bookings that were stayed or are being stayed, with name, address, dates and amounts;
--   cancelled: stays not yet begun (the rooms are freed; the fee is the cancellation policy's, as if the guest
--     had cancelled that day), then kept like the others;
--   anonymised: e-mail and phone of those orders and bookings, the bookings' special requests;
--   deleted: profile, roles, cart and wishlist (by cascade), newsletter subscriptions, chat leads and contact
--     messages under the account's e-mail. Conversations belong to a browser's chat session, not to the account:
--     the delete-account function deletes the session the caller's browser presents.

alter table public.orders add column if not exists customer_erased_at timestamptz;

-- The old check, whatever name PostgreSQL gave it.
do $$
declare c text;
begin
  for c in
    select conname from pg_constraint
     where conrelid = 'public.orders'::regclass and contype = 'c'
       and pg_get_constraintdef(oid) ilike '%is_guest_order = (user_id IS NULL)%'
  loop
    execute format('alter table public.orders drop constraint %I', c);
  end loop;
end $$;

-- A guest order never has an account; an account order keeps its account until the account is erased.
alter table public.orders add constraint orders_guest_has_no_user check (not is_guest_order or user_id is null);
alter table public.orders add constraint orders_account_or_erased
  check (is_guest_order or user_id is not null or customer_erased_at is not null);

-- Stands in for an erased e-mail: bookings.email is required, and a reserved domain can never receive mail.
create or replace function public.erased_email(p_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'erased-' || p_id::text || '@erased.invalid';
$$;

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
  end if;
end;
$$;

create or replace function public.erase_user_data_on_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.erase_user_data(old.id);
  return old;
end;
$$;

-- Before the row goes, so that the orders are marked erased before the foreign key sets their user_id to null.
create trigger on_auth_user_erase before delete on auth.users
  for each row execute function public.erase_user_data_on_delete();

-- The conversations of one browser chat session (the session id is what gives access to them), with their
-- messages and the leads left in them.
create or replace function public.erase_chat_session(p_session_id text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare n integer;
begin
  delete from public.chatbot_lead_data l
   where l.conversation_id in (select c.id from public.chatbot_conversations c where c.session_id = p_session_id);
  delete from public.chatbot_conversations c where c.session_id = p_session_id;
  get diagnostics n = row_count;
  return n;
end;
$$;

-- Server-only: no API role may erase anybody.
revoke execute on function public.erase_chat_session(text) from public, anon, authenticated;
grant execute on function public.erase_chat_session(text) to service_role;
revoke execute on function public.erase_user_data(uuid) from public, anon, authenticated;
revoke execute on function public.erase_user_data_on_delete() from public, anon, authenticated;
revoke execute on function public.erased_email(uuid) from public, anon, authenticated;
grant execute on function public.erase_user_data(uuid) to service_role;
