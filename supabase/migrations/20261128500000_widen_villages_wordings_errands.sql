-- The villages' entry widened by meaning, in both languages: a village nearby is also asked as a town, or as the
-- place to run errands (groceries, shops) and walk around. Appended, never replacing what staff wrote; an entry
-- that already has a phrasing does not get it twice.
update public.chatbot_knowledge k
set phrasings_it = k.phrasings_it || array(select x from unnest(w.it) as x where x <> all (k.phrasings_it)),
    phrasings_en = k.phrasings_en || array(select x from unnest(w.en) as x where x <> all (k.phrasings_en))
from (values
  ('villages',
   array['c e un paese vicino', 'dove fare la spesa', 'un paesino dove passeggiare', 'negozi e supermercati vicini'],
   array['is there a town nearby', 'where to buy groceries', 'a town to walk around', 'shops and supermarkets nearby'])
) as w(topic, it, en)
where k.topic = w.topic;
