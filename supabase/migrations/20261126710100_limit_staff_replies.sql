-- Staff replies had no limit: a stolen staff session, or a stuck script, could flood a visitor's chat and the
-- conversations list. Limited in the database like the other abuse limits (rate_limit_rules, docs/limits.md): per
-- staff member (a new key kind, 'user', the signed-in user's id) and per conversation (its chat session). A refused
-- reply is PostgREST's 429 (PT429, the seconds to wait in details), which the dashboard says in the staff's language.

alter table public.rate_limit_rules drop constraint rate_limit_rules_key_kind_check;
alter table public.rate_limit_rules add constraint rate_limit_rules_key_kind_check
  check (key_kind in ('ip', 'email', 'session', 'user'));

insert into public.rate_limit_rules (action, key_kind, max_hits, window_seconds) values
  ('staff_reply', 'user', 30, 60),
  ('staff_reply', 'session', 20, 60)
on conflict (action, key_kind) do nothing;

-- As in 20261126620000_create_chat_handover.sql, with the limit after the checks of role and content.
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
  -- Per staff member and per conversation (its chat session): a person's pace passes, a script's does not.
  perform public.raise_if_rate_limited(greatest(
    public.rate_limit_count('staff_reply', 'user', auth.uid()::text),
    public.rate_limit_count('staff_reply', 'session', (select c.session_id from public.chatbot_conversations c where c.id = p_conversation_id))
  ));
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
