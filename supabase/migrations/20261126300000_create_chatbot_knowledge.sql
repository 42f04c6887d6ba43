-- The assistant's knowledge that staff teach: entries (question, answer and example wordings in both languages)
-- edited on /chatbot-dashboard, read by the chatbot-ai function with the service role; and the queue of what it
-- could not answer (the function records it) or what a visitor marked unhelpful (mark_reply_unhelpful).

create table public.chatbot_knowledge (
  id uuid primary key default gen_random_uuid(),
  -- An intent of the engine ('rules', 'checkin', ...) answers from the entry with that topic; any other topic is free.
  topic text not null check (length(trim(topic)) between 1 and 60),
  question_it text not null check (length(trim(question_it)) between 1 and 300),
  question_en text not null check (length(trim(question_en)) between 1 and 300),
  answer_it text not null check (length(trim(answer_it)) between 1 and 2000),
  answer_en text not null check (length(trim(answer_en)) between 1 and 2000),
  phrasings_it text[] not null default '{}' check (cardinality(phrasings_it) <= 30),
  phrasings_en text[] not null default '{}' check (cardinality(phrasings_en) <= 30),
  active boolean not null default true,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index chatbot_knowledge_topic_idx on public.chatbot_knowledge (topic) where active;

create or replace function public.chatbot_knowledge_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
create trigger chatbot_knowledge_touch before insert or update on public.chatbot_knowledge
  for each row execute function public.chatbot_knowledge_touch();

create table public.chatbot_unanswered (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('unknown', 'unhelpful')),
  question text not null check (length(question) between 1 and 2000),
  reply text check (length(reply) <= 4000),
  language text not null default 'it' check (language in ('it', 'en')),
  session_id text,
  -- The wording questions are grouped by: lower case, letters and digits only, single spaces.
  wording text generated always as (
    trim(regexp_replace(lower(question), '[^[:alnum:]]+', ' ', 'g'))
  ) stored,
  resolved_entry_id uuid references public.chatbot_knowledge (id) on delete set null,
  created_at timestamptz not null default now()
);
create index chatbot_unanswered_open_idx on public.chatbot_unanswered (wording) where resolved_entry_id is null;

alter table public.chatbot_knowledge enable row level security;
alter table public.chatbot_unanswered enable row level security;
revoke all on public.chatbot_knowledge, public.chatbot_unanswered from anon, authenticated;
grant select, insert, update on public.chatbot_knowledge to authenticated;
grant select, update on public.chatbot_unanswered to authenticated;
grant all on public.chatbot_knowledge, public.chatbot_unanswered to service_role;

create policy "knowledge read by staff" on public.chatbot_knowledge for select to authenticated
  using ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')));
create policy "knowledge written by staff" on public.chatbot_knowledge for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')));
create policy "knowledge edited by staff" on public.chatbot_knowledge for update to authenticated
  using ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')));
create policy "unanswered read by staff" on public.chatbot_unanswered for select to authenticated
  using ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')));
create policy "unanswered resolved by staff" on public.chatbot_unanswered for update to authenticated
  using ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'staff')) or (select public.has_role((select auth.uid()), 'admin')));

/**
 * A visitor's thumbs-down on an assistant reply of their own conversation (the x-chat-session header): the reply
 * and the visitor message before it go to the unanswered queue. Limited per address and session ('feedback').
 */
create or replace function public.mark_reply_unhelpful(p_message_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_session text := public.chat_session_id();
  v_reply public.chatbot_messages;
  v_conv public.chatbot_conversations;
  v_question text;
begin
  select m.* into v_reply from public.chatbot_messages m
    join public.chatbot_conversations c on c.id = m.conversation_id
    where m.id = p_message_id and m.role = 'assistant' and v_session is not null and c.session_id = v_session;
  if not found then
    raise exception 'MESSAGE_NOT_FOUND';
  end if;
  perform public.raise_if_rate_limited(public.rate_limit_hit('feedback', public.request_client_ip(), null, v_session));
  select * into v_conv from public.chatbot_conversations where id = v_reply.conversation_id;
  select m.content into v_question from public.chatbot_messages m
    where m.conversation_id = v_reply.conversation_id and m.role = 'user' and m.created_at <= v_reply.created_at
    order by m.created_at desc limit 1;
  if v_question is null or length(trim(v_question)) = 0 then
    return;
  end if;
  insert into public.chatbot_unanswered (kind, question, reply, language, session_id)
    values ('unhelpful', left(v_question, 2000), left(v_reply.content, 4000), v_conv.language, v_session);
end;
$$;
revoke execute on function public.mark_reply_unhelpful(uuid) from public;
grant execute on function public.mark_reply_unhelpful(uuid) to anon, authenticated;

/**
 * One step from the queue to the assistant's knowledge: the entry is created and every open question of the
 * same wording is marked answered by it. Runs as the caller, so the tables' staff policies decide.
 */
create or replace function public.teach_from_unanswered(
  p_wording text,
  p_topic text,
  p_question_it text,
  p_question_en text,
  p_answer_it text,
  p_answer_en text,
  p_phrasings_it text[],
  p_phrasings_en text[]
)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.chatbot_knowledge (topic, question_it, question_en, answer_it, answer_en, phrasings_it, phrasings_en)
    values (p_topic, p_question_it, p_question_en, p_answer_it, p_answer_en, coalesce(p_phrasings_it, '{}'), coalesce(p_phrasings_en, '{}'))
    returning id into v_id;
  update public.chatbot_unanswered set resolved_entry_id = v_id where wording = p_wording and resolved_entry_id is null;
  return v_id;
end;
$$;
revoke execute on function public.teach_from_unanswered(text, text, text, text, text, text, text[], text[]) from public, anon;
grant execute on function public.teach_from_unanswered(text, text, text, text, text, text, text[], text[]) to authenticated;
revoke execute on function public.chatbot_knowledge_touch() from public, anon, authenticated;

insert into public.rate_limit_rules (action, key_kind, max_hits, window_seconds) values
  ('feedback', 'ip', 30, 600),
  ('feedback', 'session', 10, 600);

-- The farm's fixed texts the engine answered from code until now: staff change them on the dashboard.
insert into public.chatbot_knowledge (topic, question_it, question_en, answer_it, answer_en, phrasings_it, phrasings_en) values
  ('about', 'Chi siete?', 'Who are you?',
   $$Siamo un’azienda agricola sarda con caseificio e ospitalità in campagna: a 700 m di altitudine, a 25 km da Olbia, con 566 ettari di pascoli e 11.000 ettari di boschi. Produciamo formaggi e salumi secondo la tradizione di famiglia, dal 1950. Il punto vendita è aperto dal lunedì al sabato 08:30-13:00.$$,
   $$We are a Sardinian farm with a dairy and countryside rooms: 700 m above sea level, 25 km from Olbia, with 566 hectares of pasture and 11,000 hectares of woods. We make cheeses and cured meats following our family tradition, since 1950. The farm shop is open Monday to Saturday 08:30-13:00.$$,
   array['raccontami della fattoria', 'chi siete', 'da quanto tempo esiste l azienda'],
   array['tell me about the farm', 'who are you', 'how old is the farm']),
  ('hours', 'Quali sono gli orari?', 'What are your opening hours?',
   'Siamo aperti dal lunedì al sabato, dalle 08:30 alle 13:00. La domenica siamo chiusi.',
   'We are open Monday to Saturday, 08:30 to 13:00. Closed on Sunday.',
   array['orari di apertura', 'quando siete aperti', 'siete aperti la domenica'],
   array['opening hours', 'when are you open', 'are you open on sunday']),
  ('checkin', 'A che ora sono check-in e check-out?', 'What time are check-in and check-out?',
   $$Il check-in è dalle 15:00 alle 20:00 (prima su richiesta); il check-out entro le 10:00 (più tardi su richiesta). All’arrivo serve un documento d’identità.$$,
   'Check-in is from 15:00 to 20:00 (earlier on request); check-out by 10:00 (later on request). Please bring an ID document for check-in.',
   array['a che ora si arriva', 'orario del check in', 'entro che ora si lascia la camera'],
   array['check in time', 'what time can we arrive', 'when do we have to leave the room']),
  ('rules', 'Quali sono le regole della casa?', 'What are the house rules?',
   $$Regole della casa: silenzio dalle 23:00 alle 07:00; vietato fumare nelle camere; animali ammessi con preavviso; bambini benvenuti (indicane l’età quando prenoti); documento d’identità richiesto al check-in. Dettagli su /booking-policy$$,
   'House rules: quiet hours 23:00-07:00; no smoking in the rooms; pets allowed with prior notice; children welcome (tell us their age when booking); ID required at check-in. Details at /booking-policy',
   array['regole della casa', 'si puo fumare in camera', 'posso portare il cane'],
   array['house rules', 'can i smoke in the room', 'can i bring my dog']),
  ('payment', 'Come si paga?', 'How can I pay?',
   $$Per le camere puoi pagare con carta, PayPal oppure in struttura. Una carta a garanzia (Visa, Mastercard, American Express) è sempre richiesta: con pagamento in struttura la carta serve solo come garanzia, salvo cancellazione tardiva, danni o mancata presentazione. Per gli acquisti online si paga con carta al checkout.$$,
   'For rooms you can pay by card, PayPal or at the property. A guarantee card (Visa, Mastercard, American Express) is always required: when paying at the property the card is only a guarantee, unless of late cancellation, damage or no-show. Online shop orders are paid by card at checkout.',
   array['metodi di pagamento', 'accettate paypal', 'posso pagare in contanti'],
   array['payment methods', 'do you take paypal', 'can i pay cash']);
