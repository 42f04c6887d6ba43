-- What a room costs a night before dates are chosen: the lowest and highest price quote_stay would give a
-- night between two days (the deciding rule of public.deciding_rate_rule, its weekend uplift, the room's flat
-- price where no rule applies), closed nights left out. get_rooms answers it for the coming year, so the room
-- cards and the assistant say "from … a night" from the owner's seasons, not from the flat fallback price.

/**
 * room_nightly_range(from, to): per room, the lowest and highest nightly price of the nights from `from` to `to`
 * (excluded) that are not closed. The rules and closures can change only at their first night or the night after
 * their last, so the deciding rule is asked once per stretch between those days, not once per night.
 */
create or replace function public.room_nightly_range(p_from date, p_to date)
returns table (room_id uuid, price_from numeric, price_to numeric)
language sql
stable
security definer
set search_path = ''
as $$
  with cuts as (
    select p_from as d
    union
    select b from (
      select greatest(r.first_night, p_from) as b from public.rate_rules r where r.last_night >= p_from and r.first_night < p_to
      union all select r.last_night + 1 from public.rate_rules r where r.last_night + 1 > p_from and r.last_night + 1 < p_to
      union all select greatest(c.first_night, p_from) from public.room_closures c where c.last_night >= p_from and c.first_night < p_to
      union all select c.last_night + 1 from public.room_closures c where c.last_night + 1 > p_from and c.last_night + 1 < p_to
    ) x
  ),
  stretches as materialized (
    select d as first_night, coalesce(lead(d) over (order by d), p_to) as after_last from cuts
  ),
  open_stretches as (
    select ro.id, ro.price_per_night, s.first_night, s.after_last, r.id as rule_id, r.nightly_price, r.weekend_nights,
      r.weekend_uplift
    from public.rooms ro
    cross join stretches s
    cross join lateral public.deciding_rate_rule(ro.id, s.first_night) r
    where not exists (
      select 1 from public.room_closures c
      where (c.room_id = ro.id or c.room_id is null) and daterange(c.first_night, c.last_night, '[]') @> s.first_night
    )
  ),
  nights as (
    select o.id, coalesce(o.nightly_price, o.price_per_night)
      + case when o.rule_id is not null and extract(isodow from g)::smallint = any (o.weekend_nights)
          then o.weekend_uplift else 0 end as price
    from open_stretches o
    cross join lateral generate_series(o.first_night, o.after_last - 1, interval '1 day') g
  )
  select n.id, min(n.price), max(n.price) from nights n group by n.id;
$$;
revoke execute on function public.room_nightly_range(date, date) from public, anon, authenticated;

-- get_rooms: the same rows, with the coming year's range (a room closed all year: its flat price).
drop function public.get_rooms(text);
create function public.get_rooms(lang text default 'it')
returns table (
  id uuid,
  slug text,
  name text,
  type text,
  bed_type text,
  price_per_night numeric,
  price_from numeric,
  price_to numeric,
  max_guests integer,
  image_url text,
  image_urls text[],
  short_description text,
  full_description text,
  sort_order integer,
  max_cots integer,
  cot_fee numeric,
  max_extra_beds integer,
  extra_bed_fee numeric
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.slug, r.name, r.type, r.bed_type, r.price_per_night,
    coalesce(y.price_from, r.price_per_night), coalesce(y.price_to, r.price_per_night),
    r.max_guests, r.image_urls[1], r.image_urls,
    public.pick_lang(lang, r.short_description_it, r.short_description_en),
    public.pick_lang(lang, r.full_description_it, r.full_description_en),
    r.sort_order, r.max_cots, r.cot_fee, r.max_extra_beds, r.extra_bed_fee
  from public.rooms r
  left join public.room_nightly_range(public.rome_today(), public.rome_today() + 365) y on y.room_id = r.id
  order by r.sort_order, r.name;
$$;
revoke execute on function public.get_rooms(text) from public;
grant execute on function public.get_rooms(text) to anon, authenticated;
