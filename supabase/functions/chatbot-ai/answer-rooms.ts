// Answers about rooms from the room rows: what each offers (breakfast, bathroom, air conditioning, view, beds),
// how many guests they take, and stays: availability, price of a stay, and how many rooms a group needs.
import type { Answers } from './answers-it.ts';
import type { RoomFacts } from './catalogue.ts';
import type { Frame } from './conversation.ts';
import { addDays } from './dates.ts';
import type { Tools } from './tools.ts';
import type { Reply, Room, Settings } from './types.ts';
import type { Understanding } from './understand.ts';

export interface RoomShelf {
  list: Room[];
  facts: Map<string, RoomFacts>;
}

const text = (message: string, follow_up: string | null = null): Reply => ({ message, type: 'text', data: [], follow_up });
const nightsBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const maxGuests = (rooms: Room[]) => Math.max(1, ...rooms.map((r) => r.max_guests));

/** Rooms that take an extra bed, and its fee (the lowest), from the room rows. */
function extraBeds(rooms: Room[]): { rooms: Room[]; fee: number } | null {
  const with_ = rooms.filter((r) => (r.max_extra_beds ?? 0) > 0);
  return with_.length ? { rooms: with_, fee: Math.min(...with_.map((r) => Number(r.extra_bed_fee ?? 0))) } : null;
}

/** Everyone the rooms sleep, extra beds included. */
const totalPlaces = (rooms: Room[]) => rooms.reduce((n, r) => n + r.max_guests + (r.max_extra_beds ?? 0), 0);

/** What a group of guests needs: how many rooms, one room with an extra bed where that is enough, and for a group
 * that fills most of the farm the total it sleeps and whom to ask (settings given only then). */
function guestsLines(A: Answers, all: Room[], guests: number, s: Settings | null): string[] {
  const max = maxGuests(all);
  const needed = Math.ceil(guests / max);
  // More guests than every room's beds: the rooms' beds, then (below) the extra beds and whom to ask, never more
  // rooms than the farm has.
  const lines = [needed > all.length ? A.guestsAllRooms(guests, all.length, all.reduce((n, r) => n + r.max_guests, 0), max) : A.guestsRooms(guests, needed, max)];
  const extra = extraBeds(all);
  if (extra && needed > 1) {
    const fits = extra.rooms.filter((r) => r.max_guests + (r.max_extra_beds ?? 0) >= guests);
    if (fits.length) lines.push(A.oneRoomExtraBed(guests, fits.map((r) => r.name), extra.fee));
  }
  if (s && needed * 2 > all.length) lines.push(A.groups(totalPlaces(all), s));
  return lines;
}

/** Whether answering these guests needs the settings (the contacts for a group). */
export const isGroup = (all: Room[], guests: number | null) => !!guests && Math.ceil(guests / maxGuests(all)) * 2 > all.length;

export function answerRooms(A: Answers, shelf: RoomShelf, frame: Frame, u: Understanding, s: Settings | null = null): Reply {
  const all = shelf.list;
  const named = frame.rooms.length > 0;
  let list = named ? all.filter((r) => frame.rooms.includes(r.id)) : all;
  // A named room and a bed asked about: say its beds ("la ginepro ha il matrimoniale?"); else rooms with that bed.
  if (u.bed && !named) list = list.filter((r) => r.bed_type === u.bed);
  const facts = (r: Room) => shelf.facts.get(r.id)!;
  const names = (rs: Room[]) => rs.map((r) => r.name);
  const parts: string[] = [];
  let shown = list;
  // Every room has it and none was named: a plain yes, no cards to choose from.
  let allYes = !named && !u.bed && !frame.guests && u.features.length > 0;
  for (const feature of u.features) {
    if (feature === 'breakfast') {
      const has = list.filter((r) => facts(r).breakfast);
      parts.push(A.breakfast(names(has), has.length === list.length));
      allYes &&= has.length === list.length;
    } else if (feature === 'bathroom') {
      const has = list.filter((r) => facts(r).bathroom);
      parts.push(A.bathroom(names(has), has.length === list.length));
      allYes &&= has.length === list.length;
    } else if (feature === 'aircon') {
      let has = list.filter((r) => facts(r).aircon);
      // A named room whose details do not mention it: the rooms whose details do, so the guest can choose one.
      if (named && !has.length) has = all.filter((r) => facts(r).aircon);
      parts.push(A.aircon(names(has), names(list.filter((r) => !facts(r).aircon))));
      if (has.length) shown = has;
      allYes = false;
    } else if (feature === 'view') {
      const matching = u.views.length ? list.filter((r) => u.views.some((re) => re.test(facts(r).text))) : list;
      if (matching.length) {
        parts.push(A.views(matching.map((r) => `${r.name}: ${viewSentence(r)}`)));
        shown = matching;
      } else parts.push(A.noView);
      allYes = false;
    } else if (feature === 'extraBed') {
      // The rooms asked about that take one, else those that do; its fee from the room rows.
      const extra = extraBeds(list) ?? extraBeds(all);
      if (extra && !extraBeds(list)) parts.push(A.noExtraBed(names(list)));
      if (extra) {
        parts.push(A.extraBeds(names(extra.rooms), extra.fee));
        shown = extra.rooms;
      }
      allYes = false;
    } else if (feature === 'capacity') {
      parts.push(A.capacity(maxGuests(all), all.length));
      const extra = extraBeds(all);
      if (extra) parts.push(A.extraBeds(names(extra.rooms), extra.fee));
      if (s) parts.push(A.groups(totalPlaces(all), s));
      allYes = false;
    }
  }
  if (u.bed && named) parts.push(...list.map((r) => A.roomBed(r.name, r.bed_type)));
  else if (u.bed && !u.features.length) parts.push(A.beds(u.bed, names(list)));
  if (frame.guests) {
    parts.push(...guestsLines(A, all, frame.guests, s));
    if (!u.features.length) parts.push(A.askDates);
    // The cards are the rooms that take the party on their own (with their extra beds), when some do: a room that
    // cannot is not offered to three people asking for one room.
    const alone = shown.filter((r) => takes(r, frame.guests!, frame.infants));
    if (!named && alone.length) shown = alone;
  }
  if (!parts.length && named && frame.intent === 'price') {
    // A price asked without dates: the coming year's nightly range (get_rooms), or the one price when flat.
    for (const r of list) parts.push(u.nights && u.nights > 1 ? A.roomNightsPrice(r.name, r.price_from, u.nights, r.price_to) : A.roomPrice(r.name, r.price_from, r.price_to));
  }
  if (!parts.length) {
    if (named) parts.push(A.roomNamed(names(list).join(', ')));
    else parts.push(A.rooms(all.length, Math.min(...all.map((r) => r.price_from)), Math.max(...all.map((r) => r.max_guests))));
  }
  // A yes that holds for every room, or how many the farm sleeps: an answer, not cards to choose from.
  if (allYes || (u.features.includes('capacity') && !named && !frame.guests)) return text(parts.join(' '));
  return { message: parts.join(' '), type: 'rooms', data: shown.length ? shown : all, follow_up: null };
}

/** Which rooms are free those nights (not booked, held or closed), from ONE quote of them all; a stay rule (minimum
 * stay, no arrivals that day) does not make a room taken. Only when the stay as a whole is refused (its length) is
 * each room asked on its own, as before. */
async function freeRooms(tools: Tools, rooms: Room[], d: { checkIn: string; checkOut: string }, guests: number): Promise<boolean[]> {
  const quotes = await tools.quoteRooms(rooms.map((r) => ({ roomId: r.id, guests: Math.min(guests, r.max_guests) })), d.checkIn, d.checkOut);
  const each = rooms.map((r) => quotes.get(r.id));
  if (each.some((q) => q && !q.ok && q.free === null)) return Promise.all(rooms.map((r) => tools.isAvailable(r.id, d.checkIn, d.checkOut)));
  return each.map((q) => !!q && (q.ok || q.free === true));
}

/** Whether one room takes the party: its places and extra beds for everyone but the children in a cot, and cots. */
const takes = (r: Room, guests: number, infants: number) =>
  guests - infants <= r.max_guests + (r.max_extra_beds ?? 0) && infants <= (r.max_cots ?? 0);

/** What the guest asked of the room, as the room rows and their details hold it: the beds, the view, and the party
 * when one room can take it (else it needs several rooms, said by the guests' lines). */
function fitting(shelf: RoomShelf, frame: Frame): ((r: Room) => boolean) | null {
  const guests = frame.guests ?? Math.max(2, frame.infants + 1);
  const party = frame.infants > 0 || (frame.guests ?? 0) > 2;
  const oneRoom = party && shelf.list.some((r) => takes(r, guests, frame.infants));
  if (!frame.bed && !frame.views.length && !oneRoom) return null;
  const text = (r: Room) => shelf.facts.get(r.id)?.text ?? '';
  return (r) =>
    (!frame.bed || r.bed_type === frame.bed) && (!frame.views.length || frame.views.some((re) => re.test(text(r)))) &&
    (!oneRoom || takes(r, guests, frame.infants));
}

export async function answerStay(A: Answers, shelf: RoomShelf, frame: Frame, today: string, tools: Tools): Promise<Reply> {
  const s = isGroup(shelf.list, frame.guests) ? await tools.settings() : null;
  const all = shelf.list;
  const named = frame.rooms.length ? all.filter((r) => frame.rooms.includes(r.id)) : [];
  let dates = frame.dates;
  if (dates && dates.checkIn < today) dates = null;
  if (dates && nightsBetween(dates.checkIn, dates.checkOut) > 60) dates = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };
  const max = maxGuests(all);
  const fits = fitting(shelf, frame);
  // One room takes the party (an extra bed, a cot): that room, not "2 rooms".
  const inOne = !!frame.guests && frame.guests - frame.infants > max && all.some((r) => takes(r, frame.guests!, frame.infants));
  const needed = frame.guests && !inOne ? Math.ceil((frame.guests - frame.infants) / max) : 1;
  const extra = extraBeds(all);
  const guestsLine = !frame.guests ? '' : inOne && extra
    ? ` ${A.oneRoomExtraBed(frame.guests, extra.rooms.filter((r) => takes(r, frame.guests!, frame.infants)).map((r) => r.name), extra.fee)}`
    : ` ${guestsLines(A, all, frame.guests - frame.infants, s).join(' ')}`;

  if (!dates) {
    if (frame.intent !== 'book') return text(A.askDates + guestsLine);
    if (named.length === 1) return { message: A.bookRoom(named[0].name) + guestsLine, type: 'booking', data: named, follow_up: null };
    // A month or a holiday said, not its days ("per il ponte di giugno"): which days is asked beside the cards.
    const daysAsked = frame.month !== null ? ` ${A.askDates}` : '';
    return { message: A.book + guestsLine + daysAsked, type: 'booking', data: all, follow_up: null };
  }
  const d = { ...dates, nights: nightsBetween(dates.checkIn, dates.checkOut) };
  const withDates = (rs: Room[]) => rs.map((r) => ({ ...r, check_in: d.checkIn, check_out: d.checkOut, guests: frame.guests ?? undefined }));

  if (frame.intent === 'price' && named.length) {
    const room = named[0];
    // The database's quote, as /prenota and the booking price it: seasons, weekends, minimum stays, closures.
    const q = (await tools.quoteRooms([{ roomId: room.id, guests: Math.min(frame.guests ?? 2, room.max_guests) }], d.checkIn, d.checkOut)).get(room.id);
    if (!q?.ok || q.total == null) {
      const why = q && !q.ok && q.reason === 'MIN_STAY' && q.minNights ? A.minStay(room.name, q.minNights) : A.roomUnavailable(room.name, d);
      return text(why, A.askDates);
    }
    return { message: A.stayPrice(room.name, d, q.total, q.total / d.nights, q.sameEveryNight), type: 'rooms', data: withDates([room]), follow_up: null };
  }
  const candidates = named.length ? named : all;
  const open = await freeRooms(tools, candidates, d, frame.guests ?? 2);
  const freeAny = candidates.filter((_, i) => open[i]);
  // A room the guest named is theirs to choose; otherwise only the free rooms that fit what was asked.
  const free = named.length || !fits ? freeAny : freeAny.filter(fits);
  if (free.length === 0 || free.length < needed) {
    if (named.length === 1 && !free.length) return text(A.roomUnavailable(named[0].name, d), A.askDates);
    // None fits: said so, and the rooms free those nights offered as what they are, without the asked.
    if (freeAny.length >= needed && freeAny.length) {
      return { message: A.noneFits(d, freeAny.map((r) => r.name)), type: 'rooms', data: withDates(freeAny), follow_up: A.availableFollowUp };
    }
    return text(A.noneAvailable(d) + guestsLine);
  }
  if (frame.intent === 'book') {
    return {
      message: (free.length === 1 ? A.bookRoomDates(free[0].name, d) : A.bookDates(d, free.length)) + guestsLine,
      type: 'booking',
      data: withDates(free),
      follow_up: null,
    };
  }
  return { message: A.available(d, free.length) + guestsLine, type: 'rooms', data: withDates(free), follow_up: A.availableFollowUp };
}

/** What a room looks out on, as its details say it: the sentence of the full description naming the view ("View
 * over the myrtle garden"), else the short description. */
function viewSentence(r: Room): string {
  const sentences = (r.full_description ?? '').split(/(?<=[.!?])\s+/);
  const said = sentences.find((x) => /\b(?:vista|view|affacci\w*|overlook\w*)\b/i.test(x));
  if (said) return said.trim().replace(/\.$/, '');
  // "Looks over the pastures": what the window shows, beside the view the short description names ("over the hills").
  const looks = sentences.find((x) => /\blooks? (?:over|onto|out)\b/i.test(x));
  return [r.short_description, looks?.trim().replace(/\.$/, '')].filter(Boolean).join(' ').replace(/\.\s*$/, '');
}
