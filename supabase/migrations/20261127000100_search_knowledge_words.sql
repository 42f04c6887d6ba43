-- The knowledge search weighs words, not fragments of them. Three changes to public.search_knowledge:
-- * A word of the question that some entry has as a whole word is matched only as that word: "porto" no longer
--   meets "aeroporto" (nor "port" "airport") through a trigram likeness; the typo rule is for words no entry has.
--   The likeness of the whole question to an entry's nearest wording is counted in whole words too.
-- * A word no entry has at all (not in a wording, not in an answer) tells the entries little: it weighs half a
--   rare word against all of them, no longer a whole one ("atterriamo ad alghero, quanto ci mettiamo?": "mettiamo"
--   says nothing of which entry; still, a question mostly of such words is not answered by its one known word).
-- * Names of places (and other proper names) weigh three times a word: the words the entries write with a capital
--   inside a sentence ("Golfo Aranci", "Alghero", "Isola Bianca"), read from the entries themselves, so staff's new
--   entries bring their names with them.

/** The folded words of a text, without repeats. */
create or replace function public.knowledge_words(p_text text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct x), '{}') from regexp_split_to_table(public.knowledge_fold(p_text), ' ') as x where x <> ''
$$;

create or replace function public.search_knowledge(p_query text, p_lang text default 'it')
returns table (id uuid, topic text, question text, answer text, score real)
language sql
stable
set search_path = ''
as $$
  with q as (
    select public.knowledge_fold(left(p_query, 500)) as folded, public.knowledge_words(left(p_query, 500)) as words
  ),
  w as (
    -- Content words: three letters or more, a stop word in neither language.
    select distinct word from q, unnest(q.words) as word
    where length(word) >= 3
      and to_tsvector('italian'::regconfig, word) <> ''::tsvector
      and to_tsvector('english'::regconfig, word) <> ''::tsvector
  ),
  e0 as (
    select k.*,
      public.knowledge_wordings(k.question_it, k.phrasings_it) as say_it,
      public.knowledge_wordings(k.question_en, k.phrasings_en) as say_en
    from public.chatbot_knowledge k where k.active
  ),
  e as (
    -- The wordings' words of four letters or more, which a typo'd word is compared with one by one.
    select e0.*, array(
      select distinct x from regexp_split_to_table(e0.say_it || ' ' || e0.say_en, ' ') as x where length(x) >= 4
    ) as words
    from e0
  ),
  names as (
    -- Proper names: words written with a capital after a word of the same sentence, in any entry's texts.
    select distinct public.knowledge_fold(m[1]) as word
    from e, regexp_matches(e.question_it || ' ' || e.question_en || ' ' || e.answer_it || ' ' || e.answer_en,
      '(?<=[^.!?:\s] )([[:upper:]][[:alpha:]]{2,})', 'g') as m
  ),
  found as (
    select e.id, w.word,
      case
        when to_tsvector('italian'::regconfig, e.say_it) @@ plainto_tsquery('italian'::regconfig, w.word)
          or to_tsvector('english'::regconfig, e.say_en) @@ plainto_tsquery('english'::regconfig, w.word)
          then 1.0
        when to_tsvector('italian'::regconfig, public.knowledge_fold(public.knowledge_unfilled(e.answer_it))) @@ plainto_tsquery('italian'::regconfig, w.word)
          or to_tsvector('english'::regconfig, public.knowledge_fold(public.knowledge_unfilled(e.answer_en))) @@ plainto_tsquery('english'::regconfig, w.word)
          then 0.5
        else 0 end as exact,
      -- A typo: weaker evidence than the word itself (and a word of the other language may look alike).
      case when length(w.word) >= 5 and exists (select 1 from unnest(e.words) as x where extensions.similarity(w.word, x) >= 0.5)
        then 0.75 else 0 end as typo
    from e cross join w
  ),
  known as (
    select word, max(exact) > 0 as whole from found group by word
  ),
  hit_rows as (
    -- A word some entry has whole is matched only whole; a word none has may be a typo of one.
    select f.id, f.word, case when k.whole then f.exact else greatest(f.exact, f.typo) end as v
    from found f join known k on k.word = f.word
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
  scored as (
    select e.id, e.topic,
      case when p_lang = 'en' then e.question_en else e.question_it end as question,
      case when p_lang = 'en' then e.answer_en else e.answer_it end as answer,
      (0.75 * h.coverage + 0.25 * (
        -- The share of words the question and the nearest wording have in common (whole words).
        select max(
          (select count(*) from unnest(q.words) a where a = any (x.words))::real
          / greatest((select count(*) from (select unnest(q.words) union select unnest(x.words)) u), 1))
        from (select public.knowledge_words(t) as words
              from unnest(array[e.question_it, e.question_en] || e.phrasings_it || e.phrasings_en) as t) x
      ))::real as score
    from e join hits h on h.id = e.id cross join q
  )
  select s.id, s.topic, s.question, public.knowledge_fill(s.answer), round(s.score::numeric, 3)::real
  from scored s where s.score >= 0.2
  order by s.score desc, s.id
  limit 5
$$;

revoke execute on function public.search_knowledge(text, text) from public, anon, authenticated;
grant execute on function public.search_knowledge(text, text) to service_role;
revoke execute on function public.knowledge_words(text) from public, anon, authenticated;
grant execute on function public.knowledge_words(text) to service_role;
