-- Live handover from the assistant to a person. Staff take a conversation and reply as themselves; while a
-- conversation is held (taken, not handed back, a staff reply or the take within 30 minutes) the chatbot-ai
-- function answers nothing: it asks chat_handover_held() before every reply, so the silence is the server's.
-- Staff presence is a heartbeat of the dashboard (staff_heartbeat every 30 s; online = seen within 2 minutes).
-- A visitor's request for a person enqueues one e-mail to the farm per conversation (outbox kind
-- 'handover_request'). Visitors never write staff messages: only staff_reply inserts role 'staff'.

alter table public.chatbot_messages drop constraint chatbot_messages_role_check;
alter table public.chatbot_messages add constraint chatbot_messages_role_check check (role in ('user', 'assistant', 'staff'));
alter table public.chatbot_messages add column author_name text;

drop policy "messages written by session" on public.chatbot_messages;
create policy "messages written by session" on public.chatbot_messages for insert to anon, authenticated
  with check (
    role in ('user', 'assistant') and author_name is null
    and exists (
      select 1 from public.chatbot_conversations c
      where c.id = conversation_id and c.session_id = (select public.chat_session_id())
    )
  );

create table public.chatbot_handovers (
  conversation_id uuid primary key references public.chatbot_conversations (id) on delete cascade,
  held_by uuid references auth.users (id) on delete set null,
  held_by_name text,
  held_since timestamptz,
  last_staff_reply_at timestamptz,
  released_at timestamptz,
  requested_at timestamptz
);

create table public.staff_presence (
  user_id uuid primary key references auth.users (id) on delete cascade,
  last_seen timestamptz not null default now()
);

alter table public.chatbot_handovers enable row level security;
alter table public.staff_presence enable row level security;
revoke all on public.chatbot_handovers, public.staff_presence from anon, authenticated;
grant select on public.chatbot_handovers to anon, authenticated;
create policy "handovers readable by session and staff" on public.chatbot_handovers for select to anon, authenticated
  using (
    exists (
      select 1 from public.chatbot_conversations c
      where c.id = conversation_id and c.session_id = (select public.chat_session_id())
    )
    or (select public.has_role((select auth.uid()), 'staff'))
    or (select public.has_role((select auth.uid()), 'admin'))
  );

do $$
begin
  if not exists (
    select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'chatbot_handovers'
  ) then
    alter publication supabase_realtime add table public.chatbot_handovers;
  end if;
end;
$$;

alter table public.outbox drop constraint outbox_kind_check;
alter table public.outbox add constraint outbox_kind_check check (kind in (
  'order_confirmation', 'order_shipped', 'booking_confirmation', 'booking_cancellation',
  'welcome', 'newsletter_confirmation', 'contact_message', 'handover_request'
));

create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role(auth.uid(), 'staff') or public.has_role(auth.uid(), 'admin');
$$;

-- Held: taken, not handed back, and the take or the last staff reply less than 30 minutes ago.
create or replace function public.handover_held(p_held_since timestamptz, p_last_reply timestamptz, p_released_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_held_since is not null and p_released_at is null
    and greatest(p_held_since, coalesce(p_last_reply, p_held_since)) > now() - interval '30 minutes';
$$;

create or replace function public.staff_heartbeat()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  insert into public.staff_presence (user_id, last_seen) values (auth.uid(), now())
  on conflict (user_id) do update set last_seen = excluded.last_seen;
end;
$$;

create or replace function public.take_conversation(p_conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if not exists (select 1 from public.chatbot_conversations c where c.id = p_conversation_id) then
    raise exception 'CONVERSATION_NOT_FOUND' using errcode = 'P0001';
  end if;
  insert into public.chatbot_handovers (conversation_id, held_by, held_by_name, held_since, released_at)
  values (
    p_conversation_id, auth.uid(),
    (select nullif(trim(p.first_name), '') from public.profiles p where p.id = auth.uid()), now(), null
  )
  on conflict (conversation_id) do update
    set held_by = excluded.held_by, held_by_name = excluded.held_by_name, held_since = excluded.held_since,
        last_staff_reply_at = null, released_at = null;
end;
$$;

create or replace function public.release_conversation(p_conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  update public.chatbot_handovers set released_at = now() where conversation_id = p_conversation_id;
end;
$$;

-- A reply as the signed-in staff member; it takes the conversation when nobody holds it.
create or replace function public.staff_reply(p_conversation_id uuid, p_content text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_content text := trim(coalesce(p_content, ''));
  v_id uuid;
  v_name text;
begin
  if not public.is_staff() then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if v_content = '' or length(v_content) > 2000 then
    raise exception 'INVALID_CONTENT' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.chatbot_handovers h where h.conversation_id = p_conversation_id and public.handover_held(h.held_since, h.last_staff_reply_at, h.released_at)
  ) then
    perform public.take_conversation(p_conversation_id);
  end if;
  select h.held_by_name into v_name from public.chatbot_handovers h where h.conversation_id = p_conversation_id;
  if v_name is null or (select h.held_by from public.chatbot_handovers h where h.conversation_id = p_conversation_id) <> auth.uid() then
    v_name := (select nullif(trim(p.first_name), '') from public.profiles p where p.id = auth.uid());
  end if;
  insert into public.chatbot_messages (conversation_id, role, content, author_name)
  values (p_conversation_id, 'staff', v_content, v_name)
  returning id into v_id;
  update public.chatbot_handovers set last_staff_reply_at = now() where conversation_id = p_conversation_id;
  update public.chatbot_conversations set last_message_at = now() where id = p_conversation_id;
  return v_id;
end;
$$;

-- For the chatbot-ai function (service role): whether staff hold any active conversation of this session.
create or replace function public.chat_handover_held(p_session_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.chatbot_handovers h
    join public.chatbot_conversations c on c.id = h.conversation_id
    where c.session_id = p_session_id and c.status = 'active' and public.handover_held(h.held_since, h.last_staff_reply_at, h.released_at)
  );
$$;

-- For the chatbot-ai function (service role): a visitor asked for a person. Records the request, enqueues one
-- e-mail to the farm per conversation, and says whether staff have the dashboard open (seen within 2 minutes).
create or replace function public.request_handover(p_session_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_conv uuid;
  v_lang text;
  v_online boolean := exists (select 1 from public.staff_presence s where s.last_seen > now() - interval '2 minutes');
begin
  select c.id, c.language into v_conv, v_lang from public.chatbot_conversations c
  where c.session_id = p_session_id and c.status = 'active'
  order by c.last_message_at desc limit 1;
  if v_conv is not null then
    insert into public.chatbot_handovers (conversation_id, requested_at) values (v_conv, now())
    on conflict (conversation_id) do update set requested_at = excluded.requested_at;
    perform public.outbox_enqueue(
      'handover_request', v_conv,
      coalesce((select s.value #>> '{}' from public.settings s where s.key = 'contact_email'), 'info@localhost'),
      'it', jsonb_build_object('language', v_lang, 'staff_online', v_online)
    );
  end if;
  return jsonb_build_object('available', v_online, 'conversation_id', v_conv);
end;
$$;

revoke execute on function public.is_staff(), public.handover_held(timestamptz, timestamptz, timestamptz),
  public.staff_heartbeat(), public.take_conversation(uuid), public.release_conversation(uuid),
  public.staff_reply(uuid, text), public.chat_handover_held(text), public.request_handover(text)
  from public, anon, authenticated;
grant execute on function public.staff_heartbeat(), public.take_conversation(uuid), public.release_conversation(uuid),
  public.staff_reply(uuid, text) to authenticated, service_role;
grant execute on function public.chat_handover_held(text), public.request_handover(text) to service_role;
