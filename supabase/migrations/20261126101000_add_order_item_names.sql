-- Order lines name their product in both languages, so each reader (the Italian admin, the customer's profile,
-- the CSV of an English-speaking admin) reads the line in their own language, whatever language the order was
-- placed in. `product_name` stays the buyer's-language snapshot (the buyer's e-mails use it); the two names
-- are taken through the product reference when the line is written and kept with the order, like its price:
-- the order records what was sold, and still reads after the product is renamed or deleted.
alter table public.order_items
  add column product_name_it text,
  add column product_name_en text;

-- Existing lines: through the reference where the product still exists; otherwise only the snapshot remains.
update public.order_items oi
set product_name_it = p.name_it, product_name_en = coalesce(p.name_en, p.name_it)
from public.products p
where p.id = oi.product_id;

create function public.order_item_names() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.product_id is not null and (new.product_name_it is null or new.product_name_en is null) then
    select coalesce(new.product_name_it, p.name_it), coalesce(new.product_name_en, p.name_en, p.name_it)
    into new.product_name_it, new.product_name_en
    from public.products p where p.id = new.product_id;
  end if;
  return new;
end;
$$;
revoke execute on function public.order_item_names() from public, anon, authenticated;

create trigger order_items_names before insert on public.order_items
  for each row execute function public.order_item_names();
