-- The quiet hours' entry widened by meaning, in both languages: how late one may be loud is asked as noise, loud
-- music or disturbing the other guests, not only as "quiet hours". Appended, never replacing what staff wrote; an
-- entry that already has a phrasing does not get it twice.
update public.chatbot_knowledge k
set phrasings_it = k.phrasings_it || array(select x from unnest(w.it) as x where x <> all (k.phrasings_it)),
    phrasings_en = k.phrasings_en || array(select x from unnest(w.en) as x where x <> all (k.phrasings_en))
from (values
  ('quiet_hours',
   array['senza disturbare gli altri ospiti', 'musica ad alto volume', 'rumore di sera all aperto', 'fare tardi facendo rumore'],
   array['without disturbing the other guests', 'loud music', 'noise outside in the evening', 'staying up late and being loud'])
) as w(topic, it, en)
where k.topic = w.topic;
