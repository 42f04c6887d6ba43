-- public.search_knowledge folded, split and indexed every active entry's texts on every call (60-70 ms a search,
-- nearly all of a reply's cost). What depends only on an entry is now kept in public.chatbot_knowledge_search,
-- one row per entry, rewritten by a trigger whenever the entry is inserted or edited (staff on the dashboard,
-- teach_from_unanswered, the data import), so a search reads it. What depends on the settings (knowledge_fill:
-- the contacts) stays at query time. Results are unchanged (tests/assistant/search-knowledge-same.test.ts runs
-- the previous definition beside this one).

create table public.chatbot_knowledge_search (
  id uuid primary key references public.chatbot_knowledge (id) on delete cascade,
  -- The questions and phrasings of both languages folded into one text (what the engine compares a message with).
  said text not null,
  say_it tsvector not null,
  say_en tsvector not null,
  -- The answers without their placeholders (a contact is not a topic).
  ans_it tsvector not null,
  ans_en tsvector not null,
  -- The wordings' words of four letters or more, which a typo'd word is compared with one by one.
  words text[] not null,
  -- Each wording folded (questions, then phrasings in Italian, then in English), in that order.
  wordings text[] not null,
  -- Proper names: words written with a capital anywhere but at the start of a sentence, folded.
  names text[] not null
);

alter table public.chatbot_knowledge_search enable row level security;
revoke all on public.chatbot_knowledge_search from public, anon, authenticated;
grant select on public.chatbot_knowledge_search to service_role;

/** Recomputes one entry's search row (the same expressions search_knowledge computed per call until now). */
create function public.chatbot_knowledge_search_refresh(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.chatbot_knowledge_search (id, said, say_it, say_en, ans_it, ans_en, words, wordings, names)
  select k.id,
    public.knowledge_wordings(k.question_it, k.phrasings_it) || ' ' || public.knowledge_wordings(k.question_en, k.phrasings_en),
    to_tsvector('italian'::regconfig, public.knowledge_wordings(k.question_it, k.phrasings_it)),
    to_tsvector('english'::regconfig, public.knowledge_wordings(k.question_en, k.phrasings_en)),
    to_tsvector('italian'::regconfig, public.knowledge_fold(public.knowledge_unfilled(k.answer_it))),
    to_tsvector('english'::regconfig, public.knowledge_fold(public.knowledge_unfilled(k.answer_en))),
    array(
      select distinct x
      from regexp_split_to_table(public.knowledge_wordings(k.question_it, k.phrasings_it) || ' ' || public.knowledge_wordings(k.question_en, k.phrasings_en), ' ') as x
      where length(x) >= 4
    ),
    array(
      select public.knowledge_fold(t.text)
      from unnest(array[k.question_it, k.question_en] || k.phrasings_it || k.phrasings_en) with ordinality as t(text, n)
      order by t.n
    ),
    array(
      select distinct public.knowledge_fold(m[1])
      from regexp_matches(
        regexp_replace(k.question_it || '. ' || k.question_en || '. ' || k.answer_it || '. ' || k.answer_en, '(^|[.!?:]\s+)[[:upper:]]', '\1x', 'g'),
        '\m([[:upper:]][[:alpha:]]{2,})', 'g') as m
    )
  from public.chatbot_knowledge k
  where k.id = p_id
  on conflict (id) do update set
    said = excluded.said, say_it = excluded.say_it, say_en = excluded.say_en, ans_it = excluded.ans_it,
    ans_en = excluded.ans_en, words = excluded.words, wordings = excluded.wordings, names = excluded.names
$$;

-- Security definer: staff edit chatbot_knowledge as `authenticated`, who has no access to the search table.
create function public.chatbot_knowledge_search_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.chatbot_knowledge_search_refresh(new.id);
  return null;
end;
$$;

create trigger chatbot_knowledge_search_sync after insert or update on public.chatbot_knowledge
  for each row execute function public.chatbot_knowledge_search_sync();

revoke execute on function public.chatbot_knowledge_search_refresh(uuid) from public, anon, authenticated;
revoke execute on function public.chatbot_knowledge_search_sync() from public, anon, authenticated;

select public.chatbot_knowledge_search_refresh(k.id) from public.chatbot_knowledge k;

-- The same query as 20261127100000_search_knowledge_wordings_and_topic.sql, reading the kept rows.
create or replace function public.search_knowledge(p_query text, p_lang text default 'it', p_topic text default null)
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
    select k.id, k.topic, k.question_it, k.question_en, k.answer_it, k.answer_en,
      s.wordings, s.said, s.say_it, s.say_en, s.ans_it, s.ans_en, s.words, s.names
    from public.chatbot_knowledge k join public.chatbot_knowledge_search s on s.id = k.id
    where k.active
  ),
  names as (
    select distinct word from e, unnest(e.names) as word
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
    select e.id, t.n as wording, x as word
    from e join hits h on h.id = e.id,
      unnest(e.wordings) with ordinality as t(folded, n),
      regexp_split_to_table(t.folded, ' ') as x
    where x <> ''
    group by e.id, t.n, x
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
