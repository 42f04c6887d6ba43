-- public.search_knowledge returns what the engine needs to decide in one call:
-- * `wordings`: each hit's questions and phrasings (folded, both languages), so that an entry standing clearly
--   above the others for a long message is taken only if it is worded with something the message says beyond the
--   words that chose the engine's own reading ("abito a lugano, mi arriva un pacco?" is not the gift entry's "pacco");
-- * `p_topic`: the entry that is the engine's general text for the intent it read ('checkin', 'rules'…), returned
--   after the ranked hits (score 0 when the question did not match it), so that a general answer no longer reads
--   every entry (knowledge_entries) besides the search: one round trip instead of two.
-- Scoring is unchanged (20261127080000_search_knowledge_names_in_answers.sql). The old two-argument function is
-- dropped: with the defaulted third argument, a call with two would be ambiguous.

drop function public.search_knowledge(text, text);

create function public.search_knowledge(p_query text, p_lang text default 'it', p_topic text default null)
returns table (id uuid, topic text, question text, answer text, score real, wordings text)
language sql
stable
set search_path = ''
as $$
  with q as (
    select public.knowledge_fold(left(p_query, 500)) as folded
  ),
  qw as (
    select distinct word from q, regexp_split_to_table(q.folded, ' ') as word where word <> ''
  ),
  w as (
    -- Content words: three letters or more, a stop word in neither language.
    select word, plainto_tsquery('italian'::regconfig, word) as q_it, plainto_tsquery('english'::regconfig, word) as q_en
    from qw
    where length(word) >= 3
      and to_tsvector('italian'::regconfig, word) <> ''::tsvector
      and to_tsvector('english'::regconfig, word) <> ''::tsvector
  ),
  e as materialized (
    -- Each entry's texts folded and indexed once per search, not once per word.
    select k.id, k.topic, k.question_it, k.question_en, k.answer_it, k.answer_en,
      array[k.question_it, k.question_en] || k.phrasings_it || k.phrasings_en as wordings,
      public.knowledge_wordings(k.question_it, k.phrasings_it) || ' ' || public.knowledge_wordings(k.question_en, k.phrasings_en) as said,
      to_tsvector('italian'::regconfig, public.knowledge_wordings(k.question_it, k.phrasings_it)) as say_it,
      to_tsvector('english'::regconfig, public.knowledge_wordings(k.question_en, k.phrasings_en)) as say_en,
      to_tsvector('italian'::regconfig, public.knowledge_fold(public.knowledge_unfilled(k.answer_it))) as ans_it,
      to_tsvector('english'::regconfig, public.knowledge_fold(public.knowledge_unfilled(k.answer_en))) as ans_en,
      -- The wordings' words of four letters or more, which a typo'd word is compared with one by one.
      array(
        select distinct x
        from regexp_split_to_table(public.knowledge_wordings(k.question_it, k.phrasings_it) || ' ' || public.knowledge_wordings(k.question_en, k.phrasings_en), ' ') as x
        where length(x) >= 4
      ) as words
    from public.chatbot_knowledge k where k.active
  ),
  names as (
    -- Proper names: words written with a capital anywhere but at the start of a sentence, in any entry's texts.
    select distinct public.knowledge_fold(m[1]) as word
    from e, regexp_matches(
      regexp_replace(e.question_it || '. ' || e.question_en || '. ' || e.answer_it || '. ' || e.answer_en, '(^|[.!?:]\s+)[[:upper:]]', '\1x', 'g'),
      '\m([[:upper:]][[:alpha:]]{2,})', 'g') as m
  ),
  found_raw as (
    select e.id, w.word, case
        when e.say_it @@ w.q_it or e.say_en @@ w.q_en then 1.0
        when e.ans_it @@ w.q_it or e.ans_en @@ w.q_en then 0.5
        else 0 end as v
    from e cross join w
  ),
  worded as (
    select distinct word from found_raw where v = 1.0
  ),
  found as (
    -- A proper name that no entry is worded with but an answer writes ("San Teodoro" in the beaches' answer) says
    -- what that entry is about: a whole match. A name some entry is worded with ("Olbia") stays half in answers,
    -- where it is often named in passing ("Olbia airport is much closer").
    select f.id, f.word, case
        when f.v = 0.5 and f.word in (select word from names)
          and f.word not in (select word from worded) then 1.0
        else f.v end as v
    from found_raw f
  ),
  unknown as (
    -- Words no entry has whole: only these may be typos of a wording's word.
    select word from found group by word having max(v) = 0
  ),
  typos as (
    -- A typo: weaker evidence than the word itself (and a word of the other language may look alike).
    select e.id, u.word, 0.75 as v
    from e cross join unknown u
    where length(u.word) >= 5 and exists (select 1 from unnest(e.words) as x where extensions.similarity(u.word, x) >= 0.5)
  ),
  hit_rows as (
    select f.id, f.word, greatest(f.v, coalesce(t.v, 0)) as v
    from found f left join typos t on t.id = f.id and t.word = f.word
  ),
  weights as (
    -- A word many entries are worded with ("fate", "serve", "room") tells them apart less than a rare one: it
    -- weighs one over the number of entries it is found in, a name three times that. A word no entry has: a half.
    select h.word,
      case when max(h.v) = 0 then 0.5
        else (case when h.word in (select word from names) then 3.0 else 1.0 end)
          / greatest(count(*) filter (where h.v >= 0.75), 1) end as wt
    from hit_rows h group by h.word
  ),
  hits as (
    select h.id, sum(h.v * g.wt) / (select sum(wt) from weights) as coverage
    from hit_rows h join weights g on g.word = h.word
    group by h.id
  ),
  wording_words as (
    -- Every word of every wording of the entries that matched, once per wording.
    select e.id, n as wording, x as word
    from e join hits h on h.id = e.id,
      unnest(e.wordings) with ordinality as t(text, n),
      regexp_split_to_table(public.knowledge_fold(t.text), ' ') as x
    where x <> ''
    group by e.id, n, x
  ),
  alike as (
    -- The share of words the question and an entry's nearest wording have in common (whole words).
    select ww.id, max(ww.common::real / (ww.size + (select count(*) from qw) - ww.common)) as share
    from (
      select id, wording, count(*) as size, count(*) filter (where word in (select word from qw)) as common
      from wording_words group by id, wording
    ) ww
    group by ww.id
  ),
  scored as (
    select e.id, e.topic,
      case when p_lang = 'en' then e.question_en else e.question_it end as question,
      case when p_lang = 'en' then e.answer_en else e.answer_it end as answer,
      (0.75 * h.coverage + 0.25 * coalesce(a.share, 0))::real as score,
      e.said
    from e join hits h on h.id = e.id left join alike a on a.id = e.id
  ),
  best as (
    select s.* from scored s where s.score >= 0.2
    order by s.score desc, s.id
    limit 5
  )
  select b.id, b.topic, b.question, public.knowledge_fill(b.answer), round(b.score::numeric, 3)::real, b.said
  from best b
  union all
  -- The engine's general text for the intent it read (p_topic: 'checkin', 'rules'…), in the same call, whether or
  -- not the question matched it: the reply needs one round trip, not a search and a read of every entry.
  select e.id, e.topic,
    case when p_lang = 'en' then e.question_en else e.question_it end,
    public.knowledge_fill(case when p_lang = 'en' then e.answer_en else e.answer_it end),
    coalesce((select round(s.score::numeric, 3)::real from scored s where s.id = e.id), 0)::real, e.said
  from e
  where p_topic is not null and e.topic = p_topic and e.id not in (select b.id from best b)
$$;


revoke execute on function public.search_knowledge(text, text, text) from public, anon, authenticated;
grant execute on function public.search_knowledge(text, text, text) to service_role;
