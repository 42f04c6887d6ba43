-- Two entries widened by meaning, in both languages, as guests ask them in their own words: the weather's by the
-- temperature falling in the evening or at night, smoking by what is smoked (the beaches' "how far is the sea" was
-- tried and left out: it drew other places' distances to the beaches). Appended, never replacing what
-- staff wrote; an entry that already has a phrasing does not get it twice.
update public.chatbot_knowledge k
set phrasings_it = k.phrasings_it || array(select x from unnest(w.it) as x where x <> all (k.phrasings_it)),
    phrasings_en = k.phrasings_en || array(select x from unnest(w.en) as x where x <> all (k.phrasings_en))
from (values
  ('weather_altitude',
   array['la sera fa freschino', 'di notte scende la temperatura', 'quanto fa freddo di notte'],
   array['does the temperature drop at night', 'does it get cool at night', 'how cold are the nights']),
  ('smoking',
   array['posso fumare una sigaretta in camera', 'sigaretta elettronica'],
   array['can i have a cigarette in the room', 'is vaping allowed'])
) as w(topic, it, en)
where k.topic = w.topic;
