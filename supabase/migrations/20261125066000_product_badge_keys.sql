-- A product's badge is one of the four badges of the spec, stored as its key; the pages show its label in
-- their language (src/locales/*/enums.json). The spellings the data used so far become those keys.
update public.products set badge = 'Nuovo' where badge in ('nuovo', 'novità', 'Novità', 'new');
update public.products set badge = 'Bestseller' where badge = 'bestseller';
update public.products set badge = 'Esclusivo' where badge = 'limited';
update public.products set badge = null where badge is not null and btrim(badge) = '';

alter table public.products
  add constraint products_badge_known check (badge in ('Bestseller', 'Nuovo', 'Premium', 'Esclusivo'));
