-- Retrieval of the knowledge staff teach, in Postgres so it answers the same locally and on the hosted project:
-- each word of the question is looked for in an entry's wordings (questions and phrasings) and answer, by its
-- Italian or English stem (full-text search) or, for typos, by trigram similarity to one of its words (pg_trgm).
create extension if not exists pg_trgm with schema extensions;

-- Lower case, no accents, letters and digits only: what both the indexes and the search compare.
create or replace function public.knowledge_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select trim(regexp_replace(
    translate(lower(coalesce(p_text, '')), 'àáâäèéêëìíîïòóôöùúûüç’''', 'aaaaeeeeiiiioooouuuuc  '),
    '[^[:alnum:]]+', ' ', 'g'))
$$;

-- An entry's wordings in one language (question and phrasings), one text. array_to_string is only stable in
-- general; on text[] it is immutable, which the expression indexes need.
create or replace function public.knowledge_wordings(p_question text, p_phrasings text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.knowledge_fold(p_question || ' ' || array_to_string(p_phrasings, ' '))
$$;

-- On the expressions the search compares. At tens of entries the planner scans (each word is checked against
-- every entry); the indexes are there for a pre-filter (@@, <%) once the staff's entries grow to thousands.
create index chatbot_knowledge_fts_it_idx on public.chatbot_knowledge using gin (
  to_tsvector('italian'::regconfig, public.knowledge_wordings(question_it, phrasings_it) || ' ' || public.knowledge_fold(answer_it))
) where active;
create index chatbot_knowledge_fts_en_idx on public.chatbot_knowledge using gin (
  to_tsvector('english'::regconfig, public.knowledge_wordings(question_en, phrasings_en) || ' ' || public.knowledge_fold(answer_en))
) where active;
create index chatbot_knowledge_trgm_idx on public.chatbot_knowledge using gin (
  (public.knowledge_wordings(question_it, phrasings_it) || ' ' || public.knowledge_wordings(question_en, phrasings_en)) extensions.gin_trgm_ops
) where active;

/**
 * The active entries that answer a visitor's question, best first, with a score from 0 to 1: the share of the
 * question's words (each weighed by how few entries have it) (stop words of both languages left out) found in the entry's wordings (by a typo: three
 * quarters), a word found only in the answer counting half, blended with the trigram similarity of the whole question to the nearest wording.
 * Question and answer are given in p_lang ('it' or 'en'). At most five entries, none scoring under 0.2.
 */
create or replace function public.search_knowledge(p_query text, p_lang text default 'it')
returns table (id uuid, topic text, question text, answer text, score real)
language sql
stable
set search_path = ''
as $$
  with q as (
    select public.knowledge_fold(left(p_query, 500)) as folded
  ),
  w as (
    -- Content words: three letters or more, a stop word in neither language.
    select distinct word from q, regexp_split_to_table(q.folded, ' ') as word
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
  hit_rows as (
    select e.id, w.word, case
        when to_tsvector('italian'::regconfig, e.say_it) @@ plainto_tsquery('italian'::regconfig, w.word)
          or to_tsvector('english'::regconfig, e.say_en) @@ plainto_tsquery('english'::regconfig, w.word)
          then 1.0
        -- A typo: weaker evidence than the word itself (and a word of the other language may look alike).
        when length(w.word) >= 5 and exists (select 1 from unnest(e.words) as x where extensions.similarity(w.word, x) >= 0.5)
          then 0.75
        when to_tsvector('italian'::regconfig, public.knowledge_fold(e.answer_it)) @@ plainto_tsquery('italian'::regconfig, w.word)
          or to_tsvector('english'::regconfig, public.knowledge_fold(e.answer_en)) @@ plainto_tsquery('english'::regconfig, w.word)
          then 0.5
        else 0 end as v
    from e cross join w
  ),
  weights as (
    -- A word many entries are worded with ("fate", "serve", "room") tells them apart less than a rare one: it
    -- weighs one over the number of entries it is found in. A word no entry has weighs fully, against them all.
    select word, 1.0 / greatest(count(*) filter (where v >= 0.75), 1) as wt from hit_rows group by word
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
        select max(extensions.similarity(q.folded, public.knowledge_fold(x)))
        from unnest(array[e.question_it, e.question_en] || e.phrasings_it || e.phrasings_en) as x
      ))::real as score
    from e join hits h on h.id = e.id cross join q
  )
  select s.id, s.topic, s.question, s.answer, round(s.score::numeric, 3)::real
  from scored s where s.score >= 0.2
  order by s.score desc, s.id
  limit 5
$$;

-- The assistant (the chatbot-ai function, service role) searches; visitors reach it only through the function.
revoke execute on function public.search_knowledge(text, text) from public, anon, authenticated;
grant execute on function public.search_knowledge(text, text) to service_role;
-- The indexes' text helpers run as whoever writes an entry: staff (authenticated) and the service role. They only
-- fold text, so a signed-in caller learns nothing from them.
revoke execute on function public.knowledge_fold(text) from public, anon;
revoke execute on function public.knowledge_wordings(text, text[]) from public, anon;
grant execute on function public.knowledge_fold(text), public.knowledge_wordings(text, text[]) to authenticated, service_role;
