-- Change capture for the local realtime server: a row trigger on every table of publication
-- supabase_realtime sends the change with pg_notify. NOTIFY payloads must stay under 8000 bytes, so a
-- larger change is parked in realtime.local_change_overflow and only its id is sent.
create table if not exists realtime.local_change_overflow (
  id bigserial primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
revoke all on realtime.local_change_overflow from anon, authenticated;

create or replace function realtime.local_notify_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  body jsonb;
  msg text;
  parked bigint;
begin
  body := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end);
  msg := body::text;
  if octet_length(msg) > 7900 then
    insert into realtime.local_change_overflow (payload) values (body) returning id into parked;
    msg := jsonb_build_object('overflow', parked)::text;
  end if;
  perform pg_notify('supabase_local_realtime', msg);
  return null;
end $$;

-- Adds the trigger to tables in the publication and removes it from tables that left it.
create or replace function realtime.local_sync_capture() returns void
language plpgsql security definer set search_path = '' as $$
declare r record;
begin
  for r in
    select c.oid::regclass as rel from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_publication_tables p on p.schemaname = n.nspname and p.tablename = c.relname
     where p.pubname = 'supabase_realtime' and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'supabase_local_realtime')
  loop
    execute format('create trigger supabase_local_realtime after insert or update or delete on %s
                    for each row execute function realtime.local_notify_change()', r.rel);
  end loop;
  for r in
    select t.tgrelid::regclass as rel from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'supabase_local_realtime'
       and not exists (select 1 from pg_publication_tables p
                        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger supabase_local_realtime on %s', r.rel);
  end loop;
end $$;

-- So that `alter publication supabase_realtime add table …` from any session takes effect at once.
create or replace function realtime.local_sync_capture_on_ddl() returns event_trigger
language plpgsql as $$
begin
  perform realtime.local_sync_capture();
end $$;

do $$ begin
  if not exists (select 1 from pg_event_trigger where evtname = 'supabase_local_realtime_sync') then
    create event trigger supabase_local_realtime_sync on ddl_command_end
      when tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION')
      execute function realtime.local_sync_capture_on_ddl();
  end if;
end $$;

select realtime.local_sync_capture();

-- Policies, privileges and table definitions are cached by the server (tables.ts); any change to them
-- tells it to forget, on the same channel, so that later changes are judged by the new rules.
create or replace function realtime.local_invalidate_on_ddl() returns event_trigger
language plpgsql as $$
begin
  perform pg_notify('supabase_local_realtime', '{"invalidate":true}');
end $$;
-- Only the event trigger calls it; nobody needs to execute it by hand.
revoke all on function realtime.local_invalidate_on_ddl() from public;

do $$ begin
  if not exists (select 1 from pg_event_trigger where evtname = 'supabase_local_realtime_invalidate') then
    create event trigger supabase_local_realtime_invalidate on ddl_command_end
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'GRANT', 'REVOKE', 'CREATE TABLE', 'ALTER TABLE', 'DROP TABLE')
      execute function realtime.local_invalidate_on_ddl();
  end if;
end $$;
