-- Orders: the database prices the cart, takes the stock and numbers the order in one transaction.
create or replace function public.rome_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Europe/Rome')::date;
$$;

create or replace function public.is_valid_email(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_email is not null and length(p_email) <= 320 and p_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$';
$$;

create or replace function public.clean_text(p_value text, p_max integer default 200)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(left(trim(p_value), p_max), '');
$$;

create or replace function public.setting_numeric(p_key text, p_default numeric)
returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce((select (s.value #>> '{}')::numeric from public.settings s where s.key = p_key), p_default);
$$;

-- Only the last four digits of whatever the client sends are kept.
create or replace function public.card_last_four(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(d) >= 4 then right(d, 4) end
  from (select regexp_replace(coalesce(p_value, ''), '[^0-9]', '', 'g') as d) x;
$$;

create or replace function public.order_result(o public.orders)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', o.id, 'order_number', o.order_number, 'subtotal', o.subtotal,
    'shipping_amount', o.shipping_amount, 'tax_amount', o.tax_amount, 'total_amount', o.total_amount
  );
$$;

create or replace function public.place_order(
  p_items jsonb,
  p_shipping jsonb default '{}'::jsonb,
  p_billing jsonb default null,
  p_payment jsonb default '{}'::jsonb,
  p_guest_email text default null,
  p_language text default 'it',
  p_client_request_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_lang text := case when p_language = 'en' then 'en' else 'it' end;
  v_ship jsonb := coalesce(p_shipping, '{}'::jsonb);
  v_bill jsonb;
  v_email text;
  v_existing public.orders;
  v_order public.orders;
  v_elem jsonb;
  v_qty numeric;
  v_ids uuid[] := '{}';
  v_qtys integer[] := '{}';
  v_line record;
  v_subtotal numeric(10,2) := 0;
  v_tax numeric(10,2) := 0;
  v_shipping numeric(10,2);
  v_method text := coalesce(p_payment ->> 'method', 'card');
begin
  -- Idempotency: a double submit with the same request id returns the first order.
  if p_client_request_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('order:' || p_client_request_id::text, 0));
    select * into v_existing from public.orders o where o.client_request_id = p_client_request_id;
    if found then
      if v_existing.user_id is distinct from v_user then
        raise exception 'DUPLICATE_REQUEST' using errcode = 'P0001';
      end if;
      return public.order_result(v_existing);
    end if;
  end if;

  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'EMPTY_CART' using errcode = 'P0001';
  end if;
  for v_elem in select e from jsonb_array_elements(p_items) e loop
    if jsonb_typeof(v_elem) <> 'object'
      or jsonb_typeof(v_elem -> 'quantity') is distinct from 'number'
      or coalesce(v_elem ->> 'product_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'INVALID_ITEM' using errcode = 'P0001';
    end if;
    v_qty := (v_elem ->> 'quantity')::numeric;
    if v_qty <> trunc(v_qty) or v_qty < 1 or v_qty > 999 then
      raise exception 'INVALID_ITEM' using errcode = 'P0001';
    end if;
    v_ids := v_ids || (v_elem ->> 'product_id')::uuid;
    v_qtys := v_qtys || v_qty::integer;
  end loop;
  if exists (
    select 1 from unnest(v_ids) as u(pid)
    where not exists (select 1 from public.products p where p.id = u.pid and p.status = 'active')
  ) then
    raise exception 'INVALID_ITEM' using errcode = 'P0001';
  end if;

  if v_user is null then
    v_email := lower(trim(p_guest_email));
    if not public.is_valid_email(v_email) then
      raise exception 'INVALID_EMAIL' using errcode = 'P0001';
    end if;
  else
    v_email := lower(coalesce(public.clean_text(v_ship ->> 'email', 320), (select u.email from auth.users u where u.id = v_user)));
  end if;
  if public.clean_text(v_ship ->> 'first_name') is null or public.clean_text(v_ship ->> 'last_name') is null
    or public.clean_text(v_ship ->> 'address_line1') is null or public.clean_text(v_ship ->> 'city') is null
    or public.clean_text(v_ship ->> 'postal_code') is null then
    raise exception 'INVALID_SHIPPING' using errcode = 'P0001';
  end if;
  if v_method not in ('card', 'paypal') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;
  v_bill := case when p_billing is null or p_billing = '{}'::jsonb then v_ship else p_billing end;

  -- Lock the products in id order so concurrent orders queue instead of deadlocking.
  perform 1 from public.products p where p.id = any (v_ids) order by p.id for update;

  for v_line in
    select p.id, p.name_it, p.name_en, p.price, p.vat_rate, p.stock_quantity, q.qty
    from (select u.pid, sum(u.qty)::integer as qty from unnest(v_ids, v_qtys) as u(pid, qty) group by u.pid) q
    join public.products p on p.id = q.pid
    order by p.id
  loop
    if v_line.stock_quantity < v_line.qty then
      raise exception 'OUT_OF_STOCK:%', public.pick_lang(v_lang, v_line.name_it, v_line.name_en)
        using errcode = 'P0001', detail = format('available %s, requested %s', v_line.stock_quantity, v_line.qty);
    end if;
    update public.products p set stock_quantity = p.stock_quantity - v_line.qty where p.id = v_line.id;
    v_subtotal := v_subtotal + v_line.price * v_line.qty;
    -- Prices include VAT: the VAT share of a gross amount is gross * rate / (100 + rate).
    v_tax := v_tax + round(v_line.price * v_line.qty * v_line.vat_rate / (100 + v_line.vat_rate), 2);
  end loop;

  v_shipping := case
    when v_subtotal >= public.setting_numeric('free_shipping_threshold', 50) then 0
    else public.setting_numeric('shipping_fee', 7.90)
  end;

  insert into public.orders (
    order_number, user_id, guest_email, is_guest_order, status, subtotal, tax_amount, shipping_amount,
    total_amount, currency, payment_status, payment_method, card_last_4, language,
    shipping_first_name, shipping_last_name, shipping_email, shipping_phone, shipping_address_line1,
    shipping_address_line2, shipping_city, shipping_postal_code, shipping_province, shipping_country,
    billing_first_name, billing_last_name, billing_address_line1, billing_address_line2, billing_city,
    billing_postal_code, billing_province, billing_country, client_request_id
  ) values (
    'TS-' || to_char(public.rome_today(), 'YYYY') || '-' || lpad(nextval('public.order_number_seq')::text, 6, '0'),
    v_user, case when v_user is null then v_email end, v_user is null, 'pending', v_subtotal, v_tax, v_shipping,
    v_subtotal + v_shipping, 'EUR', 'completed', v_method, public.card_last_four(p_payment ->> 'card_last_4'), v_lang,
    public.clean_text(v_ship ->> 'first_name'), public.clean_text(v_ship ->> 'last_name'), v_email,
    public.clean_text(v_ship ->> 'phone', 40), public.clean_text(v_ship ->> 'address_line1'),
    public.clean_text(v_ship ->> 'address_line2'), public.clean_text(v_ship ->> 'city'),
    public.clean_text(v_ship ->> 'postal_code', 20), public.clean_text(v_ship ->> 'province', 60),
    coalesce(public.clean_text(v_ship ->> 'country', 60), 'Italia'),
    public.clean_text(v_bill ->> 'first_name'), public.clean_text(v_bill ->> 'last_name'),
    public.clean_text(v_bill ->> 'address_line1'), public.clean_text(v_bill ->> 'address_line2'),
    public.clean_text(v_bill ->> 'city'), public.clean_text(v_bill ->> 'postal_code', 20),
    public.clean_text(v_bill ->> 'province', 60), coalesce(public.clean_text(v_bill ->> 'country', 60), 'Italia'),
    p_client_request_id
  ) returning * into v_order;

  insert into public.order_items (order_id, product_id, product_name, product_sku, quantity, unit_price, total_price, vat_rate)
  select v_order.id, p.id, public.pick_lang(v_lang, p.name_it, p.name_en), p.sku, q.qty, p.price, p.price * q.qty, p.vat_rate
  from (select u.pid, sum(u.qty)::integer as qty from unnest(v_ids, v_qtys) as u(pid, qty) group by u.pid) q
  join public.products p on p.id = q.pid
  order by p.sort_order;

  return public.order_result(v_order);
end;
$$;

-- Admin status changes; cancelling gives the stock back (once).
create or replace function public.admin_update_order_status(p_order_id uuid, p_status text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if p_status not in ('pending', 'shipped', 'delivered', 'cancelled') then
    raise exception 'INVALID_STATUS' using errcode = 'P0001';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    raise exception 'ORDER_NOT_FOUND' using errcode = 'P0001';
  end if;
  if v_order.status = 'cancelled' and p_status <> 'cancelled' then
    raise exception 'INVALID_TRANSITION' using errcode = 'P0001';
  end if;
  if p_status = 'cancelled' and v_order.status <> 'cancelled' then
    update public.products p set stock_quantity = p.stock_quantity + i.qty
    from (
      select oi.product_id, sum(oi.quantity)::integer as qty
      from public.order_items oi where oi.order_id = p_order_id and oi.product_id is not null
      group by oi.product_id
    ) i
    where p.id = i.product_id;
  end if;
  update public.orders o set status = p_status where o.id = p_order_id returning * into v_order;
  return to_jsonb(v_order);
end;
$$;
