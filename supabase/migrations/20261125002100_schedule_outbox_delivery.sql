-- Hosted delivery of the outbox: Supabase Cron (pg_cron) calls the outbox-deliver edge function through
-- pg_net every 10 seconds, as in Supabase's "Scheduling Edge Functions" guide. The project URL and the key
-- come from Vault (docs/outbox.md says how to store them), never from this file.
-- Our embedded PostgreSQL has neither extension: there the local stack plays the scheduler and calls the
-- same function (supabase/local/outbox/), so this block only runs where both extensions can be installed.
do $outer$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    -- cron.schedule with an existing name replaces the job, so re-running the migration is harmless.
    execute $sql$
      select cron.schedule(
        'deliver-outbox',
        '10 seconds',
        $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/outbox-deliver',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'outbox_service_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        ) as request_id
        where exists (select 1 from public.outbox where status in ('pending', 'sending') and next_attempt_at <= now());
        $job$
      )
    $sql$;
  end if;
end;
$outer$;
