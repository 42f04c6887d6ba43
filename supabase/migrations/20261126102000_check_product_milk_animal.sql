-- The milk of a product is one of the values the pages label in both languages ('enums' namespace,
-- milkAnimal); the admin now edits it from that list, and the database refuses anything else.
update public.products set milk_animal = lower(btrim(milk_animal)) where milk_animal is not null;
update public.products set milk_animal = null where milk_animal = '';

alter table public.products
  add constraint products_milk_animal_known check (milk_animal in ('pecora', 'vacca', 'capra', 'misto'));
