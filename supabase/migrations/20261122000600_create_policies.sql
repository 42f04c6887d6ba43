-- Row-level security. Table privileges are granted explicitly (hosted projects stop granting them by
-- default), so a missing grant and a missing policy both deny.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to service_role;

-- The chat session id the client module sends as header x-chat-session (PostgREST exposes headers
-- as the request.headers setting).
create or replace function public.chat_session_id()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(nullif(current_setting('request.headers', true), '')::json ->> 'x-chat-session', '');
$$;

alter table public.categories enable row level security;
alter table public.products enable row level security;
alter table public.rooms enable row level security;
alter table public.settings enable row level security;
alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.cart_items enable row level security;
alter table public.wishlist_items enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.bookings enable row level security;
alter table public.booking_rooms enable row level security;
alter table public.chatbot_conversations enable row level security;
alter table public.chatbot_messages enable row level security;
alter table public.chatbot_lead_data enable row level security;
alter table public.newsletter_subscriptions enable row level security;
alter table public.contact_messages enable row level security;

-- Catalogue, rooms, settings: public read, admin write.
grant select on public.categories, public.products, public.rooms, public.settings to anon, authenticated;
grant insert, update, delete on public.categories, public.products, public.rooms, public.settings to authenticated;

create policy "categories readable by all" on public.categories for select to anon, authenticated using (true);
create policy "categories written by admins" on public.categories for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "active products readable by all" on public.products for select to anon, authenticated
  using (status = 'active' or (select public.has_role((select auth.uid()), 'admin')));
create policy "products inserted by admins" on public.products for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "products updated by admins" on public.products for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "products deleted by admins" on public.products for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "rooms readable by all" on public.rooms for select to anon, authenticated using (true);
create policy "rooms written by admins" on public.rooms for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "settings readable by all" on public.settings for select to anon, authenticated using (true);
create policy "settings written by admins" on public.settings for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

-- Profiles: own row; admins read all. Rows are created only by the sign-up trigger.
grant select on public.profiles to authenticated;
grant update (first_name, last_name, data_processing_consent, newsletter_consent) on public.profiles to authenticated;
create policy "profiles readable by owner and admins" on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
create policy "profiles updated by owner" on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Roles: a user sees their own; only admins grant or revoke.
grant select, insert, update, delete on public.user_roles to authenticated;
create policy "roles readable by owner and admins" on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
create policy "roles granted by admins" on public.user_roles for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "roles changed by admins" on public.user_roles for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "roles revoked by admins" on public.user_roles for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Cart and wishlist: the owner only.
grant select, insert, update, delete on public.cart_items to authenticated;
create policy "cart owned by user" on public.cart_items for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

grant select, insert, delete on public.wishlist_items to authenticated;
create policy "wishlist owned by user" on public.wishlist_items for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Orders: written only by place_order and admin_update_order_status (stock follows status); owners and admins read.
grant select on public.orders, public.order_items to authenticated;
create policy "orders readable by owner and admins" on public.orders for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
create policy "order items readable by order owner and admins" on public.order_items for select to authenticated
  using (
    exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
    or (select public.has_role((select auth.uid()), 'admin'))
  );

-- Bookings: written only by create_booking / cancel_booking; owners and admins read.
grant select on public.bookings, public.booking_rooms to authenticated;
create policy "bookings readable by owner and admins" on public.bookings for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
create policy "booking rooms readable by booking owner and admins" on public.booking_rooms for select to authenticated
  using (
    exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid()))
    or (select public.has_role((select auth.uid()), 'admin'))
  );

-- Chat: the visitor's browser session (header) or staff and admins.
grant select, insert, update on public.chatbot_conversations to anon, authenticated;
grant select, insert on public.chatbot_messages to anon, authenticated;
grant insert on public.chatbot_lead_data to anon, authenticated;
grant select on public.chatbot_lead_data to authenticated;

create policy "conversations readable by session and staff" on public.chatbot_conversations for select to anon, authenticated
  using (
    session_id = (select public.chat_session_id())
    or (select public.has_role((select auth.uid()), 'staff'))
    or (select public.has_role((select auth.uid()), 'admin'))
  );
create policy "conversations started by session" on public.chatbot_conversations for insert to anon, authenticated
  with check (session_id = (select public.chat_session_id()));
create policy "conversations updated by session" on public.chatbot_conversations for update to anon, authenticated
  using (session_id = (select public.chat_session_id()))
  with check (session_id = (select public.chat_session_id()));

create policy "messages readable by session and staff" on public.chatbot_messages for select to anon, authenticated
  using (
    exists (
      select 1 from public.chatbot_conversations c
      where c.id = conversation_id and c.session_id = (select public.chat_session_id())
    )
    or (select public.has_role((select auth.uid()), 'staff'))
    or (select public.has_role((select auth.uid()), 'admin'))
  );
create policy "messages written by session" on public.chatbot_messages for insert to anon, authenticated
  with check (
    exists (
      select 1 from public.chatbot_conversations c
      where c.id = conversation_id and c.session_id = (select public.chat_session_id())
    )
  );

create policy "leads left by visitors" on public.chatbot_lead_data for insert to anon, authenticated
  with check (
    conversation_id is null
    or exists (
      select 1 from public.chatbot_conversations c
      where c.id = conversation_id and c.session_id = (select public.chat_session_id())
    )
  );
create policy "leads readable by staff" on public.chatbot_lead_data for select to authenticated
  using (
    (select public.has_role((select auth.uid()), 'staff'))
    or (select public.has_role((select auth.uid()), 'admin'))
  );

-- Newsletter and contact form: visitors insert, admins read.
grant insert on public.newsletter_subscriptions, public.contact_messages to anon, authenticated;
grant select, update, delete on public.newsletter_subscriptions to authenticated;
grant select, delete on public.contact_messages to authenticated;

create policy "subscriptions left by visitors" on public.newsletter_subscriptions for insert to anon, authenticated
  with check (status = 'pending' and confirmed_at is null and privacy_accepted and marketing_consent);
create policy "subscriptions readable by admins" on public.newsletter_subscriptions for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "subscriptions managed by admins" on public.newsletter_subscriptions for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "subscriptions deleted by admins" on public.newsletter_subscriptions for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "contact messages left by visitors" on public.contact_messages for insert to anon, authenticated
  with check (true);
create policy "contact messages readable by admins" on public.contact_messages for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "contact messages deleted by admins" on public.contact_messages for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
