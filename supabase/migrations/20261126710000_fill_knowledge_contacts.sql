-- The farm's contacts in the knowledge entries come from the settings the owner edits (contact_email,
-- contact_phone, whatsapp), not from the entries' text: an answer says {email}, {phone} or {whatsapp} and is filled
-- in when it is read (the assistant's search, the entries the engine and the dashboard read), so changing the
-- settings changes every answer at once.

/** The text with its contact placeholders filled from the settings ({whatsapp} falls back to the phone). */
create or replace function public.knowledge_fill(p_text text)
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  with s as (
    select
      coalesce((select nullif(trim(v.value #>> '{}'), '') from public.settings v where v.key = 'contact_email'), '') as email,
      coalesce((select nullif(trim(v.value #>> '{}'), '') from public.settings v where v.key = 'contact_phone'), '') as phone,
      (select nullif(trim(v.value #>> '{}'), '') from public.settings v where v.key = 'whatsapp') as whatsapp
  )
  select replace(replace(replace(p_text, '{email}', s.email), '{phone}', s.phone), '{whatsapp}', coalesce(s.whatsapp, s.phone))
  from s
$$;

/** The text without its placeholders: what the search compares a question with (a contact is not a topic). */
create or replace function public.knowledge_unfilled(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(coalesce(p_text, ''), '\{(email|phone|whatsapp)\}', ' ', 'g')
$$;

/**
 * The entries as staff and the assistant read them: the texts as written (with their placeholders, what staff
 * edit) and each answer filled in (what visitors are told). Runs as the caller, so the table's staff policies
 * decide who reads which rows.
 */
create or replace function public.knowledge_entries()
returns table (
  id uuid, topic text, question_it text, question_en text, answer_it text, answer_en text,
  shown_answer_it text, shown_answer_en text, phrasings_it text[], phrasings_en text[],
  active boolean, updated_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select k.id, k.topic, k.question_it, k.question_en, k.answer_it, k.answer_en,
    public.knowledge_fill(k.answer_it), public.knowledge_fill(k.answer_en), k.phrasings_it, k.phrasings_en,
    k.active, k.updated_at
  from public.chatbot_knowledge k
  order by k.created_at, k.id
$$;

-- Unchanged but for the answers: matched without their placeholders, returned filled in.
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
        when to_tsvector('italian'::regconfig, public.knowledge_fold(public.knowledge_unfilled(e.answer_it))) @@ plainto_tsquery('italian'::regconfig, w.word)
          or to_tsvector('english'::regconfig, public.knowledge_fold(public.knowledge_unfilled(e.answer_en))) @@ plainto_tsquery('english'::regconfig, w.word)
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
  select s.id, s.topic, s.question, public.knowledge_fill(s.answer), round(s.score::numeric, 3)::real
  from scored s where s.score >= 0.2
  order by s.score desc, s.id
  limit 5
$$;

-- knowledge_entries runs as the caller and fills the answers, so staff (authenticated) call knowledge_fill too: it
-- only reads settings everyone may read. knowledge_unfilled is the search's alone.
revoke execute on function public.knowledge_fill(text) from public, anon;
grant execute on function public.knowledge_fill(text) to authenticated, service_role;
revoke execute on function public.knowledge_unfilled(text) from public, anon, authenticated;
grant execute on function public.knowledge_unfilled(text) to service_role;
revoke execute on function public.knowledge_entries() from public, anon;
grant execute on function public.knowledge_entries() to authenticated, service_role;
