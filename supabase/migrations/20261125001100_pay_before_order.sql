-- The payment decides whether an order exists. The payments function asks the database what the cart costs
-- (quote_order), opens a payment attempt (start_payment), asks the provider, and only on approval calls
-- place_order, which takes the stock, inserts the paid order and marks the attempt approved in one transaction.
-- A declined attempt is closed with fail_payment: no order, no stock taken. Only service_role may call these.

-- Validation shared by the quote and the order: the lines (merged per product), the e-mail, the address.
create or replace function public.order_check(
  p_items jsonb,
  p_shipping jsonb,
  p_guest_email text,
  p_user_id uuid,
  out o_email text,
  out o_ids uuid[],
  out o_qtys integer[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ship jsonb := coalesce(p_shipping, '{}'::jsonb);
  v_elem jsonb;
  v_qty numeric;
begin
  o_ids := '{}';
  o_qtys := '{}';
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
    o_ids := o_ids || (v_elem ->> 'product_id')::uuid;
    o_qtys := o_qtys || v_qty::integer;
  end loop;
  if exists (
    select 1 from unnest(o_ids) as u(pid)
    where not exists (select 1 from public.products p where p.id = u.pid and p.status = 'active')
  ) then
    raise exception 'INVALID_ITEM' using errcode = 'P0001';
  end if;

  if p_user_id is null then
    o_email := lower(trim(p_guest_email));
    if not public.is_valid_email(o_email) then
      raise exception 'INVALID_EMAIL' using errcode = 'P0001';
    end if;
  else
    o_email := lower(coalesce(public.clean_text(v_ship ->> 'email', 320), (select u.email from auth.users u where u.id = p_user_id)));
  end if;
  if public.clean_text(v_ship ->> 'first_name') is null or public.clean_text(v_ship ->> 'last_name') is null
    or public.clean_text(v_ship ->> 'address_line1') is null or public.clean_text(v_ship ->> 'city') is null
    or public.clean_text(v_ship ->> 'postal_code') is null then
    raise exception 'INVALID_SHIPPING' using errcode = 'P0001';
  end if;
end;
$$;

-- Totals of merged lines at today's prices; with p_lock, the products are locked and the stock taken.
create or replace function public.order_totals(p_ids uuid[], p_qtys integer[], p_language text, p_take_stock boolean)
returns table (subtotal numeric(10,2), tax numeric(10,2), shipping numeric(10,2))
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_line record;
begin
  subtotal := 0;
  tax := 0;
  if p_take_stock then
    -- Lock the products in id order so concurrent orders queue instead of deadlocking.
    perform 1 from public.products p where p.id = any (p_ids) order by p.id for update;
  end if;
  for v_line in
    select p.id, p.name_it, p.name_en, p.price, p.vat_rate, p.stock_quantity, q.qty
    from (select u.pid, sum(u.qty)::integer as qty from unnest(p_ids, p_qtys) as u(pid, qty) group by u.pid) q
    join public.products p on p.id = q.pid
    order by p.id
  loop
    if v_line.stock_quantity < v_line.qty then
      raise exception 'OUT_OF_STOCK:%', public.pick_lang(p_language, v_line.name_it, v_line.name_en)
        using errcode = 'P0001', detail = format('available %s, requested %s', v_line.stock_quantity, v_line.qty);
    end if;
    if p_take_stock then
      update public.products p set stock_quantity = p.stock_quantity - v_line.qty where p.id = v_line.id;
    end if;
    subtotal := subtotal + v_line.price * v_line.qty;
    -- Prices include VAT: the VAT share of a gross amount is gross * rate / (100 + rate).
    tax := tax + round(v_line.price * v_line.qty * v_line.vat_rate / (100 + v_line.vat_rate), 2);
  end loop;
  shipping := case
    when subtotal >= public.setting_numeric('free_shipping_threshold', 50) then 0
    else public.setting_numeric('shipping_fee', 7.90)
  end;
  return next;
end;
$$;

-- What the cart costs now (or the order already made for this request id); refuses what place_order would refuse, before any card is charged.
create or replace function public.quote_order(
  p_client_request_id uuid,
  p_items jsonb,
  p_shipping jsonb,
  p_guest_email text,
  p_user_id uuid,
  p_language text
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_check record;
  v_totals record;
  v_done jsonb := public.request_done('order', p_client_request_id, p_user_id);
begin
  if v_done is not null then
    return jsonb_build_object('done', v_done);
  end if;
  select * into v_check from public.order_check(p_items, p_shipping, p_guest_email, p_user_id);
  select * into v_totals from public.order_totals(v_check.o_ids, v_check.o_qtys, case when p_language = 'en' then 'en' else 'it' end, false);
  return jsonb_build_object('subtotal', v_totals.subtotal, 'tax_amount', v_totals.tax,
    'shipping_amount', v_totals.shipping, 'total_amount', v_totals.subtotal + v_totals.shipping);
end;
$$;

-- The order or booking already made for a request id (a double submit, a retry after success), or null.
create or replace function public.request_done(p_kind text, p_client_request_id uuid, p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_booking public.bookings;
begin
  if p_kind = 'order' then
    select * into v_order from public.orders o where o.client_request_id = p_client_request_id;
    if not found then
      return null;
    end if;
    if v_order.user_id is distinct from p_user_id then
      raise exception 'DUPLICATE_REQUEST' using errcode = 'P0001';
    end if;
    return public.order_result(v_order);
  end if;
  select * into v_booking from public.bookings b where b.client_request_id = p_client_request_id;
  if not found then
    return null;
  end if;
  if v_booking.user_id is distinct from p_user_id then
    raise exception 'DUPLICATE_REQUEST' using errcode = 'P0001';
  end if;
  return public.booking_summary(v_booking);
end;
$$;

-- Opens an attempt for a request id, or says the request is already done (then nothing is charged again).
-- Answers {payment_id} or {done: <order or booking result>}.
create or replace function public.start_payment(
  p_kind text,
  p_client_request_id uuid,
  p_user_id uuid,
  p_method text,
  p_purpose text,
  p_provider text,
  p_amount numeric,
  p_card_last_4 text,
  p_request jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_done jsonb;
  v_id uuid;
begin
  if p_client_request_id is null then
    raise exception 'INVALID_REQUEST_ID' using errcode = 'P0001';
  end if;
  if p_kind not in ('order', 'booking') then
    raise exception 'INVALID_KIND' using errcode = 'P0001';
  end if;
  -- The same lock place_order and create_booking take: an attempt and a creation for one id take turns.
  perform pg_advisory_xact_lock(hashtextextended(p_kind || ':' || p_client_request_id::text, 0));
  v_done := public.request_done(p_kind, p_client_request_id, p_user_id);
  if v_done is not null then
    return jsonb_build_object('done', v_done);
  end if;

  -- An approval never given (a closed PayPal window) stops holding its request id after 30 minutes, and the
  -- guest's details it kept for the return are dropped: any attempt, of anyone, ends the stale ones.
  update public.payments p set outcome = 'expired', error_code = 'expired', request = null
  where p.outcome = 'pending' and p.created_at < now() - interval '30 minutes';
  if exists (select 1 from public.payments p where p.kind = p_kind and p.client_request_id = p_client_request_id and p.outcome = 'pending') then
    raise exception 'PAYMENT_IN_PROGRESS' using errcode = 'P0001';
  end if;

  insert into public.payments (kind, client_request_id, user_id, method, purpose, provider, amount, card_last_4, request)
  values (p_kind, p_client_request_id, p_user_id, p_method, p_purpose, p_provider, p_amount,
    public.card_last_four(p_card_last_4), p_request)
  returning id into v_id;
  return jsonb_build_object('payment_id', v_id);
end;
$$;

-- Closes an attempt that created nothing: declined, failed after approval (then voided), cancelled.
create or replace function public.fail_payment(p_payment_id uuid, p_outcome text, p_error_code text, p_reference text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_outcome not in ('declined', 'failed', 'cancelled', 'expired') then
    raise exception 'INVALID_OUTCOME' using errcode = 'P0001';
  end if;
  update public.payments p
  set outcome = p_outcome, error_code = left(p_error_code, 60), reference = coalesce(p_reference, p.reference), request = null
  where p.id = p_payment_id and p.outcome = 'pending';
end;
$$;

-- The provider's reference of an attempt still waiting for the payer (PayPal's order id).
create or replace function public.set_payment_reference(p_payment_id uuid, p_reference text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payments p set reference = p_reference where p.id = p_payment_id and p.outcome = 'pending';
$$;

-- The pending attempt, locked; refuses anything else (a second use of an approval, another kind).
create or replace function public.lock_pending_payment(p_payment_id uuid, p_kind text)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  select * into v_payment from public.payments p where p.id = p_payment_id for update;
  if not found or v_payment.kind <> p_kind or v_payment.outcome <> 'pending' then
    raise exception 'PAYMENT_NOT_PENDING' using errcode = 'P0001';
  end if;
  return v_payment;
end;
$$;

drop function public.place_order(jsonb, jsonb, jsonb, jsonb, text, text, uuid);

-- Inserts the paid order for an approved attempt: stock, order, lines and the attempt's approval commit together.
create function public.place_order(
  p_payment_id uuid,
  p_reference text,
  p_items jsonb,
  p_shipping jsonb default '{}'::jsonb,
  p_billing jsonb default null,
  p_guest_email text default null,
  p_language text default 'it'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_lang text := case when p_language = 'en' then 'en' else 'it' end;
  v_ship jsonb := coalesce(p_shipping, '{}'::jsonb);
  v_bill jsonb;
  v_check record;
  v_totals record;
  v_user uuid;
  v_order public.orders;
begin
  select * into v_payment from public.payments p where p.id = p_payment_id;
  if found then
    perform pg_advisory_xact_lock(hashtextextended('order:' || v_payment.client_request_id::text, 0));
  end if;
  v_payment := public.lock_pending_payment(p_payment_id, 'order');
  if v_payment.purpose <> 'charge' or v_payment.method not in ('card', 'paypal') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;
  v_user := v_payment.user_id;

  select * into v_check from public.order_check(p_items, v_ship, p_guest_email, v_user);
  v_bill := case when p_billing is null or p_billing = '{}'::jsonb then v_ship else p_billing end;
  select * into v_totals from public.order_totals(v_check.o_ids, v_check.o_qtys, v_lang, true);
  -- The provider authorised the quoted amount; a price changed in between must not be charged differently.
  if v_totals.subtotal + v_totals.shipping <> v_payment.amount then
    raise exception 'AMOUNT_CHANGED' using errcode = 'P0001';
  end if;

  insert into public.orders (
    order_number, user_id, guest_email, is_guest_order, status, subtotal, tax_amount, shipping_amount,
    total_amount, currency, payment_status, payment_method, card_last_4, language,
    shipping_first_name, shipping_last_name, shipping_email, shipping_phone, shipping_address_line1,
    shipping_address_line2, shipping_city, shipping_postal_code, shipping_province, shipping_country,
    billing_first_name, billing_last_name, billing_address_line1, billing_address_line2, billing_city,
    billing_postal_code, billing_province, billing_country, client_request_id
  ) values (
    'TS-' || to_char(public.rome_today(), 'YYYY') || '-' || lpad(nextval('public.order_number_seq')::text, 6, '0'),
    v_user, case when v_user is null then v_check.o_email end, v_user is null, 'pending', v_totals.subtotal, v_totals.tax,
    v_totals.shipping, v_totals.subtotal + v_totals.shipping, 'EUR', 'completed', v_payment.method, v_payment.card_last_4, v_lang,
    public.clean_text(v_ship ->> 'first_name'), public.clean_text(v_ship ->> 'last_name'), v_check.o_email,
    public.clean_text(v_ship ->> 'phone', 40), public.clean_text(v_ship ->> 'address_line1'),
    public.clean_text(v_ship ->> 'address_line2'), public.clean_text(v_ship ->> 'city'),
    public.clean_text(v_ship ->> 'postal_code', 20), public.clean_text(v_ship ->> 'province', 60),
    coalesce(public.clean_text(v_ship ->> 'country', 60), 'Italia'),
    public.clean_text(v_bill ->> 'first_name'), public.clean_text(v_bill ->> 'last_name'),
    public.clean_text(v_bill ->> 'address_line1'), public.clean_text(v_bill ->> 'address_line2'),
    public.clean_text(v_bill ->> 'city'), public.clean_text(v_bill ->> 'postal_code', 20),
    public.clean_text(v_bill ->> 'province', 60), coalesce(public.clean_text(v_bill ->> 'country', 60), 'Italia'),
    v_payment.client_request_id
  ) returning * into v_order;

  insert into public.order_items (order_id, product_id, product_name, product_sku, quantity, unit_price, total_price, vat_rate)
  select v_order.id, p.id, public.pick_lang(v_lang, p.name_it, p.name_en), p.sku, q.qty, p.price, p.price * q.qty, p.vat_rate
  from (select u.pid, sum(u.qty)::integer as qty from unnest(v_check.o_ids, v_check.o_qtys) as u(pid, qty) group by u.pid) q
  join public.products p on p.id = q.pid
  order by p.sort_order;

  update public.payments p set outcome = 'approved', reference = p_reference, order_id = v_order.id, request = null
  where p.id = v_payment.id;

  return public.order_result(v_order);
end;
$$;

revoke execute on function public.request_done(text, uuid, uuid) from public, anon, authenticated;
revoke execute on function public.order_check(jsonb, jsonb, text, uuid) from public, anon, authenticated;
revoke execute on function public.order_totals(uuid[], integer[], text, boolean) from public, anon, authenticated;
revoke execute on function public.quote_order(uuid, jsonb, jsonb, text, uuid, text) from public, anon, authenticated;
revoke execute on function public.start_payment(text, uuid, uuid, text, text, text, numeric, text, jsonb) from public, anon, authenticated;
revoke execute on function public.fail_payment(uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.set_payment_reference(uuid, text) from public, anon, authenticated;
revoke execute on function public.lock_pending_payment(uuid, text) from public, anon, authenticated;
revoke execute on function public.place_order(uuid, text, jsonb, jsonb, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.quote_order(uuid, jsonb, jsonb, text, uuid, text) to service_role;
grant execute on function public.start_payment(text, uuid, uuid, text, text, text, numeric, text, jsonb) to service_role;
grant execute on function public.fail_payment(uuid, text, text, text) to service_role;
grant execute on function public.set_payment_reference(uuid, text) to service_role;
grant execute on function public.place_order(uuid, text, jsonb, jsonb, jsonb, text, text) to service_role;
