-- The engine's general texts (check-in, house rules, payment, hours, about) are knowledge entries, now scored on the
-- same scale as the others when the engine's own reading rests on one word (engine.ts `softDecision`). Their
-- phrasings gain the common ways guests name their subject in both languages, so that the check-in times asked as
-- "entering the room" or "leaving the room" are found as the check-in's entry. Appended, never replacing what staff
-- wrote; an entry that already has a phrasing does not get it twice.
update public.chatbot_knowledge k
set phrasings_it = k.phrasings_it || array(select x from unnest(w.it) as x where x <> all (k.phrasings_it)),
    phrasings_en = k.phrasings_en || array(select x from unnest(w.en) as x where x <> all (k.phrasings_en))
from (values
  ('checkin',
   array['da che ora si puo entrare in camera', 'entro che ora liberare la camera', 'orario di partenza', 'a che ora si lascia la stanza', 'orario di arrivo'],
   array['what time can we get into the room', 'when must we check out', 'departure time', 'by what time do we leave', 'arrival time']),
  ('rules',
   array['musica la sera', 'fare rumore la sera', 'feste in struttura', 'regolamento della struttura'],
   array['music in the evening', 'noise at night', 'parties allowed', 'property rules']),
  ('payment',
   array['come pagare la camera', 'pagare con bancomat', 'pagare all arrivo'],
   array['how to pay for the room', 'pay on arrival', 'pay by debit card'])
) as w(topic, it, en)
where k.topic = w.topic;
