// The declared access matrix: everything the API roles `anon` and `authenticated` may reach in the database,
// the storage buckets and the edge functions. tests/security/sweep.test.ts fails on anything exposed that is
// not listed here (and on anything listed that is gone), so a new grant is a reviewed change to this file.

export type ApiRole = 'anon' | 'authenticated';
const BOTH: ApiRole[] = ['anon', 'authenticated'];

/** Table privileges per role, sorted (`schema.relation` → role → privileges). Every one of these has RLS on. */
export const RELATIONS: Record<string, Partial<Record<ApiRole, string[]>>> = {
  'public.booking_rooms': { authenticated: ['SELECT'] },
  'public.bookings': { authenticated: ['SELECT'] },
  'public.cart_items': { authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.categories': { anon: ['SELECT'], authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.chatbot_conversations': { anon: ['INSERT', 'SELECT', 'UPDATE'], authenticated: ['INSERT', 'SELECT', 'UPDATE'] },
  // Visitors read their own conversation's handover, staff all (RLS); written only by the handover functions.
  'public.chatbot_handovers': { anon: ['SELECT'], authenticated: ['SELECT'] },
  'public.chatbot_knowledge': { authenticated: ['INSERT', 'SELECT', 'UPDATE'] },
  'public.chatbot_lead_data': { anon: ['INSERT'], authenticated: ['INSERT', 'SELECT'] },
  'public.chatbot_messages': { anon: ['INSERT', 'SELECT'], authenticated: ['INSERT', 'SELECT'] },
  'public.chatbot_unanswered': { authenticated: ['SELECT', 'UPDATE'] },
  'public.contact_messages': { anon: ['INSERT'], authenticated: ['DELETE', 'INSERT', 'SELECT'] },
  'public.newsletter_subscriptions': { anon: ['INSERT'], authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.order_items': { authenticated: ['SELECT'] },
  'public.orders': { authenticated: ['SELECT'] },
  // Admins read the payment attempts; only the payments function (service_role) writes them.
  'public.payments': { authenticated: ['SELECT'] },
  // Admins read the e-mail outbox and its attempts (RLS); nobody writes them through the API.
  'public.outbox': { authenticated: ['SELECT'] },
  'public.outbox_attempts': { authenticated: ['SELECT'] },
  // Rates are quoted to anyone; admins write them (RLS). Closures: admins only (RLS).
  'public.rate_rules': { anon: ['SELECT'], authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.room_closures': { authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.products': { anon: ['SELECT'], authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.profiles': { authenticated: ['SELECT'] },
  'public.rooms': { anon: ['SELECT'], authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.settings': { anon: ['SELECT'], authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.user_roles': { authenticated: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'] },
  'public.wishlist_items': { authenticated: ['DELETE', 'INSERT', 'SELECT'] },
  // Realtime broadcast/presence authorisation (RLS decides per topic).
  'realtime.messages': { anon: ['INSERT', 'SELECT'], authenticated: ['INSERT', 'SELECT'] },
  // As in hosted Supabase: full grants, RLS with policies only for the product-images bucket.
  'storage.buckets': {
    anon: ['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE'],
    authenticated: ['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE'],
  },
  'storage.objects': {
    anon: ['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE'],
    authenticated: ['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE'],
  },
};

/** Column grants beyond the table grants (`schema.relation.privilege` → role → columns, sorted). */
export const COLUMNS: Record<string, Partial<Record<ApiRole, string[]>>> = {
  'public.profiles.UPDATE': { authenticated: ['data_processing_consent', 'first_name', 'last_name', 'newsletter_consent'] },
};

/** Sequences the API roles may use. */
export const SEQUENCES: Record<string, ApiRole[]> = {
  'realtime.messages_id_seq': BOTH,
};

/**
 * Executable functions (`schema.name` → roles); `definer` marks SECURITY DEFINER ones. Deliberately absent: the
 * service role's own functions, e.g. the payments function's begin_booking, create_booking, start_payment.
 */
export const FUNCTIONS: Record<string, { roles: ApiRole[]; definer?: true }> = {
  'auth.email': { roles: BOTH },
  'auth.jwt': { roles: BOTH },
  'auth.role': { roles: BOTH },
  'auth.uid': { roles: BOTH },
  'public.admin_cancel_booking': { roles: ['authenticated'], definer: true },
  'public.admin_create_booking': { roles: ['authenticated'], definer: true },
  'public.admin_outbox_resend': { roles: ['authenticated'], definer: true },
  'public.admin_save_room_settings': { roles: ['authenticated'], definer: true },
  'public.admin_tape_chart': { roles: ['authenticated'], definer: true },
  'public.admin_update_order_status': { roles: ['authenticated'], definer: true },
  'public.cancel_booking': { roles: BOTH, definer: true },
  'public.cancellation_fee': { roles: BOTH, definer: true },
  'public.chat_session_id': { roles: BOTH },
  'public.check_room_availability': { roles: BOTH, definer: true },
  'public.confirm_newsletter': { roles: BOTH, definer: true },
  'public.find_booking': { roles: BOTH, definer: true },
  'public.get_booked_ranges': { roles: BOTH, definer: true },
  'public.get_product_by_slug': { roles: BOTH },
  'public.get_products': { roles: BOTH },
  // Definer: the coming year's price range reads the rate rules and closures through room_nightly_range, which
  // visitors may not call on their own.
  'public.get_rooms': { roles: BOTH, definer: true },
  'public.has_role': { roles: BOTH, definer: true },
  'public.hold_stay': { roles: BOTH, definer: true },
  'public.pick_lang': { roles: BOTH },
  'public.mark_reply_unhelpful': { roles: BOTH, definer: true },
  // Text folding the knowledge indexes call when staff write an entry.
  'public.knowledge_fold': { roles: ['authenticated'] },
  'public.knowledge_wordings': { roles: ['authenticated'] },
  // The farm's contacts filled into the entries' answers; the rows knowledge_entries returns follow the table's policies.
  'public.knowledge_fill': { roles: ['authenticated'] },
  'public.knowledge_entries': { roles: ['authenticated'] },
  'public.quote_stay': { roles: BOTH, definer: true },
  'public.rate_calendar': { roles: ['authenticated'], definer: true },
  'public.stay_day_rules': { roles: BOTH, definer: true },
  'public.release_hold': { roles: BOTH, definer: true },
  'public.release_conversation': { roles: ['authenticated'], definer: true },
  'public.resolve_conversation': { roles: ['authenticated'], definer: true },
  'public.staff_heartbeat': { roles: ['authenticated'], definer: true },
  'public.staff_reply': { roles: ['authenticated'], definer: true },
  'public.take_conversation': { roles: ['authenticated'], definer: true },
  'public.teach_from_unanswered': { roles: ['authenticated'] },
  'public.subscribe_newsletter': { roles: BOTH, definer: true },
  // Change capture of the local realtime: triggers, harmless to call (they only queue a notification).
  'realtime.local_notify_change': { roles: BOTH, definer: true },
  'realtime.local_sync_capture': { roles: BOTH, definer: true },
  'realtime.local_sync_capture_on_ddl': { roles: BOTH },
  'realtime.send': { roles: BOTH },
  'realtime.topic': { roles: BOTH },
  'storage.extension': { roles: BOTH },
  'storage.filename': { roles: BOTH },
  'storage.foldername': { roles: BOTH },
};

/** Schemas the API roles may use. */
export const SCHEMAS: string[] = ['auth', 'extensions', 'public', 'realtime', 'storage'];

/** Storage buckets with their public flag, size limit and MIME types. */
export const BUCKETS: Record<string, { public: boolean; fileSizeLimit: number; mimeTypes: string[] }> = {
  'product-images': { public: true, fileSizeLimit: 5 * 1024 * 1024, mimeTypes: ['image/jpeg', 'image/png', 'image/webp'] },
};

/** Edge functions; `anonymous: true` when callable without any JWT (verify_jwt = false). */
export const EDGE_FUNCTIONS: Record<string, { anonymous: boolean }> = {
  // The assistant, contact and newsletter forms serve visitors who are not signed in (verify_jwt = false).
  'chatbot-ai': { anonymous: true },
  'contact-message': { anonymous: true },
  'delete-account': { anonymous: false },
  'export-my-data': { anonymous: false },
  'export-orders': { anonymous: false },
  'newsletter-subscribe': { anonymous: true },
  // Guest checkout pays without an account; the function reads a signed-in caller from the header itself.
  payments: { anonymous: true },
  // Calendar apps fetch the iCal feed without headers.
  'room-calendar': { anonymous: true },
  // Called by the scheduler with the service-role key; the database refuses anyone else's claim.
  'outbox-deliver': { anonymous: false },
};
