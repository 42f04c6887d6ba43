-- Assistant conversations, newsletter and contact form.
create table public.chatbot_conversations (
  id uuid primary key default gen_random_uuid(),
  session_id text not null check (length(session_id) between 8 and 128),
  language text not null default 'it' check (language in ('it', 'en')),
  status text not null default 'active',
  started_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  ended_at timestamptz
);
create index chatbot_conversations_session_idx on public.chatbot_conversations (session_id, status);
create index chatbot_conversations_last_idx on public.chatbot_conversations (last_message_at desc);

create table public.chatbot_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chatbot_conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null default '',
  type text not null default 'text',
  data jsonb,
  follow_up text,
  created_at timestamptz not null default now()
);
create index chatbot_messages_conversation_idx on public.chatbot_messages (conversation_id, created_at);

create table public.chatbot_lead_data (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid references public.chatbot_conversations (id) on delete set null,
  name text,
  email text,
  phone text,
  interest text,
  consent boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- Stored lower-case so that the unique constraint ignores case.
  email text not null unique check (email = lower(email)),
  first_name text,
  last_name text,
  phone text,
  birth_date date,
  interest_formaggi boolean not null default false,
  interest_salumi boolean not null default false,
  interest_offerte boolean not null default false,
  privacy_accepted boolean not null default false,
  privacy_accepted_at timestamptz,
  marketing_consent boolean not null default false,
  marketing_consent_at timestamptz,
  profiling_consent boolean not null default false,
  profiling_consent_at timestamptz,
  language text not null default 'it' check (language in ('it', 'en')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token uuid not null default gen_random_uuid() unique,
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(first_name) <= 200),
  last_name text not null check (length(last_name) <= 200),
  email text not null check (length(email) <= 320),
  phone text,
  subject text not null check (length(subject) <= 300),
  message text not null check (length(message) <= 5000),
  language text not null default 'it' check (language in ('it', 'en')),
  created_at timestamptz not null default now()
);
