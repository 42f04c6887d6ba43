-- Entries' phrasings widened by meaning, in both languages: the ways guests ask the same thing that the seeded
-- wordings did not cover. A tasting is mostly asked for a party ("siamo in sei, si può fare un assaggio?"), the best
-- season by the month to avoid, the climate by the clothes to bring or the month, the packaging by the summer heat on the way.
-- Appended, never replacing what staff wrote; an entry that already has a phrasing does not get it twice.
update public.chatbot_knowledge k
set phrasings_it = k.phrasings_it || array(select x from unnest(w.it) as x where x <> all (k.phrasings_it)),
    phrasings_en = k.phrasings_en || array(select x from unnest(w.en) as x where x <> all (k.phrasings_en))
from (values
  ('tasting',
   array['si puo fare un assaggio', 'assaggio di formaggi e salumi', 'degustazione per un gruppo di amici', 'assaggiare i vostri prodotti in tenuta'],
   array['can we do a tasting', 'a tasting of cheeses and cured meats', 'tasting for a group of friends', 'try your products at the farm']),
  ('season',
   array['in che mese conviene venire', 'evitare il caos di agosto', 'evitare la confusione estiva', 'quale mese e meglio', 'quando c e meno gente'],
   array['which month is best to come', 'avoid the august rush', 'avoid the summer crowds', 'when is it less busy', 'quietest month']),
  ('weather_altitude',
   array['servono vestiti pesanti la sera', 'che vestiti portare', 'cosa mettere in valigia', 'di sera fa fresco', 'serve il golf', 'com e il clima a luglio', 'le sere di luglio e agosto'],
   array['do we need warm clothes for the evenings', 'what clothes to bring', 'what should we pack', 'is it chilly in the evenings', 'how cold does it get at night', 'what is it like in july', 'evenings in july and august']),
  ('delivery_times',
   array['come imballate i formaggi', 'il formaggio si rovina col caldo', 'arriva bene anche d estate col caldo', 'imballaggio refrigerato', 'arriva fresco', 'perche non si rovini col caldo'],
   array['how do you pack the cheese', 'does the cheese spoil in the heat', 'shipping in summer heat', 'chilled packaging', 'will it arrive fresh'])
) as w(topic, it, en)
where k.topic = w.topic;
