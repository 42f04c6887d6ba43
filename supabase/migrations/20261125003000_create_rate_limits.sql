-- Abuse limits kept in the database, so they hold on the hosted backend too (edge function isolates are
-- recycled and several run at once; memory there forgets). Fixed windows per action and key: the first hit
-- opens a window, hits beyond the rule's maximum wait for its end.

-- The rules: how many hits an action allows per key kind in a window. Changed by the operator in SQL.
create table public.rate_limit_rules (
  action text not null,
  key_kind text not null check (key_kind in ('ip', 'email', 'session')),
  max_hits integer not null check (max_hits > 0),
  window_seconds integer not null check (window_seconds between 1 and 86400),
  primary key (action, key_kind)
);

-- The counters. Keys are stored hashed: an address or an e-mail is personal data the counter does not need.
create table public.rate_limits (
  action text not null,
  key_kind text not null,
  key_hash text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (action, key_kind, key_hash)
);
create index rate_limits_window_start_idx on public.rate_limits (window_start);

-- No API access at all: only the SECURITY DEFINER functions below read and write them.
alter table public.rate_limit_rules enable row level security;
alter table public.rate_limits enable row level security;
revoke all on public.rate_limit_rules, public.rate_limits from anon, authenticated, service_role;

insert into public.rate_limit_rules (action, key_kind, max_hits, window_seconds) values
  -- Booking lookup and cancellation together: a guess and a hit count alike.
  ('booking_lookup', 'ip', 30, 600),
  ('booking_lookup', 'email', 10, 600),
  ('contact', 'ip', 5, 600),
  ('contact', 'email', 3, 600),
  ('newsletter', 'ip', 5, 600),
  ('newsletter', 'email', 3, 600),
  ('chat', 'ip', 120, 60),
  ('chat', 'session', 20, 60),
  ('booking_create', 'ip', 20, 3600),
  ('booking_create', 'email', 5, 3600);

/**
 * Counts one hit of `action` for `key`; returns 0 when allowed, else the whole seconds until the window ends.
 * No rule or an empty key: allowed, not counted.
 */
create or replace function public.rate_limit_count(p_action text, p_key_kind text, p_key text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rule public.rate_limit_rules;
  v_row public.rate_limits;
  v_window interval;
begin
  if coalesce(p_key, '') = '' then
    return 0;
  end if;
  select * into v_rule from public.rate_limit_rules r where r.action = p_action and r.key_kind = p_key_kind;
  if not found then
    return 0;
  end if;
  v_window := make_interval(secs => v_rule.window_seconds);
  insert into public.rate_limits as l (action, key_kind, key_hash, window_start, hits)
  values (p_action, p_key_kind, encode(extensions.digest(lower(p_key), 'sha256'), 'hex'), clock_timestamp(), 1)
  on conflict (action, key_kind, key_hash) do update set
    window_start = case when l.window_start + v_window <= clock_timestamp() then clock_timestamp() else l.window_start end,
    hits = case when l.window_start + v_window <= clock_timestamp() then 1 else l.hits + 1 end
  returning * into v_row;
  -- Now and then, forget windows that ended long ago (cheap: indexed, and rare).
  if random() < 0.01 then
    delete from public.rate_limits l where l.window_start < clock_timestamp() - interval '1 day';
  end if;
  if v_row.hits <= v_rule.max_hits then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (v_row.window_start + v_window - clock_timestamp())))::integer);
end;
$$;

/**
 * One request of `action`: counts it for each key given (an absent key is skipped) and returns the longest
 * wait, 0 when every limit allows it. The edge functions call this with the service role.
 */
create or replace function public.rate_limit_hit(
  p_action text,
  p_ip text default null,
  p_email text default null,
  p_session text default null
)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  select greatest(
    public.rate_limit_count(p_action, 'ip', p_ip),
    public.rate_limit_count(p_action, 'email', trim(p_email)),
    public.rate_limit_count(p_action, 'session', p_session)
  );
$$;

/** Raises PostgREST's 429 (PT429, detail = seconds to wait) when the wait is not 0. */
create or replace function public.raise_if_rate_limited(p_wait integer)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if p_wait > 0 then
    raise sqlstate 'PT429' using message = 'RATE_LIMITED', detail = p_wait::text;
  end if;
end;
$$;

/**
 * The caller's address as the API gateway reports it in PostgREST's request.headers: Cloudflare's
 * cf-connecting-ip when present (hosted: set by Cloudflare, which replaces any value the caller sent), else
 * the LAST X-Forwarded-For entry (the one the platform's proxy appended; earlier entries are whatever the
 * caller wrote and would let anyone dodge a limit). Null outside an API request.
 */
create or replace function public.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(left(trim(coalesce(
    h ->> 'cf-connecting-ip',
    (string_to_array(h ->> 'x-forwarded-for', ','))[cardinality(string_to_array(h ->> 'x-forwarded-for', ','))]
  )), 64), '')
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) x;
$$;

/** True when the API caller is the service role (a server function, which limits its own visitors). */
create or replace function public.request_is_service_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'service_role';
$$;

revoke execute on function public.rate_limit_count(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.rate_limit_hit(text, text, text, text) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, text, text, text) to service_role;
revoke execute on function public.raise_if_rate_limited(integer) from public, anon, authenticated, service_role;
revoke execute on function public.request_client_ip() from public, anon, authenticated, service_role;
revoke execute on function public.request_is_service_role() from public, anon, authenticated, service_role;
