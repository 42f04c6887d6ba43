// Shipping asked to a country other than Italy ("can you ship to germany? i have a ham in the cart", "spedite in
// Svizzera?"): the shop ships within Italy only, and abroad is the farm's to say, with its contacts; a product named
// beside it is what would travel, not the question.
const SHIP = /^(?:ship\w*|send|sending|deliver\w*|post|spedi\w*|spediz\w*|mandate|mandare|mandar(?:glie)?(?:lo|la|li|le|gli)|mando|inviate|inviare|consegn\w*)$/;
const ABROAD = new Set([
  'abroad', 'overseas', 'international', 'internationally', 'worldwide', 'europe', 'eu', 'estero', 'europa', 'internazionale', 'internazionali',
  'germany', 'france', 'uk', 'england', 'britain', 'switzerland', 'austria', 'spain', 'belgium', 'netherlands', 'holland', 'usa', 'america',
  'ireland', 'denmark', 'sweden', 'norway', 'poland', 'portugal', 'luxembourg', 'canada', 'australia', 'scotland', 'wales',
  'germania', 'francia', 'inghilterra', 'svizzera', 'spagna', 'belgio', 'olanda', 'irlanda', 'danimarca', 'svezia', 'norvegia',
  'polonia', 'portogallo', 'lussemburgo', 'londra', 'london', 'berlin', 'berlino', 'paris', 'parigi', 'munich', 'monaco', 'zurich', 'zurigo',
]);
/** Said with "fuori" / "outside": "fuori italia", "outside italy". */
const OUTSIDE = /\b(?:fuori (?:dall )?italia|outside (?:of )?italy|out of italy|non in italia|not in italy)\b/;

/** Whether the message asks for shipping to a place outside Italy. */
export function shipAbroadAskedIn(tokens: string[]): boolean {
  return tokens.some((t) => SHIP.test(t)) && (tokens.some((t) => ABROAD.has(t)) || OUTSIDE.test(tokens.join(' ')));
}

// "come faccio a farglielo arrivare là?" after a gift for someone abroad: a parcel got to a person (a clitic or "it"
// as its object), with a "there" keeping the place named the turn before.
const GET_THERE = /^(?:arriv\w*|recapit\w*|reach|get|gets|getting|arrive|arrives)$/;
const PARCEL_OBJECT = /^(?:glie(?:lo|la|li|le)|\w+(?:ar|er|ir)(?:glie)?(?:lo|la|li|le)|it|them)$/;
const THERE = new Set(['la', 'li', 'lì', 'là', 'there', 'over']);

/** Whether a follow-up asks how a parcel gets to a person abroad named in the user's turn before. */
export function shipAbroadFollowUpIn(tokens: string[], before: string[] | undefined): boolean {
  if (!before || !before.some((t) => ABROAD.has(t))) return false;
  const sent = tokens.some((t) => SHIP.test(t)) || (tokens.some((t) => GET_THERE.test(t)) && tokens.some((t) => PARCEL_OBJECT.test(t)));
  return sent && tokens.some((t) => THERE.has(t));
}
