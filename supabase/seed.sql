-- Demo-only data for the local stack: accounts with public passwords (listed in the README). The farm's own
-- catalogue, rooms and settings come from supabase/data/farm.json (`npm run data:import`), which the local
-- stack loads first. This file refuses to run anywhere else: only the local stack sets tenuta.local_demo, and
-- only the local stack connects as a superuser (a hosted project's postgres role is none).
do $$
begin
  if current_setting('tenuta.local_demo', true) is distinct from 'on'
     or not (select rolsuper from pg_roles where rolname = current_user) then
    raise exception 'supabase/seed.sql holds demo accounts with public passwords and is for the local stack only';
  end if;
end $$;

-- Demo accounts (local only; credentials in the README). The sign-up trigger makes their profiles.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'admin@tenuta.local', extensions.crypt('admin123!', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}'::jsonb, '{"first_name": "Giovanna", "last_name": "Deiana", "data_processing_consent": true, "newsletter_consent": false}'::jsonb, now(), now(), '', '', '', '');
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', '{"sub": "a0000000-0000-4000-8000-000000000001", "email": "admin@tenuta.local", "email_verified": true}'::jsonb, 'email', now(), now(), now());
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'staff@tenuta.local', extensions.crypt('staff123!', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}'::jsonb, '{"first_name": "Salvatore", "last_name": "Pinna", "data_processing_consent": true, "newsletter_consent": false}'::jsonb, now(), now(), '', '', '', '');
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values ('a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', '{"sub": "a0000000-0000-4000-8000-000000000002", "email": "staff@tenuta.local", "email_verified": true}'::jsonb, 'email', now(), now(), now());
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'staff');
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'cliente@tenuta.local', extensions.crypt('cliente123!', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}'::jsonb, '{"first_name": "Maria", "last_name": "Rossi", "data_processing_consent": true, "newsletter_consent": false}'::jsonb, now(), now(), '', '', '', '');
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values ('a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', '{"sub": "a0000000-0000-4000-8000-000000000003", "email": "cliente@tenuta.local", "email_verified": true}'::jsonb, 'email', now(), now(), now());


-- The demo accounts above wrote welcome e-mails to the outbox; nobody should mail demo addresses.
delete from public.outbox;
