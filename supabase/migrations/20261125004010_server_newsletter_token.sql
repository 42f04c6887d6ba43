-- A visitor could insert a subscription with a confirm_token of their choosing and confirm it at once, subscribing
-- a stranger without any e-mail. The token is now always drawn by the server, on insert, and never changes after;
-- only the confirmation e-mail carries it.
create or replace function public.newsletter_server_token()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.confirm_token := gen_random_uuid();
  else
    new.confirm_token := old.confirm_token;
  end if;
  return new;
end;
$$;

create trigger newsletter_server_token before insert or update of confirm_token on public.newsletter_subscriptions
  for each row execute function public.newsletter_server_token();
-- A trigger function: no API role calls it.
revoke execute on function public.newsletter_server_token() from public, anon, authenticated;
