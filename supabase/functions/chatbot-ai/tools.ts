// The assistant's tools: live data through the service role. The built-in engine and the optional
// language model call the same functions, so both answer from the same facts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseCancellationPolicy } from '../_shared/cancellation-policy.ts';
import type { KnowledgeEntry, KnowledgeHit } from './knowledge.ts';
import type { BookingFound, Lang, Lead, Product, Room, Settings } from './types.ts';

/** The e-mail has used its booking lookups (find_booking's PT429): the visitor is told when to try again. */
export class LookupRateLimited extends Error {
  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED');
  }
}

/** One room's part of a quote. `total` is null for a room the stay's other rooms kept from being priced. */
export type StayQuote =
  | { ok: true; total: number | null; sameEveryNight: boolean }
  | {
      ok: false;
      reason: string;
      minNights: number | null;
      /** The room is not booked, held or closed those nights (a stay rule refused it); null when the refusal is
       * the stay's as a whole (dates, length), not the room's. */
      free: boolean | null;
    };

export interface OrderTotals { subtotal: number; shipping: number }

/** Problems that mean the room itself is not free those nights (the rest are rules of the stay). */
const OCCUPIED = new Set(['TAKEN', 'HELD', 'CLOSED']);

export interface Tools {
  products(lang: Lang): Promise<Product[]>;
  rooms(lang: Lang): Promise<Room[]>;
  isAvailable(roomId: string, checkIn: string, checkOut: string): Promise<boolean>;
  /** The database's quote of each room (public.quote_stay, one call for them all): the same prices as /prenota and
   * the booking. Keyed by room id. */
  quoteRooms(rooms: Array<{ roomId: string; guests: number }>, checkIn: string, checkOut: string): Promise<Map<string, StayQuote>>;
  settings(): Promise<Settings>;
  /** The share of a stay's total charged on cancelling this many days before check-in
   * (public.cancellation_fee_percent: the same rule cancel_booking applies). */
  cancellationShare(daysBefore: number): Promise<number>;
  /** What an order of these lines comes to and its shipping (public.order_totals, the checkout's own sum), or null
   * when a line asks more than the stock holds. */
  orderTotals(lines: Array<{ id: string; count: number }>): Promise<OrderTotals | null>;
  findBooking(reference: string, email: string): Promise<BookingFound | null>;
  saveLead(sessionId: string, lead: Lead, consent: boolean): Promise<void>;
  /** The active knowledge entries staff keep; read on every use, so a new entry answers at once. */
  knowledge(): Promise<KnowledgeEntry[]>;
  /** The entries that answer a question, best first (public.search_knowledge), texts in the language given; with a
   * topic, that topic's entry (an intent's general text) follows them, whether or not the question matched it. */
  searchKnowledge(query: string, lang: Lang, topic?: string): Promise<KnowledgeHit[]>;
  /** A question the assistant could not answer, for the staff's unanswered queue. */
  recordUnanswered(sessionId: string, question: string, lang: Lang): Promise<void>;
}

const DEFAULT_SETTINGS: Settings = {
  contact_email: 'info@example.com',
  contact_phone: '',
  address: '',
  whatsapp: null,
  free_shipping_threshold: 50,
  shipping_fee: 7.9,
  cancellation_policy: null,
};

const SETTING_KEYS = ['contact_email', 'contact_phone', 'address', 'whatsapp', 'free_shipping_threshold', 'shipping_fee', 'cancellation_policy', 'cin'];

// The catalogue changes rarely; a short cache spares the database its queries on every message.
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

interface QuoteProblem { reason?: string; room_id?: string; min_nights?: unknown }
interface QuoteRow {
  ok: boolean;
  reason?: string;
  room_id?: string;
  min_nights?: unknown;
  problems?: QuoteProblem[];
  rooms?: Array<{ room_id: string; total: unknown; nights?: Array<{ price: unknown }> }>;
}

/** Each room's outcome in one quote of several rooms. A refused quote lists every room's problems (quote_stay goes
 * on past a refused room), so a room it does not name is free, though not priced; a problem naming no room is the
 * whole stay's, and every room's. */
export function quotesByRoom(ids: string[], q: QuoteRow): Map<string, StayQuote> {
  const out = new Map<string, StayQuote>();
  if (q.ok) {
    for (const r of q.rooms ?? []) {
      const prices = (r.nights ?? []).map((n) => Number(n.price));
      out.set(r.room_id, { ok: true, total: Number(r.total), sameEveryNight: prices.every((x) => x === prices[0]) });
    }
    return out;
  }
  const problems = q.problems?.length ? q.problems : [{ reason: q.reason, min_nights: q.min_nights }];
  const minNights = (p?: QuoteProblem) => (p?.min_nights == null ? null : Number(p.min_nights));
  const whole = problems.find((p) => !p.room_id);
  for (const id of ids) {
    const own = problems.filter((p) => p.room_id === id);
    if (whole) out.set(id, { ok: false, reason: whole.reason ?? 'UNAVAILABLE', minNights: minNights(whole), free: null });
    else if (!own.length) out.set(id, { ok: true, total: null, sameEveryNight: false });
    else {
      const first = own.find((p) => p.reason === 'MIN_STAY') ?? own[0];
      out.set(id, { ok: false, reason: first.reason ?? 'UNAVAILABLE', minNights: minNights(first), free: !own.some((p) => OCCUPIED.has(p.reason ?? '')) });
    }
  }
  return out;
}

/** The tools for one reply: the settings (and the knowledge entries) read at most once however many parts of the
 * reply ask, and read again by the next reply, so an owner's change still shows in the next answer. Nothing is
 * kept in the isolate between requests (hosted isolates are recycled and run side by side). */
export function forOneReply(tools: Tools): Tools {
  let settings: Promise<Settings> | null = null;
  let knowledge: Promise<KnowledgeEntry[]> | null = null;
  // A reply may ask the same search twice (a specific entry, then the honest answer from the knowledge base).
  const searches = new Map<string, Promise<KnowledgeHit[]>>();
  return {
    ...tools,
    settings: () => (settings ??= tools.settings()),
    knowledge: () => (knowledge ??= tools.knowledge()),
    searchKnowledge: (query, lang, topic) => {
      const key = `${lang}:${topic ?? ''}:${query}`;
      if (!searches.has(key)) searches.set(key, tools.searchKnowledge(query, lang, topic));
      return searches.get(key)!;
    },
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

export function databaseTools(db: SupabaseClient): Tools {
  return {
    products: (lang) =>
      cached(`products:${lang}`, async () => {
        const { data, error } = await db.rpc('get_products', { lang });
        if (error) throw new Error(`get_products: ${error.message}`);
        return ((data ?? []) as Product[]).map((p) => ({
          ...p,
          price: Number(p.price),
          weight: p.weight == null ? null : Number(p.weight),
          stock_quantity: Number(p.stock_quantity ?? 0),
        }));
      }),
    rooms: (lang) =>
      cached(`rooms:${lang}`, async () => {
        const { data, error } = await db.rpc('get_rooms', { lang });
        if (error) throw new Error(`get_rooms: ${error.message}`);
        return ((data ?? []) as Room[]).map((r) => ({
          ...r,
          price_per_night: Number(r.price_per_night),
          price_from: Number(r.price_from),
          price_to: Number(r.price_to),
          max_guests: Number(r.max_guests),
          image_url: r.image_urls?.[0] ?? null,
        }));
      }),
    async isAvailable(roomId, checkIn, checkOut) {
      const { data, error } = await db.rpc('check_room_availability', {
        p_room_id: roomId,
        p_check_in: checkIn,
        p_check_out: checkOut,
      });
      if (error) throw new Error(`check_room_availability: ${error.message}`);
      return data === true;
    },
    async quoteRooms(rooms, checkIn, checkOut) {
      const { data, error } = await db.rpc('quote_stay', {
        p_rooms: rooms.map((r) => ({ room_id: r.roomId, guests: r.guests })), p_check_in: checkIn, p_check_out: checkOut,
      });
      if (error) throw new Error(`quote_stay: ${error.message}`);
      return quotesByRoom(rooms.map((r) => r.roomId), data as QuoteRow);
    },
    // Read by every reply (once: forOneReply), not kept between replies: the owner's change shows in the next answer.
    settings: async () => {
      const { data, error } = await db.from('settings').select('key, value').in('key', SETTING_KEYS);
      if (error) throw new Error(`settings: ${error.message}`);
      const map = new Map((data ?? []).map((r: { key: string; value: unknown }) => [r.key, r.value]));
      const num = (k: string, d: number) => (map.has(k) && !Number.isNaN(Number(map.get(k))) ? Number(map.get(k)) : d);
      return {
        contact_email: str(map.get('contact_email')) || DEFAULT_SETTINGS.contact_email,
        contact_phone: str(map.get('contact_phone')),
        address: str(map.get('address')),
        whatsapp: str(map.get('whatsapp')) || null,
        free_shipping_threshold: num('free_shipping_threshold', DEFAULT_SETTINGS.free_shipping_threshold),
        shipping_fee: num('shipping_fee', DEFAULT_SETTINGS.shipping_fee),
        cancellation_policy: parseCancellationPolicy(map.get('cancellation_policy')),
        cin: str(map.get('cin')) || null,
      };
    },
    async cancellationShare(daysBefore) {
      const { data, error } = await db.rpc('cancellation_fee_percent', { p_days_before: daysBefore });
      if (error) throw new Error(`cancellation_fee_percent: ${error.message}`);
      return Number(data);
    },
    async orderTotals(lines) {
      const { data, error } = await db.rpc('order_totals', {
        p_ids: lines.map((l) => l.id), p_qtys: lines.map((l) => l.count), p_language: 'it', p_take_stock: false,
      });
      if (error?.message.startsWith('OUT_OF_STOCK')) return null;
      if (error) throw new Error(`order_totals: ${error.message}`);
      const row = (Array.isArray(data) ? data[0] : data) as { subtotal: unknown; shipping: unknown };
      return { subtotal: Number(row.subtotal), shipping: Number(row.shipping) };
    },
    async findBooking(reference, email) {
      const { data, error } = await db.rpc('find_booking', { p_reference: reference, p_email: email });
      if (error?.code === 'PT429') throw new LookupRateLimited(Number(error.details) || 60);
      if (error) throw new Error(`find_booking: ${error.message}`);
      if (!data) return null;
      const b = data as BookingFound;
      return { ...b, total_price: Number(b.total_price), nights: Number(b.nights), rooms: b.rooms ?? [] };
    },
    async saveLead(sessionId, lead, consent) {
      const { data: conv } = await db
        .from('chatbot_conversations')
        .select('id')
        .eq('session_id', sessionId)
        .eq('status', 'active')
        .order('started_at', { ascending: false })
        .limit(1)
        .maybeSingle();
      const { error } = await db.from('chatbot_lead_data').insert({
        conversation_id: (conv as { id: string } | null)?.id ?? null,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        interest: lead.interest,
        consent,
      });
      if (error) throw new Error(`chatbot_lead_data: ${error.message}`);
    },
    async knowledge() {
      // As visitors are told: the answers with the farm's contacts filled in from the settings (knowledge_entries).
      const { data, error } = await db.rpc('knowledge_entries');
      if (error) throw new Error(`knowledge_entries: ${error.message}`);
      return ((data ?? []) as Array<KnowledgeEntry & { active: boolean; shown_answer_it: string; shown_answer_en: string }>)
        .filter((e) => e.active)
        .map((e) => ({
          id: e.id, topic: e.topic, question_it: e.question_it, question_en: e.question_en,
          answer_it: e.shown_answer_it, answer_en: e.shown_answer_en, phrasings_it: e.phrasings_it, phrasings_en: e.phrasings_en,
        }));
    },
    async searchKnowledge(query, lang, topic) {
      const { data, error } = await db.rpc('search_knowledge', { p_query: query, p_lang: lang, p_topic: topic ?? null });
      if (error) throw new Error(`search_knowledge: ${error.message}`);
      return ((data ?? []) as KnowledgeHit[]).map((h) => ({ ...h, score: Number(h.score) })).sort((a, b) => b.score - a.score);
    },
    async recordUnanswered(sessionId, question, lang) {
      const { error } = await db
        .from('chatbot_unanswered')
        .insert({ kind: 'unknown', question: question.slice(0, 2000), language: lang, session_id: sessionId });
      // The visitor still gets the honest answer; a lost queue row is only logged.
      if (error) console.error(`chatbot_unanswered: ${error.message}`);
    },
  };
}
