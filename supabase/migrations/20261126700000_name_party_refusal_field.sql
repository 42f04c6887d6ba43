-- A refused party names its field. quote_stay's INVALID_GUESTS and OVER_CAPACITY refusals gain `field`
-- (guests, child_ages, cots or extra_beds: the first one wrong), so the desk, the booking page and the chat can say
-- which input to change; the booking functions raise them as before (INVALID_GUESTS:<room>, the quote, with its
-- field, in the error's details). Only the party checks change; the rest of quote_stay is as in
-- 20261126500000_add_room_cots_extra_beds.sql.

/**
 * quote_stay(rooms, check_in, check_out, hold_id): rooms is a JSON array of
 * {room_id, guests, child_ages?: [age, …], cots?, extra_beds?} (guests counts everyone; child_ages lists the
 * children among them, for the tourist tax's exemption; cots and extra_beds within the room's max_cots and
 * max_extra_beds: an extra bed adds one place to max_guests and pays extra_bed_fee a night, a cot holds a child
 * under 3 who then takes no place and pays no extra-guest fee, and pays cot_fee a night). hold_id: the caller's own hold, whose nights do not count as held.
 * Answers {ok: true, …quote} or {ok: false, reason, …details, problems: [every problem found]}; INVALID_GUESTS and
 * OVER_CAPACITY name the party's bad field (guests, child_ages, cots, extra_beds) in `field`.
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
  v_cots numeric;
  v_beds numeric;
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
  v_field text;
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
    v_cots := public.stay_count(v_elem -> 'cots');
    v_beds := public.stay_count(v_elem -> 'extra_beds');
    -- The party's first bad field, named (guests, child_ages, cots, extra_beds) for the forms and the desk.
    v_field := case
      when v_guests is null or v_guests <> trunc(v_guests) or v_guests < 1 then 'guests'
      when jsonb_typeof(v_ages) <> 'array'
        or exists (select 1 from jsonb_array_elements(v_ages) a
                   where jsonb_typeof(a) <> 'number' or (a #>> '{}')::numeric not between 0 and 17
                     or (a #>> '{}')::numeric <> trunc((a #>> '{}')::numeric))
        or jsonb_array_length(v_ages) >= v_guests then 'child_ages'
      when v_cots is null then 'cots'
      when v_beds is null then 'extra_beds'
      -- A cot is for a child under 3: no more cots than such children.
      when v_cots > (select count(*) from jsonb_array_elements(v_ages) a where (a #>> '{}')::numeric < 3) then 'cots'
    end;
    if v_field is not null then
      return public.stay_refusal(jsonb_build_object('reason', 'INVALID_GUESTS', 'room_id', v_room.id, 'room', v_room.name,
        'field', v_field));
    end if;
    v_field := case
      when v_cots > v_room.max_cots then 'cots'
      when v_beds > v_room.max_extra_beds then 'extra_beds'
      when v_guests - v_cots > v_room.max_guests + v_beds then 'guests'
    end;
    if v_field is not null then
      return public.stay_refusal(jsonb_build_object('reason', 'OVER_CAPACITY', 'room_id', v_room.id, 'room', v_room.name,
          'field', v_field, 'max_guests', v_room.max_guests, 'max_cots', v_room.max_cots, 'max_extra_beds', v_room.max_extra_beds));
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
        'extra_guests', n.extra, 'cots', n.cots, 'extra_beds', n.beds, 'price', n.base + n.uplift) order by n.night),
      sum(n.base + n.uplift), sum(n.extra + n.cots + n.beds)
    into v_nights_json, v_nights_total, v_extras_total
    from (
      select d.night, r.id as rule_id, r.name as rule_name, coalesce(r.name_en, r.name) as rule_name_en,
        coalesce(r.nightly_price, v_room.price_per_night) as base,
        case when r.id is not null and extract(isodow from d.night)::smallint = any (r.weekend_nights)
          then r.weekend_uplift else 0 end as uplift,
        case when r.base_occupancy is not null and v_guests - v_cots > r.base_occupancy
          then (v_guests - v_cots - r.base_occupancy) * r.extra_guest_fee else 0 end as extra,
        v_cots * v_room.cot_fee as cots, v_beds * v_room.extra_bed_fee as beds
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
      'child_ages', v_ages, 'cots', v_cots::integer, 'extra_beds', v_beds::integer,
      'cot_fee', v_room.cot_fee, 'extra_bed_fee', v_room.extra_bed_fee,
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

