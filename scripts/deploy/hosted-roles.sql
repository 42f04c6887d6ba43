-- Run by the superuser (supabase_admin, as on hosted) after the stack's bootstrap.sql: the roles and ownership a
-- hosted project has when `supabase db push` connects, so the migrations run as hosted runs them
-- (/work/shared/hosted-supabase.md). `postgres` is no superuser; the platform's schemas belong to their services.
alter role postgres login password 'postgres' nosuperuser createdb createrole replication bypassrls;
alter database postgres owner to postgres;
grant all on schema extensions to postgres;
alter publication supabase_realtime owner to postgres;

-- auth, storage and realtime belong to their services. postgres may reference auth.users, put triggers and
-- policies on the platform's tables and write their rows; the event trigger below refuses the rest, as hosted
-- Supabase's supautils extension does.
do $$
declare r record;
begin
  for r in select n.nspname, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname in ('auth', 'storage', 'realtime') and c.relkind in ('r', 'p', 'S', 'v') loop
    execute format('alter %s %I.%I owner to %I',
      case r.relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end, r.nspname, r.relname,
      case r.nspname when 'auth' then 'supabase_auth_admin' when 'storage' then 'supabase_storage_admin'
                     else 'supabase_realtime_admin' end);
  end loop;
end $$;
alter schema auth owner to supabase_auth_admin;
alter schema storage owner to supabase_storage_admin;
alter schema realtime owner to supabase_realtime_admin;
grant supabase_auth_admin, supabase_storage_admin, supabase_realtime_admin to postgres;

create schema if not exists hosted_rehearsal;
revoke all on schema hosted_rehearsal from public;

create or replace function hosted_rehearsal.refuse_platform_ddl() returns event_trigger language plpgsql as $$
declare r record;
begin
  if current_user = 'supabase_admin' then return; end if;
  for r in select * from pg_event_trigger_ddl_commands() loop
    if r.schema_name in ('auth', 'storage', 'realtime')
       and r.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER', 'GRANT', 'REVOKE') then
      raise exception 'hosted Supabase refuses "%" on % (the % schema belongs to the platform)',
        r.command_tag, r.object_identity, r.schema_name;
    end if;
  end loop;
end $$;

create or replace function hosted_rehearsal.refuse_platform_drop() returns event_trigger language plpgsql as $$
declare r record;
begin
  if current_user = 'supabase_admin' then return; end if;
  for r in select * from pg_event_trigger_dropped_objects() loop
    if r.schema_name in ('auth', 'storage', 'realtime') and r.object_type not in ('policy', 'trigger') then
      raise exception 'hosted Supabase refuses dropping % % (the % schema belongs to the platform)',
        r.object_type, r.object_identity, r.schema_name;
    end if;
  end loop;
end $$;

drop event trigger if exists hosted_rehearsal_ddl;
create event trigger hosted_rehearsal_ddl on ddl_command_end execute function hosted_rehearsal.refuse_platform_ddl();
drop event trigger if exists hosted_rehearsal_drop;
create event trigger hosted_rehearsal_drop on sql_drop execute function hosted_rehearsal.refuse_platform_drop();
