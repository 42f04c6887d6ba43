// A room's party on /prenota: guests (everyone), the children's ages among them, cots and extra beds within the
// room's allowance. Only clamps what the inputs can hold; quote_stay decides what is allowed and its price.
import { clampGuests } from './guests.ts';

export interface Party {
  guests: number;
  /** One entry per child among the guests; null until the visitor picks the age. */
  childAges?: (number | null)[];
  cots?: number;
  extraBeds?: number;
}

export interface PartyLimits {
  maxGuests: number;
  maxCots: number;
  maxExtraBeds: number;
}

export type PartyChange =
  | { field: 'guests'; value: unknown }
  | { field: 'children'; value: unknown }
  | { field: 'childAge'; index: number; value: unknown }
  | { field: 'cots'; value: unknown }
  | { field: 'extraBeds'; value: unknown };

const whole = (v: unknown, min: number, max: number) => {
  const n = typeof v === 'number' ? v : Number.parseInt(typeof v === 'string' ? v : '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : min;
};

/** The party after one change, every field back within what the room's inputs allow. */
export function changeParty(p: Party, change: PartyChange, limits: PartyLimits): Party {
  const next: Party = { guests: p.guests, childAges: [...(p.childAges ?? [])], cots: p.cots ?? 0, extraBeds: p.extraBeds ?? 0 };
  const ages = next.childAges ?? [];
  switch (change.field) {
    case 'guests': next.guests = whole(change.value, 1, 99); break;
    case 'children': ages.length = Math.min(whole(change.value, 0, 9), Math.max(0, next.guests - 1)); break;
    case 'childAge': if (change.index < ages.length) ages[change.index] = change.value === '' ? null : whole(change.value, 0, 17); break;
    case 'cots': next.cots = whole(change.value, 0, limits.maxCots); break;
    case 'extraBeds': next.extraBeds = whole(change.value, 0, limits.maxExtraBeds); break;
  }
  // A cot's child and an extra bed's guest are places beyond the room's beds.
  next.guests = clampGuests(next.guests, limits.maxGuests + (next.extraBeds ?? 0) + (next.cots ?? 0));
  next.childAges = Array.from({ length: Math.min(ages.length, next.guests - 1) }, (_, i) => ages[i] ?? null);
  return next;
}

/** Every child's age chosen. */
export const agesChosen = (p: Party) => (p.childAges ?? []).every((a) => a !== null);
