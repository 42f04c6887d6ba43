-- The one quote of a stay: the booking page, the chat, holds and the payments function all ask this, and
-- create_booking recomputes it itself. See docs/rates.md for the result's shape and the reasons.

-- The rule that decides one night of one room (null: none, the room's base price decides). The order is the
-- priority documented on public.rate_rules.
create or replace function public.deciding_rate_rule(p_room_id uuid, p_night date)
returns public.rate_rules
language sql
stable
security definer
set search_path = ''
as $$
  select r.* from public.rate_rules r
  where (r.room_id = p_room_id or r.room_id is null)
    and daterange(r.first_night, r.last_night, '[]') @> p_night
  order by r.priority desc, (r.room_id is not null) desc, (r.last_night - r.first_night), r.created_at desc, r.id
  limit 1;
$$;

create or replace function public.tourist_tax_setting()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value from public.settings s where s.key = 'tourist_tax'),
    '{"enabled": false, "per_person_night": 0, "exempt_under_age": 14, "max_nights": 7}'::jsonb);
$$;

-- A refusal: the (first) problem's fields at the top, and the list of problems.
create or replace function public.stay_refusal(p_problem jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select p_problem || jsonb_build_object('ok', false, 'problems', jsonb_build_array(p_problem));
$$;

/**
 * quote_stay(rooms, check_in, check_out, hold_id): rooms is a JSON array of
 * {room_id, guests, child_ages?: [age, …]} (guests counts everyone; child_ages lists the children among them,
 * for the tourist tax's exemption). hold_id: the caller's own hold, whose nights do not count as held.
 * Answers {ok: true, …quote} or {ok: false, reason, …details, problems: [every problem found]}.
 */
create or replace function public.quote_stay(
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_hold_id uuid default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_nights integer;
  v_max_nights integer := public.booking_limit_setting('max_stay_nights', 30);
  v_tax jsonb := public.tourist_tax_setting();
  v_tax_on boolean := coalesce((v_tax ->> 'enabled')::boolean, false);
  v_tax_rate numeric := coalesce((v_tax ->> 'per_person_night')::numeric, 0);
  v_tax_age numeric := coalesce((v_tax ->> 'exempt_under_age')::numeric, 0);
  v_tax_nights integer;
  v_taxable integer := 0;
  v_elem jsonb;
  v_room public.rooms;
  v_ids uuid[] := '{}';
  v_guests numeric;
  v_ages jsonb;
  v_children integer;
  v_exempt integer;
  v_arrival public.rate_rules;
  v_departure public.rate_rules;
  v_min integer;
  v_problems jsonb := '[]';
  v_room_problems jsonb;
  v_night record;
  v_nights_json jsonb;
  v_nights_total numeric(10,2);
  v_extras_total numeric(10,2);
  v_discount numeric(10,2);
  v_discount_json jsonb;
  v_rooms jsonb := '[]';
  v_sum_nights numeric(10,2) := 0;
  v_sum_extras numeric(10,2) := 0;
  v_sum_discount numeric(10,2) := 0;
  v_closed date;
begin
  if p_check_in is null or p_check_out is null then
    return public.stay_refusal(jsonb_build_object('reason', 'INVALID_DATES'));
  end if;
  if p_check_in < public.rome_today() then
    return public.stay_refusal(jsonb_build_object('reason', 'PAST_DATES'));
  end if;
  if p_check_out <= p_check_in then
    return public.stay_refusal(jsonb_build_object('reason', 'CHECK_OUT_NOT_AFTER_CHECK_IN'));
  end if;
  v_nights := p_check_out - p_check_in;
  if v_nights > least(v_max_nights, 60) then
    return public.stay_refusal(jsonb_build_object('reason', 'STAY_TOO_LONG', 'max_nights', least(v_max_nights, 60)));
  end if;
  if p_rooms is null or jsonb_typeof(p_rooms) <> 'array' or jsonb_array_length(p_rooms) not between 1 and 10 then
    return public.stay_refusal(jsonb_build_object('reason', 'INVALID_ROOMS'));
  end if;
  v_tax_nights := least(v_nights, coalesce((v_tax ->> 'max_nights')::integer, v_nights));

  for v_elem in select e from jsonb_array_elements(p_rooms) e loop
    if jsonb_typeof(v_elem) <> 'object'
      or coalesce(v_elem ->> 'room_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return public.stay_refusal(jsonb_build_object('reason', 'INVALID_ROOMS'));
    end if;
    select * into v_room from public.rooms r where r.id = (v_elem ->> 'room_id')::uuid;
    if not found then
      return public.stay_refusal(jsonb_build_object('reason', 'UNKNOWN_ROOM', 'room_id', v_elem ->> 'room_id'));
    end if;
    if v_room.id = any (v_ids) then
      return public.stay_refusal(jsonb_build_object('reason', 'INVALID_ROOMS'));
    end if;
    v_ids := v_ids || v_room.id;

    v_guests := case when jsonb_typeof(v_elem -> 'guests') = 'number' then (v_elem ->> 'guests')::numeric end;
    v_ages := coalesce(v_elem -> 'child_ages', '[]'::jsonb);
    if v_guests is null or v_guests <> trunc(v_guests) or v_guests < 1 or jsonb_typeof(v_ages) <> 'array'
      or exists (select 1 from jsonb_array_elements(v_ages) a
                 where jsonb_typeof(a) <> 'number' or (a #>> '{}')::numeric not between 0 and 17
                   or (a #>> '{}')::numeric <> trunc((a #>> '{}')::numeric))
      or jsonb_array_length(v_ages) >= v_guests then
      return public.stay_refusal(jsonb_build_object('reason', 'INVALID_GUESTS', 'room_id', v_room.id, 'room', v_room.name));
    end if;
    if v_guests > v_room.max_guests then
      return public.stay_refusal(jsonb_build_object('reason', 'OVER_CAPACITY', 'room_id', v_room.id, 'room', v_room.name,
          'max_guests', v_room.max_guests));
    end if;
    v_children := jsonb_array_length(v_ages);
    select count(*) into v_exempt from jsonb_array_elements(v_ages) a where (a #>> '{}')::numeric < v_tax_age;
    v_taxable := v_taxable + v_guests::integer - v_exempt;

    -- What the rules and the calendar say about this room.
    v_room_problems := '[]';
    select min(greatest(c.first_night, p_check_in)) into v_closed from public.room_closures c
    where (c.room_id = v_room.id or c.room_id is null)
      and daterange(c.first_night, c.last_night, '[]') && daterange(p_check_in, p_check_out, '[)');
    if v_closed is not null then
      v_room_problems := v_room_problems || jsonb_build_object('reason', 'CLOSED', 'date', v_closed);
    end if;
    if exists (select 1 from public.booking_rooms br
               where br.room_id = v_room.id and br.booking_id is not null and not br.cancelled
                 and daterange(br.check_in, br.check_out, '[)') && daterange(p_check_in, p_check_out, '[)')) then
      v_room_problems := v_room_problems || jsonb_build_object('reason', 'TAKEN');
    end if;
    if exists (select 1 from public.booking_rooms br
               where br.room_id = v_room.id and br.hold_id is not null and br.hold_expires_at > clock_timestamp()
                 and br.hold_id is distinct from p_hold_id
                 and daterange(br.check_in, br.check_out, '[)') && daterange(p_check_in, p_check_out, '[)')) then
      v_room_problems := v_room_problems || jsonb_build_object('reason', 'HELD');
    end if;
    v_arrival := public.deciding_rate_rule(v_room.id, p_check_in);
    v_departure := public.deciding_rate_rule(v_room.id, p_check_out);
    if extract(isodow from p_check_in)::smallint = any (coalesce(v_arrival.closed_to_arrival, '{}')) then
      v_room_problems := v_room_problems || jsonb_build_object('reason', 'CLOSED_TO_ARRIVAL', 'date', p_check_in,
        'rule_id', v_arrival.id, 'rule', v_arrival.name, 'rule_en', coalesce(v_arrival.name_en, v_arrival.name));
    end if;
    if extract(isodow from p_check_out)::smallint = any (coalesce(v_departure.closed_to_departure, '{}')) then
      v_room_problems := v_room_problems || jsonb_build_object('reason', 'CLOSED_TO_DEPARTURE', 'date', p_check_out,
        'rule_id', v_departure.id, 'rule', v_departure.name, 'rule_en', coalesce(v_departure.name_en, v_departure.name));
    end if;
    v_min := coalesce(v_arrival.min_stay[extract(isodow from p_check_in)::integer], 1);
    if v_nights < v_min then
      v_room_problems := v_room_problems || jsonb_build_object('reason', 'MIN_STAY', 'min_nights', v_min,
        'rule_id', v_arrival.id, 'rule', v_arrival.name, 'rule_en', coalesce(v_arrival.name_en, v_arrival.name));
    end if;
    if jsonb_array_length(v_room_problems) > 0 then
      select v_problems || coalesce(jsonb_agg(p || jsonb_build_object('room_id', v_room.id, 'room', v_room.name)), '[]')
      into v_problems from jsonb_array_elements(v_room_problems) p;
      continue;
    end if;

    -- Every night and the rule that decided it.
    select
      jsonb_agg(jsonb_build_object(
        'date', n.night, 'rule_id', n.rule_id, 'rule', n.rule_name, 'rule_en', n.rule_name_en, 'base', n.base, 'weekend_uplift', n.uplift,
        'extra_guests', n.extra, 'price', n.base + n.uplift) order by n.night),
      sum(n.base + n.uplift), sum(n.extra)
    into v_nights_json, v_nights_total, v_extras_total
    from (
      select d.night, r.id as rule_id, r.name as rule_name, coalesce(r.name_en, r.name) as rule_name_en,
        coalesce(r.nightly_price, v_room.price_per_night) as base,
        case when r.id is not null and extract(isodow from d.night)::smallint = any (r.weekend_nights)
          then r.weekend_uplift else 0 end as uplift,
        case when r.base_occupancy is not null and v_guests > r.base_occupancy
          then (v_guests - r.base_occupancy) * r.extra_guest_fee else 0 end as extra
      from (select g::date as night from generate_series(p_check_in, p_check_out - 1, interval '1 day') g) d
      cross join lateral public.deciding_rate_rule(v_room.id, d.night) r
    ) n;

    v_discount := 0;
    v_discount_json := null;
    if v_arrival.long_stay_nights is not null and v_nights >= v_arrival.long_stay_nights and v_arrival.long_stay_percent > 0 then
      v_discount := round((v_nights_total + v_extras_total) * v_arrival.long_stay_percent / 100, 2);
      v_discount_json := jsonb_build_object('rule_id', v_arrival.id, 'rule', v_arrival.name,
        'rule_en', coalesce(v_arrival.name_en, v_arrival.name),
        'min_nights', v_arrival.long_stay_nights, 'percent', v_arrival.long_stay_percent, 'amount', v_discount);
    end if;

    v_rooms := v_rooms || jsonb_build_object(
      'room_id', v_room.id, 'name', v_room.name, 'guests', v_guests::integer, 'children', v_children,
      'nights', v_nights_json, 'nights_total', v_nights_total, 'extras_total', v_extras_total,
      'discount', v_discount_json, 'total', v_nights_total + v_extras_total - v_discount);
    v_sum_nights := v_sum_nights + v_nights_total;
    v_sum_extras := v_sum_extras + v_extras_total;
    v_sum_discount := v_sum_discount + v_discount;
  end loop;

  if jsonb_array_length(v_problems) > 0 then
    return (v_problems -> 0) || jsonb_build_object('ok', false, 'problems', v_problems);
  end if;

  return jsonb_build_object(
    'ok', true, 'check_in', p_check_in, 'check_out', p_check_out, 'nights', v_nights, 'currency', 'EUR',
    'rooms', v_rooms, 'nights_total', v_sum_nights, 'extras_total', v_sum_extras, 'discount_total', v_sum_discount,
    'total', v_sum_nights + v_sum_extras - v_sum_discount,
    'tourist_tax', jsonb_build_object(
      'enabled', v_tax_on, 'paid_at_property', true,
      'per_person_night', case when v_tax_on then v_tax_rate else 0 end,
      'exempt_under_age', v_tax_age, 'taxable_guests', case when v_tax_on then v_taxable else 0 end,
      'taxable_nights', case when v_tax_on then v_tax_nights else 0 end,
      'amount', case when v_tax_on then round(v_tax_rate * v_taxable * v_tax_nights, 2) else 0 end));
end;
$$;

revoke execute on function public.deciding_rate_rule(uuid, date) from public, anon, authenticated, service_role;
revoke execute on function public.tourist_tax_setting() from public, anon, authenticated, service_role;
revoke execute on function public.stay_refusal(jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.quote_stay(jsonb, date, date, uuid) from public;
grant execute on function public.quote_stay(jsonb, date, date, uuid) to anon, authenticated, service_role;
