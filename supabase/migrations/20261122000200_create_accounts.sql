-- Accounts: a profile per auth user (made by a trigger on sign-up) and staff/admin roles.
create type public.app_role as enum ('admin', 'staff');

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text,
  last_name text,
  data_processing_consent boolean not null default false,
  data_processing_consent_at timestamptz,
  newsletter_consent boolean not null default false,
  newsletter_consent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

-- Definer so that policies can call it without recursing into user_roles' own policies.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  );
$$;

-- Metadata values arrive as JSON booleans or strings; never let a odd value fail the sign-up.
create or replace function public.meta_flag(meta jsonb, key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select lower(coalesce(meta ->> key, '')) in ('true', 't', '1', 'yes', 'on');
$$;

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  dp boolean := public.meta_flag(meta, 'data_processing_consent');
  nl boolean := public.meta_flag(meta, 'newsletter_consent');
begin
  insert into public.profiles (
    id, email, first_name, last_name,
    data_processing_consent, data_processing_consent_at, newsletter_consent, newsletter_consent_at
  ) values (
    new.id, new.email, nullif(trim(meta ->> 'first_name'), ''), nullif(trim(meta ->> 'last_name'), ''),
    dp, case when dp then now() end, nl, case when nl then now() end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- A consent's timestamp is the server's moment of the change, whatever the client sends.
create or replace function public.profiles_consent_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.data_processing_consent is distinct from old.data_processing_consent then
    new.data_processing_consent_at := case when new.data_processing_consent then now() end;
  else
    new.data_processing_consent_at := old.data_processing_consent_at;
  end if;
  if new.newsletter_consent is distinct from old.newsletter_consent then
    new.newsletter_consent_at := case when new.newsletter_consent then now() end;
  else
    new.newsletter_consent_at := old.newsletter_consent_at;
  end if;
  return new;
end;
$$;
create trigger profiles_consent_timestamps before update on public.profiles
  for each row execute function public.profiles_consent_timestamps();
