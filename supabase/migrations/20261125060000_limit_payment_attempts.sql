-- Card testing: without a limit one script could try card after card through the payments function, each try
-- an authorisation at the provider (fees, and a shop that helps fraudsters check stolen cards gets flagged).
-- Every attempt the function would send to the provider counts, approved or declined, before the provider is
-- asked. A real customer needs a few attempts (a declined card, another card, an order and a stay); a tester
-- needs hundreds. Changed by the operator in SQL, like the other rules (docs/limits.md).
insert into public.rate_limit_rules (action, key_kind, max_hits, window_seconds) values
  ('payment', 'ip', 10, 3600),
  ('payment', 'email', 5, 3600)
on conflict (action, key_kind) do nothing;
