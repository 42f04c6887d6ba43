-- enforce_booking_limits counts an e-mail's unpaid stays (pay at the property, not cancelled, not yet over) on
-- every such booking, under the e-mail's lock. bookings had an index on lower(email) only, which that count
-- (email = the already lowered address) cannot use: with ten seasons of history (18,000 stays) the scan took
-- 9 of a booking's 12 ms in the database (npm run bench:stay, docs/benchmarks.md). Partial, so it holds only
-- the rows the count can match.
create index bookings_unpaid_email_idx on public.bookings (email, check_out)
  where payment_method = 'onsite' and booking_status <> 'cancelled';
