-- The delivery times' entry says how the parcel travels as well as how long (the refrigerated courier the shipping
-- text names): a time asked of an order is now answered by this entry, and the guest still learns it is chilled.
-- Only where the entry still says what the seed said, never over what staff wrote.
update public.chatbot_knowledge
set answer_it = replace(answer_it, 'dalla spedizione, in imballo isotermico.', 'dalla spedizione, con corriere refrigerato e in imballo isotermico.'),
    answer_en = replace(answer_en, 'of shipping, in insulated packaging.', 'of shipping, by refrigerated courier in insulated packaging.')
where topic = 'delivery_times'
  and answer_it like '%dalla spedizione, in imballo isotermico.'
  and answer_en like '%of shipping, in insulated packaging.';
