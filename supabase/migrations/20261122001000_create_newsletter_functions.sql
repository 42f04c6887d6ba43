-- Newsletter: double opt-in, one row per e-mail, consents timestamped by the server.
create or replace function public.newsletter_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(trim(new.email));
  if tg_op = 'INSERT' then
    new.privacy_accepted_at := case when new.privacy_accepted then now() end;
    new.marketing_consent_at := case when new.marketing_consent then now() end;
    new.profiling_consent_at := case when new.profiling_consent then now() end;
  end if;
  return new;
end;
$$;
create trigger newsletter_normalise before insert or update on public.newsletter_subscriptions
  for each row execute function public.newsletter_normalise();

create or replace function public.subscribe_newsletter(
  p_email text,
  p_first_name text,
  p_last_name text,
  p_phone text default null,
  p_birth_date date default null,
  p_interest_formaggi boolean default false,
  p_interest_salumi boolean default false,
  p_interest_offerte boolean default false,
  p_privacy_accepted boolean default false,
  p_marketing_consent boolean default false,
  p_profiling_consent boolean default false,
  p_language text default 'it'
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
  v_existing public.newsletter_subscriptions;
begin
  if not public.is_valid_email(v_email) then
    raise exception 'INVALID_EMAIL' using errcode = 'P0001';
  end if;
  if length(coalesce(trim(p_first_name), '')) < 2 or length(coalesce(trim(p_last_name), '')) < 2 then
    raise exception 'INVALID_NAME' using errcode = 'P0001';
  end if;
  if not coalesce(p_privacy_accepted, false) or not coalesce(p_marketing_consent, false) then
    raise exception 'CONSENT_REQUIRED' using errcode = 'P0001';
  end if;

  select * into v_existing from public.newsletter_subscriptions n where n.email = v_email for update;
  if found and v_existing.status <> 'unsubscribed' then
    return 'already_subscribed';
  end if;
  if found then
    -- Coming back after unsubscribing: a fresh double opt-in with fresh consents.
    delete from public.newsletter_subscriptions n where n.id = v_existing.id;
  end if;
  insert into public.newsletter_subscriptions (
    email, first_name, last_name, phone, birth_date, interest_formaggi, interest_salumi, interest_offerte,
    privacy_accepted, marketing_consent, profiling_consent, language
  ) values (
    v_email, public.clean_text(p_first_name, 100), public.clean_text(p_last_name, 100), public.clean_text(p_phone, 40),
    p_birth_date, coalesce(p_interest_formaggi, false), coalesce(p_interest_salumi, false),
    coalesce(p_interest_offerte, false), true, true, coalesce(p_profiling_consent, false),
    case when p_language = 'en' then 'en' else 'it' end
  )
  on conflict (email) do nothing;
  if not found then
    return 'already_subscribed';
  end if;
  return 'pending';
end;
$$;

create or replace function public.confirm_newsletter(p_token uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.newsletter_subscriptions n
  set status = 'confirmed', confirmed_at = coalesce(n.confirmed_at, now())
  where n.confirm_token = p_token and n.status in ('pending', 'confirmed');
  return found;
end;
$$;
