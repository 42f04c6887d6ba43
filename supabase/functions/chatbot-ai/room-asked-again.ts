// The question asked of rooms kept over a follow-up that names other rooms and asks nothing of its own, where
// withRoomQuestionBefore (room-by-details.ts) does not keep it: "and the twin ones?" after a feature (the rooms named
// by their beds, the feature still asked), "e la Ginepro invece?" after a named room's description (the new room's).
import { describeAskedIn } from './room-describe.ts';
import type { Understanding } from './understand.ts';

/** Nothing asked of its own: no feature, party, stay, product, and no word of another kind. */
const asksNothingOwn = (u: Understanding) =>
  !u.features.length && u.guests === null && !u.dates && !u.products.length && Object.values(u.scores).reduce((a, b) => a + (b ?? 0), 0) <= 2;

export function withRoomAskedAgain(u: Understanding, before: Understanding | null, roomsBefore: boolean): Understanding {
  if (!before || !roomsBefore || !u.followUp || !asksNothingOwn(u)) return u;
  // The rooms named by their beds ("the twin ones", "quelle matrimoniali"): the feature asked before, of those rooms.
  const features = before.features.filter((f) => f !== 'capacity');
  if (u.bed && !u.rooms.length && features.length && !before.bed) {
    return { ...u, features, views: before.views, scores: { rooms: 3 }, intent: 'rooms' };
  }
  // A named room described before ("cosa ha di speciale la Lavanda?"): the room named now, described too.
  if (u.rooms.length && !u.bed && before.rooms.length && !before.features.length && describeAskedIn(before.tokens) && !describeAskedIn(u.tokens)) {
    return { ...u, tokens: [...u.tokens, 'descrizione'], scores: { rooms: 3 }, intent: 'rooms' };
  }
  return u;
}
