-- Stay: bookings and their rooms. Double booking is impossible at the database level.
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  user_id uuid references auth.users (id) on delete set null,
  check_in date not null,
  check_out date not null,
  nights integer not null check (nights > 0),
  total_guests integer not null check (total_guests > 0),
  total_price numeric(10,2) not null check (total_price >= 0),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  address text not null default '',
  city text not null default '',
  postal_code text not null default '',
  country text not null default 'Italia',
  special_requests text,
  payment_method text not null default 'card' check (payment_method in ('card', 'paypal', 'onsite')),
  payment_status text not null check (payment_status in ('pending', 'processing', 'completed', 'refunded')),
  booking_status text not null default 'confirmed' check (booking_status in ('confirmed', 'cancelled')),
  language text not null default 'it' check (language in ('it', 'en')),
  card_last_4 text check (card_last_4 ~ '^[0-9]{4}$'),
  policy_version text not null,
  cancellation_fee numeric(10,2) check (cancellation_fee >= 0),
  cancelled_at timestamptz,
  source text not null default 'page' check (source in ('page', 'chat')),
  client_request_id uuid unique,
  created_at timestamptz not null default now(),
  check (check_out > check_in)
);
create index bookings_user_idx on public.bookings (user_id);
create index bookings_email_idx on public.bookings (lower(email));

create table public.booking_rooms (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  room_id uuid not null references public.rooms (id) on delete restrict,
  guests integer not null check (guests > 0),
  price_per_night numeric(10,2) not null check (price_per_night >= 0),
  check_in date not null,
  check_out date not null,
  cancelled boolean not null default false,
  created_at timestamptz not null default now(),
  check (check_out > check_in),
  unique (booking_id, room_id),
  -- Half-open ranges: a check-out day can be the next guest's check-in day.
  constraint booking_rooms_no_overlap exclude using gist (
    room_id with =,
    daterange(check_in, check_out, '[)') with &&
  ) where (not cancelled)
);
create index booking_rooms_booking_idx on public.booking_rooms (booking_id);
