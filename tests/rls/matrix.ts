// The declarative RLS matrix: for every table, who may select, insert, update and delete a row that
// belongs to the `customer` actor (or to the owner chat session); for the bucket and every function, who may use it.
import type { ActorName } from './actors.ts';
import { OWNER_SESSION } from './actors.ts';
import { FORMAGGI, type Fixtures, LAVANDA, uuid } from './fixtures.ts';

export type Op = 'select' | 'insert' | 'update' | 'delete';
export const OPS: readonly Op[] = ['select', 'insert', 'update', 'delete'];

const ALL: ActorName[] = ['anon', 'intruder', 'customer', 'other', 'staff', 'admin'];
const NONE: ActorName[] = [];
const ADMIN: ActorName[] = ['admin'];
const OWNER: ActorName[] = ['customer'];
const OWNER_ADMIN: ActorName[] = ['customer', 'admin'];
const CHAT_READERS: ActorName[] = ['anon', 'staff', 'admin'];
const STAFF: ActorName[] = ['staff', 'admin'];
const SIGNED_IN: ActorName[] = ['customer', 'other', 'staff', 'admin'];

export interface Ctx {
  f: Fixtures;
  customerId: string;
}

export interface TableSpec {
  label: string;
  table: string;
  key?: string;
  /** A row for select/update/delete, owned by the customer (or the owner chat session). */
  target(ctx: Ctx): Promise<string>;
  /** A row to insert, with its key set, aimed at the customer's (or the owner session's) data. */
  insertRow(ctx: Ctx): Promise<Record<string, unknown>>;
  update: { patch: Record<string, unknown>; changed: string };
  allow: Record<Op, ActorName[]>;
}

const catalogueWrites = { insert: ADMIN, update: ADMIN, delete: ADMIN };

export const TABLES: TableSpec[] = [
  {
    label: 'categories', table: 'categories',
    target: ({ f }) => f.category(),
    insertRow: async () => { const id = uuid(); return { id, slug: `c-${id.slice(0, 8)}`, name_it: 'Nuova' }; },
    update: { patch: { name_it: 'Cambiata' }, changed: `name_it = 'Cambiata'` },
    allow: { select: ALL, ...catalogueWrites },
  },
  {
    label: 'products (active)', table: 'products',
    target: ({ f }) => f.product('active'),
    insertRow: async () => { const id = uuid(); return { id, category_id: FORMAGGI, slug: `n-${id.slice(0, 8)}`, sku: `N-${id}`, price: 1, name_it: 'Nuovo' }; },
    update: { patch: { price: 0.01 }, changed: 'price = 0.01' },
    allow: { select: ALL, ...catalogueWrites },
  },
  {
    label: 'products (draft)', table: 'products',
    target: ({ f }) => f.product('draft'),
    insertRow: async () => { const id = uuid(); return { id, category_id: FORMAGGI, slug: `d-${id.slice(0, 8)}`, sku: `D-${id}`, price: 1, name_it: 'Bozza', status: 'draft' }; },
    update: { patch: { stock_quantity: 0 }, changed: 'stock_quantity = 0' },
    allow: { select: ADMIN, ...catalogueWrites },
  },
  {
    label: 'rooms', table: 'rooms',
    target: ({ f }) => f.room(),
    insertRow: async () => { const id = uuid(); return { id, slug: `r-${id.slice(0, 8)}`, name: 'Nuova', type: 'standard', bed_type: 'singoli', price_per_night: 1, max_guests: 2 }; },
    update: { patch: { price_per_night: 1 }, changed: 'price_per_night = 1' },
    allow: { select: ALL, ...catalogueWrites },
  },
  {
    label: 'settings', table: 'settings', key: 'key',
    target: ({ f }) => f.setting(),
    insertRow: async () => ({ key: `new_${uuid().slice(0, 8)}`, value: 1 }),
    update: { patch: { value: 2 }, changed: `value = '2'::jsonb` },
    allow: { select: ALL, ...catalogueWrites },
  },
  {
    label: 'profiles', table: 'profiles',
    // The customer's own profile: reset so each case starts from the same value.
    target: async ({ f, customerId }) => {
      await f.db.query(`update public.profiles set last_name = 'Test' where id = $1`, [customerId]);
      return customerId;
    },
    insertRow: async ({ f }) => {
      const id = await f.bareUser();
      await f.db.query('delete from public.profiles where id = $1', [id]);
      return { id, first_name: 'Intrusa' };
    },
    update: { patch: { last_name: 'Cambiato' }, changed: `last_name = 'Cambiato'` },
    allow: { select: OWNER_ADMIN, insert: NONE, update: OWNER, delete: NONE },
  },
  {
    label: 'user_roles', table: 'user_roles',
    target: ({ f }) => f.userRole(),
    insertRow: async ({ f }) => ({ id: uuid(), user_id: await f.bareUser(), role: 'admin' }),
    update: { patch: { role: 'admin' }, changed: `role = 'admin'` },
    allow: { select: ADMIN, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    label: 'cart_items', table: 'cart_items',
    target: ({ f, customerId }) => f.cartItem(customerId),
    insertRow: async ({ f, customerId }) => ({ id: uuid(), user_id: customerId, product_id: await f.product(), quantity: 1 }),
    update: { patch: { quantity: 7 }, changed: 'quantity = 7' },
    allow: { select: OWNER, insert: OWNER, update: OWNER, delete: OWNER },
  },
  {
    label: 'wishlist_items', table: 'wishlist_items',
    target: ({ f, customerId }) => f.wishlistItem(customerId),
    insertRow: async ({ f, customerId }) => ({ id: uuid(), user_id: customerId, product_id: await f.product() }),
    update: { patch: { created_at: '2000-01-01T00:00:00Z' }, changed: `created_at < '2001-01-01'` },
    allow: { select: OWNER, insert: OWNER, update: NONE, delete: OWNER },
  },
  {
    label: 'orders', table: 'orders',
    target: ({ f, customerId }) => f.order(customerId),
    insertRow: async ({ customerId }) => { const id = uuid(); return { id, order_number: `X-${id}`, user_id: customerId, subtotal: 0.01, total_amount: 0.01 }; },
    update: { patch: { total_amount: 0.01 }, changed: 'total_amount = 0.01' },
    allow: { select: OWNER_ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  {
    label: 'order_items', table: 'order_items',
    target: ({ f, customerId }) => f.orderItem(customerId),
    insertRow: async ({ f, customerId }) => ({ id: uuid(), order_id: await f.order(customerId), product_name: 'Regalo', quantity: 9, unit_price: 0, total_price: 0, vat_rate: 4 }),
    update: { patch: { unit_price: 0.01 }, changed: 'unit_price = 0.01' },
    allow: { select: OWNER_ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  {
    // Written only by the payments function (service_role); even the payer cannot read their attempts.
    label: 'payments', table: 'payments',
    target: ({ f, customerId }) => f.payment(customerId),
    insertRow: async ({ customerId }) => ({ id: uuid(), kind: 'order', client_request_id: uuid(), user_id: customerId, method: 'card', purpose: 'charge', provider: 'x', amount: 1, outcome: 'declined' }),
    update: { patch: { outcome: 'failed' }, changed: `outcome = 'failed'` },
    allow: { select: ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  {
    label: 'bookings', table: 'bookings',
    target: async ({ f, customerId }) => (await f.booking(customerId)).booking,
    insertRow: async ({ customerId }) => { const id = uuid(); return { id, reference: `X-${id.slice(0, 8)}`, user_id: customerId, check_in: '2031-01-01', check_out: '2031-01-02', nights: 1, total_guests: 1, total_price: 0, first_name: 'A', last_name: 'B', email: 'a@b.it', payment_status: 'completed', policy_version: 'x' }; },
    update: { patch: { total_price: 0.01 }, changed: 'total_price = 0.01' },
    allow: { select: OWNER_ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  {
    label: 'booking_rooms', table: 'booking_rooms',
    target: async ({ f, customerId }) => (await f.booking(customerId)).bookingRoom,
    insertRow: async ({ f, customerId }) => {
      const { booking } = await f.booking(customerId);
      return { id: uuid(), booking_id: booking, room_id: '10000000-0000-4000-8000-000000000002', guests: 1, price_per_night: 0, check_in: '2032-01-01', check_out: '2032-01-02' };
    },
    update: { patch: { cancelled: true }, changed: 'cancelled' },
    allow: { select: OWNER_ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  {
    // Rates hold no secret: anyone may read them (the site quotes them); only admins write.
    label: 'rate_rules', table: 'rate_rules',
    target: ({ f }) => f.rateRule(),
    insertRow: async () => ({ id: uuid(), name: 'Intrusa', first_night: '2040-01-01', last_night: '2040-01-02', nightly_price: 1 }),
    update: { patch: { nightly_price: 0.01 }, changed: 'nightly_price = 0.01' },
    allow: { select: ALL, ...catalogueWrites },
  },
  {
    // Closures carry the owner's note: admins only (visitors see closed nights through get_booked_ranges).
    label: 'room_closures', table: 'room_closures',
    target: ({ f }) => f.closure(),
    insertRow: async () => ({ id: uuid(), first_night: '2040-01-01', last_night: '2040-01-02', note: 'x' }),
    update: { patch: { note: 'cambiata' }, changed: `note = 'cambiata'` },
    allow: { select: ADMIN, ...catalogueWrites },
  },
  {
    // Holds are made and released only through hold_stay / release_hold / create_booking.
    label: 'stay_holds', table: 'stay_holds',
    target: ({ f }) => f.hold(),
    insertRow: async () => ({ id: uuid(), client_key: uuid(), check_in: '2040-01-01', check_out: '2040-01-02', rooms: [], total_price: 0, expires_at: '2040-01-01T00:00:00Z' }),
    update: { patch: { expires_at: '2041-01-01T00:00:00Z' }, changed: `expires_at > '2040-06-01'` },
    allow: { select: NONE, insert: NONE, update: NONE, delete: NONE },
  },
  {
    label: 'chatbot_conversations', table: 'chatbot_conversations',
    target: ({ f }) => f.conversation(OWNER_SESSION),
    insertRow: async () => ({ id: uuid(), session_id: OWNER_SESSION, language: 'it' }),
    update: { patch: { status: 'resolved' }, changed: `status = 'resolved'` },
    allow: { select: CHAT_READERS, insert: ['anon'], update: ['anon'], delete: NONE },
  },
  {
    label: 'chatbot_messages', table: 'chatbot_messages',
    target: ({ f }) => f.message(OWNER_SESSION),
    insertRow: async ({ f }) => ({ id: uuid(), conversation_id: await f.conversation(OWNER_SESSION), role: 'assistant', content: 'finto' }),
    update: { patch: { content: 'cambiato' }, changed: `content = 'cambiato'` },
    allow: { select: CHAT_READERS, insert: ['anon'], update: NONE, delete: NONE },
  },
  {
    // Staff replies are written only by staff_reply (security definer): no visitor writes as staff.
    label: 'chatbot_messages (staff reply)', table: 'chatbot_messages',
    target: ({ f }) => f.staffMessage(OWNER_SESSION),
    insertRow: async ({ f }) => ({ id: uuid(), conversation_id: await f.conversation(OWNER_SESSION), role: 'staff', content: 'finto', author_name: 'Finto' }),
    update: { patch: { content: 'cambiato' }, changed: `content = 'cambiato'` },
    allow: { select: CHAT_READERS, insert: NONE, update: NONE, delete: NONE },
  },
  {
    // Taken, replied and handed back only through take_conversation / staff_reply / release_conversation.
    label: 'chatbot_handovers', table: 'chatbot_handovers', key: 'conversation_id',
    target: ({ f }) => f.handover(OWNER_SESSION),
    insertRow: async ({ f }) => ({ conversation_id: await f.conversation(OWNER_SESSION), held_since: new Date().toISOString() }),
    update: { patch: { released_at: '2040-01-01T00:00:00Z' }, changed: 'released_at is not null' },
    allow: { select: CHAT_READERS, insert: NONE, update: NONE, delete: NONE },
  },
  {
    // The dashboard's heartbeat (staff_heartbeat); read only by request_handover (service role).
    label: 'staff_presence', table: 'staff_presence', key: 'user_id',
    target: ({ f }) => f.presence(),
    insertRow: async ({ f }) => ({ user_id: await f.bareUser() }),
    update: { patch: { last_seen: '2040-01-01T00:00:00Z' }, changed: `last_seen > '2039-01-01'` },
    allow: { select: NONE, insert: NONE, update: NONE, delete: NONE },
  },
  {
    label: 'chatbot_lead_data', table: 'chatbot_lead_data',
    target: ({ f }) => f.lead(OWNER_SESSION),
    insertRow: async ({ f }) => ({ id: uuid(), conversation_id: await f.conversation(OWNER_SESSION), name: 'Lead', email: 'l@example.test', consent: true }),
    update: { patch: { email: 'x@example.test' }, changed: `email = 'x@example.test'` },
    allow: { select: ['staff', 'admin'], insert: ['anon'], update: NONE, delete: NONE },
  },
  {
    // Visitors never read the knowledge base: the assistant reads it with the service role.
    label: 'chatbot_knowledge', table: 'chatbot_knowledge',
    target: ({ f }) => f.knowledge(),
    insertRow: async () => ({ id: uuid(), topic: 'nuovo', question_it: 'D?', question_en: 'Q?', answer_it: 'R.', answer_en: 'A.' }),
    update: { patch: { active: false }, changed: 'not active' },
    allow: { select: STAFF, insert: STAFF, update: STAFF, delete: NONE },
  },
  {
    // What the search reads of each entry, kept by a trigger on chatbot_knowledge: only the service role reads it.
    label: 'chatbot_knowledge_search', table: 'chatbot_knowledge_search',
    target: ({ f }) => f.knowledge(),
    insertRow: async () => ({ id: uuid(), said: 'x', say_it: '', say_en: '', ans_it: '', ans_en: '', words: [], wordings: [], names: [] }),
    update: { patch: { said: 'cambiato' }, changed: `said = 'cambiato'` },
    allow: { select: NONE, insert: NONE, update: NONE, delete: NONE },
  },
  {
    // Written by the assistant (service role) and by mark_reply_unhelpful; staff read and resolve.
    label: 'chatbot_unanswered', table: 'chatbot_unanswered',
    target: ({ f }) => f.unanswered(OWNER_SESSION),
    insertRow: async () => ({ id: uuid(), kind: 'unhelpful', question: 'finto', session_id: OWNER_SESSION }),
    update: { patch: { question: 'cambiata' }, changed: `question = 'cambiata'` },
    allow: { select: STAFF, insert: NONE, update: STAFF, delete: NONE },
  },
  {
    label: 'newsletter_subscriptions', table: 'newsletter_subscriptions',
    target: ({ f }) => f.subscription(),
    insertRow: async () => ({ id: uuid(), email: `n-${uuid().slice(0, 8)}@example.test`, first_name: 'Anna', last_name: 'Sole', privacy_accepted: true, marketing_consent: true }),
    update: { patch: { status: 'unsubscribed' }, changed: `status = 'unsubscribed'` },
    allow: { select: ADMIN, insert: ALL, update: ADMIN, delete: ADMIN },
  },
  {
    label: 'contact_messages', table: 'contact_messages',
    target: ({ f }) => f.contactMessage(),
    insertRow: async () => ({ id: uuid(), first_name: 'Anna', last_name: 'Sole', email: 'a@example.test', subject: 'Info', message: 'Buongiorno' }),
    update: { patch: { message: 'cambiato' }, changed: `message = 'cambiato'` },
    allow: { select: ADMIN, insert: ALL, update: NONE, delete: ADMIN },
  },
];

export type StorageOp = 'list' | 'upload' | 'overwrite' | 'remove';
export const STORAGE_ALLOW: Record<StorageOp, ActorName[]> = {
  list: ALL,
  upload: ADMIN,
  overwrite: ADMIN,
  remove: ADMIN,
};

const today = new Date();
const iso = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export interface FunctionSpec {
  name: string;
  /** Arguments that make the call harmless (a business error or an empty answer counts as executed). */
  args: Record<string, unknown>;
  allow: ActorName[];
}

// Every non-trigger function in public must appear here (tests/rls/hardening.test.ts checks it).
export const FUNCTIONS: FunctionSpec[] = [
  { name: 'get_products', args: { lang: 'en' }, allow: ALL },
  { name: 'get_product_by_slug', args: { product_slug: 'primo-fiore', lang: 'it' }, allow: ALL },
  { name: 'get_rooms', args: { lang: 'it' }, allow: ALL },
  { name: 'has_role', args: { _user_id: uuid(), _role: 'admin' }, allow: ALL },
  { name: 'check_room_availability', args: { p_room_id: LAVANDA, p_check_in: iso(3000), p_check_out: iso(3001) }, allow: ALL },
  { name: 'get_booked_ranges', args: { p_from: iso(0), p_to: iso(30) }, allow: ALL },
  // Orders and bookings are created by the payments function (service_role) once a payment is approved.
  { name: 'place_order', args: { p_payment_id: uuid(), p_reference: 'x', p_items: [], p_shipping: {}, p_billing: null, p_guest_email: 'g@example.test', p_language: 'it' }, allow: NONE },
  { name: 'create_booking', args: { p_payment_id: uuid(), p_reference: 'x', p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_guest: {}, p_language: 'it', p_source: 'page', p_client_ip: null, p_hold_id: null }, allow: NONE },
  { name: 'quote_order', args: { p_client_request_id: uuid(), p_items: [], p_shipping: {}, p_guest_email: null, p_user_id: null, p_language: 'it' }, allow: NONE },
  { name: 'quote_booking', args: { p_client_request_id: uuid(), p_user_id: null, p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_guest: {}, p_hold_id: null }, allow: NONE },
  // A booking up to the provider in one call (quote, card-testing count, attempt): the payments function only.
  { name: 'begin_booking', args: { p_client_request_id: uuid(), p_user_id: null, p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_guest: {}, p_hold_id: null, p_method: 'onsite', p_provider: 'x', p_card_last_4: '4242', p_client_ip: null, p_request: null }, allow: NONE },
  // The one quote and the holds: any visitor (the browser holds rooms while the guest types).
  { name: 'quote_stay', args: { p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_hold_id: null }, allow: ALL },
  { name: 'hold_stay', args: { p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_client_key: uuid() }, allow: ALL },
  { name: 'release_hold', args: { p_hold_id: uuid() }, allow: ALL },
  { name: 'stay_day_rules', args: { p_room_ids: [], p_from: iso(5), p_to: iso(6) }, allow: ALL },
  { name: 'start_payment', args: { p_kind: 'order', p_client_request_id: uuid(), p_user_id: null, p_method: 'card', p_purpose: 'charge', p_provider: 'x', p_amount: 1, p_card_last_4: '4242', p_request: null }, allow: NONE },
  { name: 'fail_payment', args: { p_payment_id: uuid(), p_outcome: 'declined', p_error_code: 'x', p_reference: null }, allow: NONE },
  { name: 'set_payment_reference', args: { p_payment_id: uuid(), p_reference: 'x' }, allow: NONE },
  { name: 'pending_payment_request', args: { p_payment_id: uuid() }, allow: NONE },
  { name: 'enforce_booking_limits', args: { p_email: 'x@example.test', p_client_ip: '127.0.0.1', p_nights: 1, p_payment_method: 'card' }, allow: NONE },
  { name: 'find_booking', args: { p_reference: 'TS-NOPE00', p_email: 'x@example.test' }, allow: ALL },
  { name: 'cancel_booking', args: { p_reference: 'TS-NOPE00', p_email: 'x@example.test' }, allow: ALL },
  { name: 'subscribe_newsletter', args: { p_email: 'not-an-email', p_first_name: 'An', p_last_name: 'So' }, allow: ALL },
  { name: 'confirm_newsletter', args: { p_token: uuid() }, allow: ALL },
  { name: 'cancellation_fee', args: { p_total: 100, p_days_before: 10 }, allow: ALL },
  { name: 'cancellation_fee_percent', args: { p_days_before: 10 }, allow: NONE },
  { name: 'cancellation_terms', args: { p_total: 100, p_check_in: iso(10) }, allow: NONE },
  { name: 'chat_session_id', args: {}, allow: ALL },
  { name: 'pick_lang', args: { lang: 'en', it: 'ciao', en: 'hello' }, allow: ALL },
  { name: 'admin_update_order_status', args: { p_order_id: uuid(), p_status: 'shipped' }, allow: ADMIN },
  { name: 'admin_cancel_booking', args: { p_booking_id: uuid() }, allow: ADMIN },
  { name: 'admin_outbox_resend', args: { p_id: 0 }, allow: ADMIN },
  // The owner's rate grid, room calendar and desk bookings.
  { name: 'rate_calendar', args: { p_room_id: LAVANDA, p_from: iso(3000), p_to: iso(3001) }, allow: ADMIN },
  { name: 'admin_tape_chart', args: { p_from: iso(3000), p_to: iso(3001) }, allow: ADMIN },
  { name: 'admin_create_booking', args: { p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_guest: {}, p_source: 'phone', p_language: 'it', p_payment_id: null }, allow: ADMIN },
  { name: 'admin_save_room_settings', args: { p_room_id: uuid(), p_settings: {} }, allow: ADMIN },
  // The e-mail outbox: only the service role (its deliverer) claims and reports; triggers enqueue.
  { name: 'outbox_claim', args: { p_limit: 0, p_lease_seconds: 10 }, allow: NONE },
  { name: 'outbox_report', args: { p_id: 0, p_ok: false }, allow: NONE },
  { name: 'outbox_enqueue', args: { p_kind: 'welcome', p_ref_id: uuid(), p_recipient: '', p_language: 'it' }, allow: NONE },
  { name: 'outbox_setting', args: { p_key: 'outbox_max_attempts', p_default: 8 }, allow: NONE },
  { name: 'mark_reply_unhelpful', args: { p_message_id: uuid() }, allow: ALL },
  // The assistant's retrieval: only the chatbot-ai function (service role) searches the knowledge.
  { name: 'search_knowledge', args: { p_query: 'parcheggio', p_lang: 'it' }, allow: NONE },
  // Its text helpers: the knowledge indexes call them when staff write an entry (pure text folding).
  { name: 'knowledge_fold', args: { p_text: 'x' }, allow: SIGNED_IN },
  { name: 'knowledge_wordings', args: { p_question: 'x', p_phrasings: [] }, allow: SIGNED_IN },
  // The farm's contacts filled into an answer (settings everyone reads), and the entries with their answers filled
  // in: callable when signed in, the rows decided by the table's staff policies (a customer gets none).
  { name: 'knowledge_fill', args: { p_text: 'x {email}' }, allow: SIGNED_IN },
  { name: 'knowledge_entries', args: {}, allow: SIGNED_IN },
  { name: 'knowledge_unfilled', args: { p_text: 'x {email}' }, allow: NONE },
  { name: 'chatbot_knowledge_search_refresh', args: { p_id: '00000000-0000-0000-0000-000000000000' }, allow: NONE },
  { name: 'teach_from_unanswered', args: { p_wording: 'x', p_topic: 't', p_question_it: 'D?', p_question_en: 'Q?', p_answer_it: 'R.', p_answer_en: 'A.', p_phrasings_it: [], p_phrasings_en: [] }, allow: STAFF },
  // Live handover: staff take, reply, hand back and keep their presence; the chatbot-ai function (service role)
  // asks whether a session is held and records a request for a person.
  { name: 'staff_heartbeat', args: {}, allow: STAFF },
  { name: 'take_conversation', args: { p_conversation_id: uuid() }, allow: STAFF },
  { name: 'release_conversation', args: { p_conversation_id: uuid() }, allow: STAFF },
  { name: 'staff_reply', args: { p_conversation_id: uuid(), p_content: 'x' }, allow: STAFF },
  { name: 'chat_handover_held', args: { p_session_id: 'nobody-session' }, allow: NONE },
  { name: 'request_handover', args: { p_session_id: 'nobody-session' }, allow: NONE },
  { name: 'is_staff', args: {}, allow: NONE },
  { name: 'handover_held', args: { p_held_since: null, p_last_reply: null, p_released_at: null }, allow: NONE },
  { name: 'resolve_conversation', args: { p_conversation_id: uuid() }, allow: ['staff', 'admin'] },
  { name: 'meta_flag', args: { meta: {}, key: 'x' }, allow: NONE },
  { name: 'rome_today', args: {}, allow: NONE },
  { name: 'is_valid_email', args: { p_email: 'a@b.it' }, allow: NONE },
  { name: 'clean_text', args: { p_value: 'x', p_max: 3 }, allow: NONE },
  { name: 'setting_numeric', args: { p_key: 'shipping_fee', p_default: 1 }, allow: NONE },
  { name: 'card_last_four', args: { p_value: '4242424242424242' }, allow: NONE },
  { name: 'new_booking_reference', args: {}, allow: NONE },
  { name: 'order_result', args: { o: {} }, allow: NONE },
  { name: 'booking_result', args: { b: {} }, allow: NONE },
  { name: 'erased_email', args: { p_id: uuid() }, allow: NONE },
  { name: 'erase_user_data', args: { p_user_id: uuid() }, allow: NONE },
  { name: 'erase_chat_session', args: { p_session_id: `nobody-${uuid()}` }, allow: NONE },
  { name: 'booking_summary', args: { b: {} }, allow: NONE },
  { name: 'request_done', args: { p_kind: 'order', p_client_request_id: uuid(), p_user_id: null }, allow: NONE },
  { name: 'order_check', args: { p_items: [], p_shipping: {}, p_guest_email: null, p_user_id: null }, allow: NONE },
  { name: 'order_totals', args: { p_ids: [], p_qtys: [], p_language: 'it', p_take_stock: false }, allow: NONE },
  { name: 'insert_stay_booking', args: { p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_guest: {}, p_hold_id: null, p_base: {}, p_visitor_limits: false, p_client_ip: null, p_charged: null }, allow: NONE },
  { name: 'booking_check', args: { p_rooms: [], p_check_in: iso(5), p_check_out: iso(4), p_guest: {}, p_hold_id: null }, allow: NONE },
  { name: 'deciding_rate_rule', args: { p_room_id: LAVANDA, p_night: iso(5) }, allow: NONE },
  { name: 'room_nightly_range', args: { p_from: iso(5), p_to: iso(9) }, allow: NONE },
  { name: 'tourist_tax_setting', args: {}, allow: NONE },
  { name: 'lock_stay_rooms', args: { p_rooms: [] }, allow: NONE },
  { name: 'stay_room_ids', args: { p_rooms: [] }, allow: NONE },
  { name: 'stay_refusal', args: { p_problem: {} }, allow: NONE },
  { name: 'stay_count', args: { p_value: null }, allow: NONE },
  { name: 'raise_quote_refusal', args: { p_quote: { ok: true } }, allow: NONE },
  { name: 'check_own_hold', args: { p_hold_id: null }, allow: NONE },
  { name: 'lock_pending_payment', args: { p_payment_id: uuid(), p_kind: 'order' }, allow: NONE },
  { name: 'rate_limit_count', args: { p_action: 'contact', p_key_kind: 'ip', p_key: '192.0.2.1' }, allow: NONE },
  { name: 'rate_limit_hit', args: { p_action: 'contact', p_ip: '192.0.2.1' }, allow: NONE },
  { name: 'raise_if_rate_limited', args: { p_wait: 0 }, allow: NONE },
  { name: 'request_client_ip', args: {}, allow: NONE },
  { name: 'request_is_service_role', args: {}, allow: NONE },
  { name: 'booking_lookup_allowed', args: { p_email: 'a@example.test' }, allow: NONE },
  { name: 'booking_limit_setting', args: { p_key: 'max_stay_nights', p_default: 30 }, allow: NONE },
];
