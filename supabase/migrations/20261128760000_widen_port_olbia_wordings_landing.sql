-- Olbia's port entry widened by meaning, in both languages: the ferry's passengers say where they land ("sbarco a
-- olbia", "we dock in olbia"), as Golfo Aranci's entry already has it. Appended, never replacing what staff wrote;
-- an entry that already has a phrasing does not get it twice.
update public.chatbot_knowledge k
set phrasings_it = k.phrasings_it || array(select x from unnest(w.it) as x where x <> all (k.phrasings_it)),
    phrasings_en = k.phrasings_en || array(select x from unnest(w.en) as x where x <> all (k.phrasings_en))
from (values
  ('port_olbia',
   array['sbarco a olbia', 'scendo dal traghetto a olbia'],
   array['we dock in olbia'])
) as w(topic, it, en)
where k.topic = w.topic;
