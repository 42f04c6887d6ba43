// Rooms asked about by what their rows say rather than by their names: "quella con l'angolo lettura", "the one that
// looks onto the woods", "the one named after the beam" name the one room whose details hold those words; a detail
// the features read coarsely ("a shower or a bathtub?", "why is it called so?", "what furniture?") is answered with
// the named room's full description; a follow-up naming another room and asking nothing of its own ("and mirto?",
// "e nella ginepro?") keeps the question asked before; "which of these…" keeps the bed asked before.
import type { RoomFacts } from './catalogue.ts';
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** Ways of pointing at one room by a trait. */
const ROOM_POINTED = [
  'the one with', 'the one that', 'the one which', 'the one named', 'the one called', 'the one where', 'the one facing', 'one with the',
  'the one looking', 'the one overlooking', 'the one on the', 'quella sul', 'quella sui', 'quella affacciata', 'quella chiamata',
  'the room with', 'the room that', 'the room where', 'room named after', 'room called after',
  'quella con', 'quella col', 'quella coi', 'quella che', 'quella dove', 'quella dalla', 'quella dai', 'quella dalle', 'quella chiamata',
  'la camera con', 'la camera che', 'la camera dove', 'la stanza con', 'la stanza che', 'camera con il', 'camera con la', 'camera con l',
  'camera con i', 'camera con le', 'camera col',
];

/** Words that ask or point, not traits of a room: never counted as what its details say. */
const NOT_TRAITS = new Set([
  'the', 'one', 'that', 'this', 'with', 'which', 'what', 'where', 'does', 'have', 'has', 'from', 'into', 'onto', 'over', 'room', 'rooms',
  'and', 'are', 'can', 'get', 'for', 'you', 'your', 'our', 'its', 'out', 'look', 'looks', 'see', 'view', 'window', 'instead', 'actually',
  'please', 'there', 'called', 'quella', 'quello', 'quale', 'quali', 'camera', 'camere', 'stanza', 'che', 'con', 'col', 'coi', 'dove',
  'della', 'dalla', 'delle', 'dalle', 'sul', 'sui', 'sulla', 'una', 'per', 'cosa', 'vista', 'finestra', 'invece', 'vede', 'ha', 'hanno',
  'avete', 'vostra', 'nostra', 'piace', 'chiamata', 'quanto', 'costa', 'much', 'price', 'book', 'prenotare',
]);

/** The stem a guest's word is looked for by in the details ("named" → "name", "beams" → "beam"). */
const stemOf = (w: string) => (w.length >= 5 ? w.slice(0, w.length - 1) : w);
const wordStarting = (stem: string) => new RegExp(`\\b${stem.replace(/[^a-z0-9]/g, '')}`);

export const roomPointedIn = (tokens: string[]) => ROOM_POINTED.some((p) => hasPhrase(tokens, p));

/** "quale camera è quella…", "which room is the one…": which room it is, asked; no price, whatever a word read as. */
const WHICH_IS = ['quale camera e', 'quale stanza e', 'qual e la camera', 'qual e quella', 'quale e quella', 'which room is', 'which one is', 'which is the room', 'what room is'];
export const roomIdentifiedIn = (tokens: string[]) => roomPointedIn(tokens) && WHICH_IS.some((p) => hasPhrase(tokens, p));

/** The one room whose details hold most of the traits said (a landscape said counts as one), when it alone does. */
export function roomByDetails(tokens: string[], views: RegExp[], facts: RoomFacts[]): string | null {
  const traits = [...new Set(tokens.filter((w) => w.length >= 3 && !NOT_TRAITS.has(w) && !/^\d/.test(w)))];
  // A word every room's details hold (bathroom, breakfast) tells none apart.
  const telling = traits.filter((w) => !facts.every((f) => wordStarting(stemOf(w)).test(f.text)));
  const scored = facts.map((f) => ({
    id: f.id,
    n: telling.filter((w) => wordStarting(stemOf(w)).test(f.text)).length + (views.some((re) => re.test(f.text)) ? 1 : 0),
  })).sort((a, b) => b.n - a.n);
  return scored[0] && scored[0].n > 0 && scored[0].n > (scored[1]?.n ?? 0) ? scored[0].id : null;
}

/** Kinds a landscape's word hints at ("mare": the beaches and the way here), when it is a room's trait. */
const TRAIT_HINTED_KINDS = new Set(['location', 'about']);

/** The understanding naming the room pointed at by its details, among rooms talked about or with a room's words (never
 * "the one with honey" after cheeses); a landscape that pointed at it is no view asked. */
export function withRoomByDetails(u: Understanding, facts: RoomFacts[], roomsBefore: boolean): Understanding {
  const ofRooms = roomsBefore || (u.scores.rooms ?? 0) > 0 || u.features.length > 0 || u.views.length > 0 || (u.scores.book ?? 0) > 0;
  if (u.rooms.length || u.products.length || !ofRooms || !roomPointedIn(u.tokens)) return u;
  const id = roomByDetails(u.tokens, u.views, facts);
  if (!id) return u;
  const features = u.views.length ? u.features.filter((f) => f !== 'view') : u.features;
  // The landscape that pointed at it ("the one where you can see the sea") is its trait, not the way here asked: a
  // hint of the place's kinds no stronger than the room's words is dropped.
  const roomWeight = u.scores.rooms ?? 0;
  const scores = Object.fromEntries(Object.entries(u.scores).filter(([k, v]) => !(TRAIT_HINTED_KINDS.has(k) && (v ?? 0) <= Math.max(roomWeight, 3))));
  return { ...u, rooms: [id], roomGroup: [], features, views: [], scores };
}

/** Details of a named room the features do not tell apart: shower or bathtub, why it is called so, its furniture,
 * what its window looks onto. */
const DETAIL_ASKED = [
  'shower', 'bathtub', 'bath tub', 'tub', 'doccia', 'vasca', 'why is it called', 'why is it named', 'why the name', 'called that',
  'named so', 'called so', 'named like', 'perche si chiama', 'si chiama cosi', 'perche il nome', 'perche questo nome', 'da dove viene il nome',
  'the name', 'il nome', 'furniture', 'furnitures', 'furnishings', 'furnishing', 'furnished', 'made of', 'materials', 'wooden', 'legno',
  'mobili', 'mobilio', 'arredi', 'arredo', 'arredata', 'arredato', 'arredamento', 'window', 'finestra', 'look out', 'looks out',
];
const WHY = ['why', 'how come', 'perche', 'come mai'];
const NAME = ['called', 'named', 'name', 'chiama', 'chiamata', 'nome'];
const DETAIL_WORDS = new Set([...DETAIL_ASKED, ...WHY, ...NAME].flatMap((p) => p.split(' ')).filter((w) => !['the', 'is', 'it', 'il', 'si', 'da', 'dove', 'viene', 'questo', 'that', 'so', 'like', 'out'].includes(w)));
export const roomDetailAskedIn = (tokens: string[]) =>
  DETAIL_ASKED.some((p) => hasPhrase(tokens, p)) || (WHY.some((p) => hasPhrase(tokens, p)) && NAME.some((p) => hasPhrase(tokens, p)));

/** Words of a bathroom's being the room's own or shared, and of every room: the rows' bathroom, no other subject. */
const BATHROOM_OWN = ['every', 'each', 'ogni', 'ciascuna', 'tutte', 'shared', 'share', 'sharing', 'own', 'private', 'privato', 'privata',
  'condiviso', 'condivisa', 'condivisi', 'comune', 'proprio', 'personale', 'ensuite', 'suite'];
export const withBathroomOwnWords = (u: Understanding): Understanding =>
  u.features.includes('bathroom') ? { ...u, unfamiliar: u.unfamiliar.filter((w) => !BATHROOM_OWN.includes(w)) } : u;

/** "which of these…", "quale di queste…": among the rooms the turn before asked for. */
const AMONG_THESE = ['di queste', 'tra queste', 'fra queste', 'di quelle', 'tra quelle', 'of these', 'of those', 'of them', 'among them', 'among these'];

/** A follow-up naming a room and asking nothing of its own keeps the feature or bed asked the turn before; one
 * asking among the rooms of the turn before keeps their bed. */
export function withRoomQuestionBefore(u: Understanding, before: Understanding | null, roomsBefore: boolean): Understanding {
  if (!before || !roomsBefore) return u;
  if (!u.bed && before.bed && AMONG_THESE.some((p) => hasPhrase(u.tokens, p))) return { ...u, bed: before.bed };
  const asksNothing = !u.features.length && !u.bed && u.guests === null && !u.dates && !u.products.length &&
    Object.values(u.scores).reduce((a, b) => a + (b ?? 0), 0) <= 2;
  // A detail asked ("a shower or a tub?", "why is it called so?") is kept as its words: the new room's description answers.
  const detail = roomDetailAskedIn(before.tokens) ? before.tokens.filter((w) => DETAIL_WORDS.has(w)) : [];
  if (!u.rooms.length || !asksNothing || !u.followUp || (!before.features.length && !before.bed && !detail.length)) return u;
  // A bed said beside a feature named the rooms asked about ("do the twin rooms have air con?"): the feature is kept.
  const features = before.features.filter((f) => f !== 'capacity');
  const tokens = [...u.tokens, ...detail.filter((w) => !u.tokens.includes(w))];
  return { ...u, tokens, features, bed: features.length ? null : before.bed, views: before.views, scores: { rooms: 3 }, intent: 'rooms' };
}
