-- EXECUTE only where a caller needs it: PUBLIC loses the default grant on every function.
revoke execute on all functions in schema public from public, anon, authenticated;
grant execute on all functions in schema public to service_role;

-- Called from policies, so every API role needs them.
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated;
grant execute on function public.chat_session_id() to anon, authenticated;

grant execute on function public.get_products(text) to anon, authenticated;
grant execute on function public.get_product_by_slug(text, text) to anon, authenticated;
grant execute on function public.get_rooms(text) to anon, authenticated;
grant execute on function public.check_room_availability(uuid, date, date) to anon, authenticated;
grant execute on function public.get_booked_ranges(date, date) to anon, authenticated;
grant execute on function public.place_order(jsonb, jsonb, jsonb, jsonb, text, text, uuid) to anon, authenticated;
grant execute on function public.create_booking(jsonb, date, date, jsonb, text, text, text, text, uuid) to anon, authenticated;
grant execute on function public.find_booking(text, text) to anon, authenticated;
grant execute on function public.cancel_booking(text, text) to anon, authenticated;
grant execute on function public.subscribe_newsletter(text, text, text, text, date, boolean, boolean, boolean, boolean, boolean, boolean, text) to anon, authenticated;
grant execute on function public.confirm_newsletter(uuid) to anon, authenticated;
grant execute on function public.cancellation_fee(numeric, integer) to anon, authenticated;
grant execute on function public.admin_update_order_status(uuid, text) to authenticated;
-- Invoker helpers used inside the catalogue functions.
grant execute on function public.pick_lang(text, text, text) to anon, authenticated;
