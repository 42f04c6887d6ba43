-- begin_booking keeps its card-testing count whatever happens after it, and does not wait for the disk (issue 22).
-- 1. The count (rate_limit_hit('payment', …)) and the attempt (start_payment) share one transaction, so a failure
-- raised after the count (a lock or statement error, a constraint, anything but the in-flight attempt already
-- answered as a result) rolled the count back: a script whose attempts failed there was never counted. Every
-- error of the steps after the count is now caught in a subtransaction (which undoes only those steps) and
-- returned as {failed: {code, message, details}}; the payments function raises it as the database's error it is
-- (the same answer as before), and the transaction, with its count, commits. Refusals before the count (the
-- quote, the guest, a dead hold) still raise: the provider is not asked and nothing is counted, as before.
-- Not caught: a cancelled statement (statement timeout, pg_cancel_backend), which PL/pgSQL's `others` excludes on
-- purpose.
-- 2. Its commit no longer waits for the log's flush to disk (synchronous_commit off for this transaction only):
--    one fsync fewer per booking, 1.5 ms on a quiet disk and the largest part of a booking's p95 when the disk is
--    busy. Nothing it writes is what a visitor is told is placed: a pending attempt and the counts. The booking's
--    own transaction (create_booking, admin_create_booking) still commits synchronously, and its flush writes the
--    log up to its own commit, this transaction's records included. What a crash can lose is the last fraction of
--    a second of begun attempts: such an attempt never became a booking (create_booking refuses an attempt it
--    cannot find, and the function then voids the provider's authorisation), and a few counts.

create or replace function public.begin_booking(
  p_client_request_id uuid,
  p_user_id uuid,
  p_rooms jsonb,
  p_check_in date,
  p_check_out date,
  p_guest jsonb,
  p_hold_id uuid,
  p_method text,
  p_provider text,
  p_card_last_4 text,
  p_client_ip text,
  p_request jsonb default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_quote jsonb;
  v_wait integer;
  v_amount numeric(10,2);
  v_start jsonb;
  v_state text;
  v_message text;
  v_detail text;
begin
  if p_client_request_id is null then
    raise exception 'INVALID_REQUEST_ID' using errcode = 'P0001';
  end if;
  if p_method is null or p_method not in ('card', 'paypal', 'onsite') then
    raise exception 'INVALID_PAYMENT' using errcode = 'P0001';
  end if;
  -- See 2. above: this transaction's commit does not wait for the disk (settings of this transaction only).
  perform set_config('synchronous_commit', 'off', true);
  -- start_payment's and create_booking's lock, from the start: the request's answers (done, in progress) hold.
  perform pg_advisory_xact_lock(hashtextextended('booking:' || p_client_request_id::text, 0));
  v_quote := public.quote_booking(p_client_request_id, p_user_id, p_rooms, p_check_in, p_check_out, p_guest, p_hold_id);
  if v_quote ? 'done' then
    return v_quote;
  end if;

  v_wait := public.rate_limit_hit('payment', p_client_ip, p_guest ->> 'email');
  if v_wait > 0 then
    return jsonb_build_object('rate_limited', v_wait);
  end if;

  -- From here on nothing raises: an error is returned, so that the count above commits.
  v_amount := case when p_method = 'onsite' then 0 else (v_quote ->> 'total_price')::numeric end;
  begin
    v_start := public.start_payment('booking', p_client_request_id, p_user_id, p_method,
      case when p_method = 'onsite' then 'guarantee' else 'charge' end, p_provider, v_amount, p_card_last_4, p_request);
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
    if v_state = 'P0001' and v_message = 'PAYMENT_IN_PROGRESS' then
      return jsonb_build_object('in_progress', true);
    end if;
    return jsonb_build_object('failed', jsonb_build_object('code', v_state, 'message', v_message, 'details', nullif(v_detail, '')));
  end;
  return v_start || jsonb_build_object('amount', v_amount);
end;
$$;
