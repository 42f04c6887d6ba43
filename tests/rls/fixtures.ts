// Rows the matrix acts on, written as the database superuser (RLS does not apply), each owned by the
// `customer` actor or by the owner chat session, so a case shows whether another actor can reach them.
import crypto from 'node:crypto';
import pg from 'pg';

export const uuid = () => crypto.randomUUID();
export const FORMAGGI = '20000000-0000-4000-8000-000000000001';
export const LAVANDA = '10000000-0000-4000-8000-000000000001';

export class Fixtures {
  // Days 8990 and later are the fixtures' own: every other suite's stays are below 7300 days ahead (they share this
  // database; a random start anywhere in 2000-17000 once met another suite's nights on the same room).
  private dayOffset: number | undefined;
  // Every row made, so that removeAll leaves the shared database as it found it: later files (the assistant's
  // labelled set among them) read the products, rooms, rules and knowledge entries these would add.
  private readonly made: { table: string; key: string; value: string }[] = [];
  constructor(readonly db: pg.Client) {}

  private note<T extends string>(table: string, value: T, key = 'id'): T {
    this.made.push({ table, key, value });
    return value;
  }

  /** Deletes what the fixtures made, the last made first (a cart item before its product). */
  async removeAll(): Promise<void> {
    for (const { table, key, value } of this.made.splice(0).reverse()) {
      await this.db.query(`delete from ${table} where ${key} = $1`, [value]);
    }
  }

  async one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
    const { rows } = await this.db.query(sql, params);
    return rows[0] as T;
  }

  async exists(table: string, key: string, value: string): Promise<boolean> {
    const { rows } = await this.db.query(`select 1 from public.${table} where ${key} = $1`, [value]);
    return rows.length > 0;
  }

  async category(): Promise<string> {
    const id = uuid();
    await this.db.query('insert into public.categories (id, slug, name_it) values ($1, $2, $3)', [id, `cat-${id.slice(0, 8)}`, 'Prova']);
    return this.note('public.categories', id);
  }

  async product(status = 'active'): Promise<string> {
    const id = uuid();
    await this.db.query(
      `insert into public.products (id, category_id, slug, sku, price, name_it, stock_quantity, status)
       values ($1, $2, $3, $4, 10, 'Prodotto di prova', 100, $5)`,
      [id, FORMAGGI, `p-${id.slice(0, 8)}`, `SKU-${id.slice(0, 8)}`, status],
    );
    return this.note('public.products', id);
  }

  async room(): Promise<string> {
    const id = uuid();
    await this.db.query(
      `insert into public.rooms (id, slug, name, type, bed_type, price_per_night, max_guests) values ($1, $2, 'Prova', 'standard', 'singoli', 50, 2)`,
      [id, `r-${id.slice(0, 8)}`],
    );
    return this.note('public.rooms', id);
  }

  async setting(): Promise<string> {
    const key = `test_${uuid().slice(0, 8)}`;
    await this.db.query(`insert into public.settings (key, value) values ($1, '1'::jsonb)`, [key]);
    return this.note('public.settings', key, 'key');
  }

  /** A user with no roles (roles rows and profiles need an auth.users row). */
  async bareUser(): Promise<string> {
    const id = uuid();
    await this.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', '{}'::jsonb, now(), now())`,
      [id, `bare-${id.slice(0, 8)}@example.test`],
    );
    return this.note('auth.users', id);
  }

  async userRole(): Promise<string> {
    const user = await this.bareUser();
    return this.note('public.user_roles', (await this.one<{ id: string }>(`insert into public.user_roles (user_id, role) values ($1, 'staff') returning id`, [user])).id);
  }

  async cartItem(owner: string): Promise<string> {
    const product = await this.product();
    return (await this.one<{ id: string }>('insert into public.cart_items (user_id, product_id, quantity) values ($1, $2, 1) returning id', [owner, product])).id;
  }

  async wishlistItem(owner: string): Promise<string> {
    const product = await this.product();
    return (await this.one<{ id: string }>('insert into public.wishlist_items (user_id, product_id) values ($1, $2) returning id', [owner, product])).id;
  }

  async order(owner: string): Promise<string> {
    const id = uuid();
    await this.db.query(
      `insert into public.orders (id, order_number, user_id, subtotal, total_amount) values ($1, $2, $3, 10, 10)`,
      [id, `TEST-${id.slice(0, 8)}`, owner],
    );
    return this.note('public.orders', id);
  }

  async orderItem(owner: string): Promise<string> {
    const order = await this.order(owner);
    return this.note('public.order_items', (await this.one<{ id: string }>(`insert into public.order_items (order_id, product_name, quantity, unit_price, total_price, vat_rate) values ($1, 'Prova', 1, 10, 10, 4) returning id`,
      [order],
    )).id);
  }

  /** A payment attempt of the owner's (declined, so it needs no order). */
  async payment(owner: string): Promise<string> {
    return this.note('public.payments', (await this.one<{ id: string }>(`insert into public.payments (kind, client_request_id, user_id, method, purpose, provider, amount, outcome, error_code, card_last_4)
       values ('order', gen_random_uuid(), $1, 'card', 'charge', 'simulated', 10, 'declined', 'card_declined', '0002') returning id`,
      [owner],
    )).id);
  }

  /** A booking far in the future on a fresh date range, so fixtures never collide with each other. */
  async booking(owner: string): Promise<{ booking: string; bookingRoom: string }> {
    const id = uuid();
    // Each instance starts after the stays earlier instances left.
    this.dayOffset ??= (await this.one<{ n: number }>(
      `select coalesce(max(check_out - current_date), 9000)::int + 1 as n from public.booking_rooms
       where room_id = $1 and check_in >= current_date + 9000`, [LAVANDA])).n;
    const start = this.dayOffset;
    this.dayOffset += 3;
    await this.db.query(
      `insert into public.bookings (id, reference, user_id, check_in, check_out, nights, total_guests, total_price, first_name, last_name, email, payment_status, policy_version)
       values ($1, $2, $3, current_date + $4::int, current_date + $4::int + 2, 2, 1, 100, 'Maria', 'Rossi', 'maria@example.test', 'pending', 'test')`,
      [id, `TT-${id.slice(0, 8).toUpperCase()}`, owner, start],
    );
    this.note('public.bookings', id);
    const br = await this.one<{ id: string }>(
      `insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out)
       values ($1, $2, 1, 50, current_date + $3::int, current_date + $3::int + 2) returning id`,
      [id, LAVANDA, start],
    );
    this.note('public.booking_rooms', br.id);
    return { booking: id, bookingRoom: br.id };
  }

  async rateRule(): Promise<string> {
    return this.note('public.rate_rules', (await this.one<{ id: string }>(`insert into public.rate_rules (name, first_night, last_night, nightly_price, priority) values ('Fixture', current_date + 8990, current_date + 8992, 70, -1000) returning id`,
    )).id);
  }

  async closure(): Promise<string> {
    return this.note('public.room_closures', (await this.one<{ id: string }>(`insert into public.room_closures (room_id, first_night, last_night, note) values ($1, current_date + 8994, current_date + 8995, 'fixture') returning id`,
      [LAVANDA],
    )).id);
  }

  async hold(): Promise<string> {
    return this.note('public.stay_holds', (await this.one<{ id: string }>(`insert into public.stay_holds (client_key, check_in, check_out, rooms, total_price, expires_at)
       values (gen_random_uuid(), current_date + 8997, current_date + 8998, '[]', 0, now() - interval '1 hour') returning id`,
    )).id);
  }

  async conversation(session: string): Promise<string> {
    return this.note('public.chatbot_conversations', (await this.one<{ id: string }>(`insert into public.chatbot_conversations (session_id) values ($1) returning id`, [session])).id);
  }

  async message(session: string): Promise<string> {
    const conv = await this.conversation(session);
    return this.note('public.chatbot_messages', (await this.one<{ id: string }>(`insert into public.chatbot_messages (conversation_id, role, content) values ($1, 'user', 'ciao') returning id`, [conv])).id);
  }

  async lead(session: string): Promise<string> {
    const conv = await this.conversation(session);
    return this.note('public.chatbot_lead_data', (await this.one<{ id: string }>(`insert into public.chatbot_lead_data (conversation_id, name, email, consent) values ($1, 'Lead', 'lead@example.test', true) returning id`, [conv])).id);
  }

  async staffMessage(session: string): Promise<string> {
    const conv = await this.conversation(session);
    return this.note('public.chatbot_messages', (await this.one<{ id: string }>(`insert into public.chatbot_messages (conversation_id, role, content, author_name) values ($1, 'staff', 'Eccomi', 'Giulia') returning id`, [conv])).id);
  }

  /** A conversation of the session that staff hold; its key is the conversation id. */
  async handover(session: string): Promise<string> {
    const conv = await this.conversation(session);
    await this.db.query(`insert into public.chatbot_handovers (conversation_id, held_since) values ($1, now())`, [conv]);
    return this.note('public.chatbot_handovers', conv, 'conversation_id');
  }

  async presence(): Promise<string> {
    const user = await this.bareUser();
    await this.db.query(`insert into public.staff_presence (user_id) values ($1)`, [user]);
    return this.note('public.staff_presence', user, 'user_id');
  }

  async knowledge(): Promise<string> {
    return this.note('public.chatbot_knowledge', (await this.one<{ id: string }>(`insert into public.chatbot_knowledge (topic, question_it, question_en, answer_it, answer_en) values ('prova', 'Domanda?', 'Question?', 'Risposta.', 'Answer.') returning id`,
    )).id);
  }

  async unanswered(session: string): Promise<string> {
    return this.note('public.chatbot_unanswered', (await this.one<{ id: string }>(`insert into public.chatbot_unanswered (kind, question, session_id) values ('unknown', 'avete la piscina?', $1) returning id`,
      [session],
    )).id);
  }

  async subscription(): Promise<string> {
    return this.note('public.newsletter_subscriptions', (await this.one<{ id: string }>(`insert into public.newsletter_subscriptions (email, first_name, last_name, privacy_accepted, marketing_consent) values ($1, 'Anna', 'Sole', true, true) returning id`,
      [`nl-${uuid().slice(0, 8)}@example.test`],
    )).id);
  }

  async contactMessage(): Promise<string> {
    return this.note('public.contact_messages', (await this.one<{ id: string }>(`insert into public.contact_messages (first_name, last_name, email, subject, message) values ('Anna', 'Sole', 'a@example.test', 'Ciao', 'Messaggio') returning id`,
    )).id);
  }
}
