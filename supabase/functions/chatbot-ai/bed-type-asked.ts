// "la camera X che letto ha?", "what kind of bed is in the lavanda?", "what beds does it have?" after a room: a bed
// asked of a room with no type said (or both types weighed: "twin or double?") is that room's row's bed type, not its
// card alone. The room is the one named, else the one talked about in the turn before.
import { roomsTalkedAbout } from './room-talked-about.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

const BED_WORDS = ['letto', 'letti', 'bed', 'beds', 'bedding', 'lettone'];
/** What asks which bed it is: a question word, a kind, or both types weighed against each other. */
const WHICH_BED = ['che', 'quale', 'quali', 'tipo', 'tipi', 'com', 'come', 'what', 'which', 'kind', 'type', 'sort', 'how'];
/** A bed added, a cot or a baby's bed: other questions with their own answers. */
const OTHER_BED = ['extra', 'aggiuntivo', 'aggiunto', 'in piu', 'another', 'additional', 'sofa', 'divano', 'baby', 'cot', 'culla', 'lettino',
  'crib', 'bimbo', 'bimba', 'toddler', 'infant', 'per il', 'for the', 'for our', 'comfortable', 'comodo', 'comodi', 'materasso', 'mattress'];

/** Words asking among the rooms or for another one. */
const AMONG_ROOMS_S19 = ['camere', 'stanze', 'altra', 'altre', 'tutte', 'rooms', 'another', 'other', 'others', 'all'];

/** Whether the bed type of a room is asked, with no type said or with both weighed ("singoli o matrimoniale?"). */
export function bedTypeAskedIn(tokens: string[], bedSaid: string | null): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  const bothTypes = any(['double', 'matrimoniale']) && any(['twin', 'single', 'singles', 'singoli', 'separati']);
  if (any(OTHER_BED)) return false;
  if (bothTypes) return true;
  return bedSaid === null && any(BED_WORDS) && any(WHICH_BED);
}

/** The rooms the bed is asked of: those named, else the one talked about in the turn before (rooms or a stay). */
export function bedTypeRooms(named: string[], tokens: string[], followUp: boolean, before: string[], roomsBefore: boolean): string[] {
  if (named.length) return named;
  if (!roomsBefore) return [];
  // "which bed does it have?": "which" asks the bed here, not among the rooms.
  if (before.length === 1) return AMONG_ROOMS_S19.some((p) => hasPhrase(tokens, p)) ? [] : before;
  return roomsTalkedAbout(tokens, followUp, before);
}

export function bedTypeSentences(rooms: Room[], lang: Lang): string {
  return rooms.map((r) => {
    const single = r.bed_type === 'singoli';
    if (lang === 'it') return `${r.name} ha ${single ? 'due letti singoli' : 'un letto matrimoniale'}.`;
    return `${r.name} has ${single ? 'two single beds (a twin room)' : 'a double bed'}.`;
  }).join(' ');
}
