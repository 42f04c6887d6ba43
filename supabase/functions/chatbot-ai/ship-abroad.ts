// Shipping asked to a country other than Italy ("can you ship to germany? i have a ham in the cart", "spedite in
// Svizzera?"): the shop ships within Italy only, and abroad is the farm's to say, with its contacts; a product named
// beside it is what would travel, not the question.
const SHIP = /^(?:ship\w*|send|sending|deliver\w*|post|spedi\w*|spediz\w*|mandate|mandare|inviate|inviare|consegn\w*)$/;
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
