-- Two transactions inserting overlapping stays of one room can each find the other's uncommitted row in the
-- exclusion index and wait for each other: Postgres then aborts one with a deadlock (40P01, an HTTP 500)
-- instead of the 23P01 the guest should get as "room unavailable". A per-room lock held to the end of the
-- transaction makes such inserts take turns; create_booking inserts its rooms in id order, so multi-room
-- bookings take these locks in one order and cannot deadlock on them either.
create or replace function public.booking_rooms_lock_room()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('booking-room:' || new.room_id::text, 0));
  return new;
end;
$$;

revoke execute on function public.booking_rooms_lock_room() from public, anon, authenticated;

create trigger booking_rooms_lock_room
before insert on public.booking_rooms
for each row execute function public.booking_rooms_lock_room();
