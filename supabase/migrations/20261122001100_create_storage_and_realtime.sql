-- Product images bucket (public read, admin write) and the tables dashboards watch live.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "product images readable by all" on storage.objects for select to anon, authenticated
  using (bucket_id = 'product-images');
create policy "product images uploaded by admins" on storage.objects for insert to authenticated
  with check (bucket_id = 'product-images' and (select public.has_role((select auth.uid()), 'admin')));
create policy "product images replaced by admins" on storage.objects for update to authenticated
  using (bucket_id = 'product-images' and (select public.has_role((select auth.uid()), 'admin')))
  with check (bucket_id = 'product-images' and (select public.has_role((select auth.uid()), 'admin')));
create policy "product images deleted by admins" on storage.objects for delete to authenticated
  using (bucket_id = 'product-images' and (select public.has_role((select auth.uid()), 'admin')));

do $$
declare
  t text;
begin
  foreach t in array array['orders', 'profiles', 'products', 'newsletter_subscriptions', 'bookings',
    'chatbot_conversations', 'chatbot_messages', 'chatbot_lead_data']
  loop
    if not exists (
      select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end;
$$;
-- Full old rows so that update and delete events carry what changed.
alter table public.orders replica identity full;
alter table public.products replica identity full;
alter table public.chatbot_conversations replica identity full;
