// Why the database (or the payments function) refused a desk stay, as a translation key in the owner's language.
// A refused party names its field (quote_stay's `field`: guests, child_ages, cots, extra_beds), in the quote the
// form shows and in the booking's error, whose details carry that quote (docs/rates.md).
import { paymentErrorMessage, rateLimitMessage } from '@/domain/refusals.ts';

export interface DeskMessage {
  key: string;
  params?: Record<string, string | number>;
}

const PARTY_FIELDS = ['guests', 'child_ages', 'cots', 'extra_beds'] as const;
type PartyField = (typeof PARTY_FIELDS)[number];
const isPartyField = (v: unknown): v is PartyField => (PARTY_FIELDS as readonly unknown[]).includes(v);

interface PartyRefusal {
  reason?: unknown;
  field?: unknown;
  room?: unknown;
  max_guests?: unknown;
  max_cots?: unknown;
  max_extra_beds?: unknown;
}

const LIMITS: Record<PartyField, keyof PartyRefusal | null> = {
  guests: 'max_guests', cots: 'max_cots', extra_beds: 'max_extra_beds', child_ages: null,
};

/** The message naming the party's field a quote refusal names (INVALID_GUESTS, OVER_CAPACITY), else null. */
export function partyRefusal(q: PartyRefusal): DeskMessage | null {
  if ((q.reason !== 'INVALID_GUESTS' && q.reason !== 'OVER_CAPACITY') || !isPartyField(q.field)) return null;
  const room = typeof q.room === 'string' ? q.room : '';
  const limit = LIMITS[q.field];
  if (q.reason === 'OVER_CAPACITY' && limit) {
    return { key: `rates:desk.party.over.${q.field}`, params: { room, count: Number(q[limit] ?? 0) } };
  }
  return { key: `rates:desk.party.invalid.${q.field}`, params: { room } };
}

interface Coded {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

const KNOWN = ['ROOM_UNAVAILABLE', 'MIN_STAY', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE', 'INVALID_DATES', 'STAY_TOO_LONG', 'INVALID_GUESTS', 'INVALID_GUEST'];
const FIELD_PATH = /^rooms\[(\d+)\]\.(guests|child_ages|cots|extra_beds)/;

function parsed(details: string): PartyRefusal {
  try {
    const v: unknown = JSON.parse(details);
    return typeof v === 'object' && v !== null ? v : {};
  } catch {
    return {};
  }
}

/**
 * The booking's refusal ("MIN_STAY:3" → rates:desk.refused.MIN_STAY; a card's → errors:payment.*; a party's field,
 * from the quote in the details or the payments function's INVALID_FIELD rooms[i].<field>). `roomName(i)`: the
 * form's i-th room, for a refusal that names a line, not a room.
 */
export function deskRefusal(error: unknown, roomName: (index: number) => string): DeskMessage {
  const card = paymentErrorMessage(error) ?? rateLimitMessage(error);
  if (card) return card;
  const e = (typeof error === 'object' && error !== null ? error : {}) as Coded;
  const message = typeof e.message === 'string' ? e.message : '';
  const details = typeof e.details === 'string' ? e.details : '';
  const line = e.code === 'INVALID_FIELD' ? FIELD_PATH.exec(details) : null;
  if (line) return { key: `rates:desk.party.invalid.${line[2]}`, params: { room: roomName(Number(line[1])) } };
  const [code, value] = message.split(':');
  if (code === 'INVALID_GUESTS') {
    const party = partyRefusal(parsed(details));
    if (party) return party;
  }
  return KNOWN.includes(code) ? { key: `rates:desk.refused.${code}`, params: { value: value ?? '' } } : { key: 'rates:desk.refused.other' };
}
