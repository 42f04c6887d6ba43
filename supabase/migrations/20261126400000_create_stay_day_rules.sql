-- What the booking page's calendar may offer: for each chosen room and day, the minimum stay of an arrival on
-- that day and whether the day is closed to arrival or to departure. The deciding rule is quote_stay's own
-- (deciding_rate_rule: the arrival night's rule for the minimum and arrivals, the departure day's rule, as a
-- night, for departures), so the calendar and the quote cannot disagree. Only days with a restriction are
-- answered; quote_stay still decides every stay.
create or replace function public.stay_day_rules(p_room_ids uuid[], p_from date, p_to date)
returns table (room_id uuid, day date, min_stay integer, closed_to_arrival boolean, closed_to_departure boolean, rule text, rule_en text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, d.day, coalesce(x.min_stay[extract(isodow from d.day)::integer], 1)::integer,
         extract(isodow from d.day)::smallint = any (coalesce(x.closed_to_arrival, '{}')),
         extract(isodow from d.day)::smallint = any (coalesce(x.closed_to_departure, '{}')),
         x.name, x.name_en
  from public.rooms r
  cross join lateral (
    select g::date as day
    from generate_series(p_from, least(p_to, p_from + 400), interval '1 day') g
  ) d
  cross join lateral public.deciding_rate_rule(r.id, d.day) x
  where r.id = any (p_room_ids[1:10])
    and x.id is not null
    and (coalesce(x.min_stay[extract(isodow from d.day)::integer], 1) > 1
         or extract(isodow from d.day)::smallint = any (coalesce(x.closed_to_arrival, '{}'))
         or extract(isodow from d.day)::smallint = any (coalesce(x.closed_to_departure, '{}')))
  order by r.id, d.day;
$$;

revoke execute on function public.stay_day_rules(uuid[], date, date) from public;
grant execute on function public.stay_day_rules(uuid[], date, date) to anon, authenticated, service_role;
