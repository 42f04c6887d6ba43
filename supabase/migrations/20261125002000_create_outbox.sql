-- Transactional e-mail outbox: the database writes one row per event in the event's own transaction
-- (triggers below), and a deliverer (the outbox-deliver edge function) claims due rows, sends them and
-- reports back. Browsers can neither write nor read it; admins read it and can send a dead letter again.
-- See docs/outbox.md.
create table public.outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'order_confirmation', 'order_shipped', 'booking_confirmation', 'booking_cancellation',
    'welcome', 'newsletter_confirmation', 'contact_message'
  )),
  -- The row the mail is about (order, booking, user, subscription, contact message).
  ref_id uuid not null,
  recipient text not null,
  language text not null default 'it' check (language in ('it', 'en')),
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'dead')),
  attempts integer not null default 0,
  -- When the row is due: for 'pending' the next try, for 'sending' the end of the claim's lease.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- One e-mail per event: a trigger firing twice for the same fact adds nothing.
  unique (kind, ref_id)
);
create index outbox_due_idx on public.outbox (next_attempt_at) where status in ('pending', 'sending');
create index outbox_failed_idx on public.outbox (created_at desc) where status = 'dead' or last_error is not null;
create index outbox_sent_idx on public.outbox (sent_at) where status = 'sent';

-- Every delivery attempt, successful or not.
create table public.outbox_attempts (
  id bigint generated always as identity primary key,
  outbox_id bigint not null references public.outbox (id) on delete cascade,
  attempt integer not null,
  ok boolean not null,
  error text,
  message_id text,
  attempted_at timestamptz not null default now()
);
create index outbox_attempts_outbox_idx on public.outbox_attempts (outbox_id, attempt);

alter table public.outbox enable row level security;
alter table public.outbox_attempts enable row level security;
-- Default privileges grant everything to the API roles; here only admins read, nobody writes.
revoke all on public.outbox, public.outbox_attempts from anon, authenticated;
revoke all on sequence public.outbox_id_seq, public.outbox_attempts_id_seq from anon, authenticated;
grant select on public.outbox, public.outbox_attempts to authenticated;
create policy "outbox readable by admins" on public.outbox for select to authenticated
  using (public.has_role(auth.uid(), 'admin'));
create policy "outbox attempts readable by admins" on public.outbox_attempts for select to authenticated
  using (public.has_role(auth.uid(), 'admin'));

insert into public.settings (key, value) values
  ('outbox_max_attempts', '8'::jsonb),
  ('outbox_retry_base_seconds', '30'::jsonb),
  ('outbox_retry_max_seconds', '3600'::jsonb)
on conflict (key) do nothing;

create or replace function public.outbox_setting(p_key text, p_default integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select (s.value #>> '{}')::integer from public.settings s where s.key = p_key), p_default);
$$;

-- Writes the row for one event; a repeat of the same (kind, ref_id) is ignored.
create or replace function public.outbox_enqueue(
  p_kind text, p_ref_id uuid, p_recipient text, p_language text, p_payload jsonb default '{}'::jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(trim(p_recipient), '') = '' then
    return; -- nobody to write to (e.g. an order without any e-mail address)
  end if;
  insert into public.outbox (kind, ref_id, recipient, language, payload)
  values (p_kind, p_ref_id, lower(trim(p_recipient)), case when p_language = 'en' then 'en' else 'it' end, coalesce(p_payload, '{}'::jsonb))
  on conflict (kind, ref_id) do nothing;
end;
$$;

-- Claims up to p_limit due rows for one deliverer. skip locked lets several deliverers run at once without
-- taking the same row; the lease makes a row claimed by a deliverer that died due again later.
create or replace function public.outbox_claim(p_limit integer default 20, p_lease_seconds integer default 120)
returns setof public.outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max integer := public.outbox_setting('outbox_max_attempts', 8);
begin
  -- A lease that ran out on the last allowed attempt: the deliverer died every time; stop trying.
  with expired as (
    update public.outbox o
       set status = 'dead', last_error = coalesce(o.last_error, 'no report before the lease ran out')
     where o.status = 'sending' and o.next_attempt_at <= now() and o.attempts >= v_max
    returning o.id, o.attempts, o.last_error
  )
  insert into public.outbox_attempts (outbox_id, attempt, ok, error)
  select e.id, e.attempts, false, e.last_error from expired e;

  -- Sent mails hold an address and nothing anyone needs after a while (dead letters stay for the admin).
  delete from public.outbox o where o.status = 'sent' and o.sent_at < now() - interval '30 days';

  return query
  update public.outbox o
     set status = 'sending', attempts = o.attempts + 1,
         next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 10))
   where o.id in (
     select d.id from public.outbox d
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit least(greatest(p_limit, 1), 100)
      for update skip locked
   )
  returning o.*;
end;
$$;

-- The deliverer's report on one claimed row: sent, retried later with exponential backoff, or dead.
create or replace function public.outbox_report(
  p_id bigint, p_ok boolean, p_error text default null, p_message_id text default null, p_permanent boolean default false
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.outbox;
  v_max integer := public.outbox_setting('outbox_max_attempts', 8);
  v_base integer := public.outbox_setting('outbox_retry_base_seconds', 30);
  v_cap integer := public.outbox_setting('outbox_retry_max_seconds', 3600);
  v_error text := left(p_error, 2000);
begin
  select * into v_row from public.outbox o where o.id = p_id for update;
  if not found then
    raise exception 'OUTBOX_NOT_FOUND' using errcode = 'P0002';
  end if;
  insert into public.outbox_attempts (outbox_id, attempt, ok, error, message_id)
  values (p_id, v_row.attempts, p_ok, case when p_ok then null else v_error end, left(p_message_id, 300));
  if p_ok then
    update public.outbox o set status = 'sent', sent_at = now(), message_id = left(p_message_id, 300)
     where o.id = p_id;
    return 'sent';
  elsif p_permanent or v_row.attempts >= v_max then
    update public.outbox o set status = 'dead', last_error = v_error where o.id = p_id;
    return 'dead';
  else
    update public.outbox o
       set status = 'pending', last_error = v_error,
           next_attempt_at = now() + make_interval(secs => least(v_cap, v_base * power(2, greatest(v_row.attempts - 1, 0)))::double precision)
     where o.id = p_id;
    return 'pending';
  end if;
end;
$$;

-- "Send again" from the admin screen: a dead letter (or a failing row) is due now with a fresh budget.
create or replace function public.admin_outbox_resend(p_id bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  update public.outbox o
     set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null
   where o.id = p_id and o.status in ('dead', 'pending');
  if not found then
    raise exception 'NOT_RESENDABLE' using errcode = 'P0001';
  end if;
  return 'pending';
end;
$$;

-- ----- the events ---------------------------------------------------------------------------------------
create or replace function public.outbox_on_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_to text := coalesce(new.shipping_email, new.guest_email, (select u.email from auth.users u where u.id = new.user_id));
begin
  if new.payment_status = 'completed' and (tg_op = 'INSERT' or old.payment_status is distinct from 'completed') then
    perform public.outbox_enqueue('order_confirmation', new.id, v_to, new.language);
  end if;
  if tg_op = 'UPDATE' and new.status = 'shipped' and old.status is distinct from 'shipped' then
    perform public.outbox_enqueue('order_shipped', new.id, v_to, new.language);
  end if;
  return null;
end;
$$;
create trigger orders_outbox after insert or update of payment_status, status on public.orders
  for each row execute function public.outbox_on_order();

create or replace function public.outbox_on_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.booking_status = 'confirmed' then
    perform public.outbox_enqueue('booking_confirmation', new.id, new.email, new.language);
  end if;
  if new.booking_status = 'cancelled' and (tg_op = 'INSERT' or old.booking_status is distinct from 'cancelled') then
    perform public.outbox_enqueue('booking_cancellation', new.id, new.email, new.language);
  end if;
  return null;
end;
$$;
create trigger bookings_outbox after insert or update of booking_status on public.bookings
  for each row execute function public.outbox_on_booking();

create or replace function public.outbox_on_newsletter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'pending' then
    perform public.outbox_enqueue('newsletter_confirmation', new.id, new.email, new.language);
  end if;
  return null;
end;
$$;
create trigger newsletter_outbox after insert on public.newsletter_subscriptions
  for each row execute function public.outbox_on_newsletter();

-- The farm reads its contact mail in Italian; the reply goes to the visitor.
create or replace function public.outbox_on_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.outbox_enqueue(
    'contact_message', new.id,
    coalesce((select s.value #>> '{}' from public.settings s where s.key = 'contact_email'), 'info@localhost'),
    'it', jsonb_build_object('reply_to', new.email)
  );
  return null;
end;
$$;
create trigger contact_messages_outbox after insert on public.contact_messages
  for each row execute function public.outbox_on_contact();

-- Welcome once the address is confirmed (at sign-up locally; after the link on a hosted project).
create or replace function public.outbox_on_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  if new.email_confirmed_at is not null and (tg_op = 'INSERT' or old.email_confirmed_at is null) then
    perform public.outbox_enqueue(
      'welcome', new.id, new.email, coalesce(meta ->> 'language', meta ->> 'lang'),
      jsonb_build_object('first_name', left(coalesce(trim(meta ->> 'first_name'), ''), 80))
    );
  end if;
  return null;
end;
$$;
create trigger on_auth_user_outbox after insert or update of email_confirmed_at on auth.users
  for each row execute function public.outbox_on_user();

revoke execute on function public.outbox_setting(text, integer), public.outbox_enqueue(text, uuid, text, text, jsonb),
  public.outbox_claim(integer, integer), public.outbox_report(bigint, boolean, text, text, boolean),
  public.admin_outbox_resend(bigint), public.outbox_on_order(), public.outbox_on_booking(),
  public.outbox_on_newsletter(), public.outbox_on_contact(), public.outbox_on_user()
  from public, anon, authenticated;
grant execute on function public.outbox_claim(integer, integer), public.outbox_report(bigint, boolean, text, text, boolean)
  to service_role;
grant execute on function public.admin_outbox_resend(bigint) to authenticated;
