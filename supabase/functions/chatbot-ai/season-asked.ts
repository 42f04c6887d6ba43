// The best time to come asked by what the guest wants or avoids ("we hate the heat, which months for walking?",
// "quando conviene venire per evitare agosto?"): the best season's entry, in its own words, for the knowledge search.
/** Spans of the year, and "when" said with coming. */
const SPAN = '(?:period|periods|month|months|weeks?|season|periodo|periodi|mese|mesi|settiman[ae]|stagione)';
const WHEN_COMING = '(?:quando|when)\\b.{0,20}\\b(?:venire|veniamo|venir|visitare|visit|come|go|travel|andare|prenotare|book)';
/** Advice asked of a span: "which months would you recommend", "che mesi consigliate". */
const ADVISED = '(?:recommend\\w*|suggest\\w*|advise|consigli\\w*|suggeri\\w*|conviene|convenga)';
/** Which span fits ("what period is good", "quale mese e meglio"): asked with which, not "a better rate for two weeks". */
const WHICH_SPAN = `(?:which|what|che|quale|quali)\\s+${SPAN}`;
const WHICH_FITS = `${WHICH_SPAN}\\b.{0,20}\\b(?:good|better|best|ideal\\w*|meglio|migliori?|adatt\\w*|suited|right)`;
/** What the guest avoids or wants from the weather or the crowds. */
const AVOIDED = '(?:hate|dislike|avoid|evitare|evitiamo|odi(?:o|amo)|detest\\w*|non sopport\\w*|soffr\\w*|not the|senza)\\b.{0,25}\\b(?:heat|hot|caldo|afa|crowds?|folla|casino|caos|confusione|ressa|agosto|august|ferragosto|turisti|tourists)';
const ACTIVITY = '(?:walking|hiking|trekking|walks|hikes|camminare|passeggiate|escursioni|camminate|bike|cycling|bici)';

export const SEASON_ASKED_KINDS: Array<[RegExp, string]> = [
  // A span advised, or when to come, with what is avoided or done: the best season.
  [new RegExp(`\\b${ADVISED}\\b.{0,30}\\b${SPAN}\\b|\\b${SPAN}\\b.{0,30}\\b${ADVISED}\\b|\\b${WHICH_FITS}\\b`), 'periodo migliore stagione best season'],
  [new RegExp(`\\b${WHEN_COMING}\\b.{0,40}\\b${AVOIDED}\\b|\\b${AVOIDED}\\b.{0,60}\\b(?:${SPAN}|${WHEN_COMING})\\b`), 'periodo migliore stagione best season evitare avoid'],
  // Which span for walking: asked with which, not "hiking for two weeks".
  [new RegExp(`\\b${ACTIVITY}\\b.{0,60}\\b${WHICH_SPAN}\\b|\\b${WHICH_SPAN}\\b.{0,40}\\b${ACTIVITY}\\b`), 'periodo migliore stagione best season'],
  [new RegExp(`\\b${WHEN_COMING}\\b.{0,10}\\b(?:conviene|meglio|better|best)\\b|\\b(?:conviene|meglio)\\b.{0,10}\\b(?:venire|visitare)\\b`), 'periodo migliore stagione best season'],
];

/** Whether the message asks the best time to come in such words (normalised text): then advice asked ("che mesi ci
 * consigliate?") is of a time, not of a product for a use. */
export const seasonAskedIn = (normalised: string) => SEASON_ASKED_KINDS.some(([re]) => re.test(normalised));
