// More kinds of the farm's domain for the knowledge search (synonyms.ts adds them to its table): what guests say in
// words the entries do not use, said again in the entries' own words. Kinds, not sentences.

/** A length of stay that is long: ten days or more, weeks, a month, "so long". */
export const LONG_STAY =
  '(?:decina di giorni|dieci giorni|quindici giorni|venti giorni|1\\d giorni|[1-3]\\d (?:giorni|notti)|(?:due|tre|quattro|\\d) settimane|' +
  'un mese|tutto il mese|a lungo|cosi tanto|cosi a lungo|per molto tempo|soggiorno lungo|' +
  'ten days|fortnight|(?:two|three|four|\\d) weeks|a month|whole month|1\\d (?:days|nights)|[2-3]\\d (?:days|nights)|so long|that long|longer|long stay|a while)';
/** Not after a word that names a place ("olbia town"): after an article, a quantifier or a word that describes it. */
const KIND_OF_TOWN = '(?<!\\b(?!(?:a|an|any|the|some|nearest|closest|nearby|near|local|little|small|tiny|pretty|nice|lovely|charming|quaint|old|' +
  'historic|cute|next|in|into|to|of|what|which|one|our|your|main|big|real|proper|other|another|typical|medieval|hilltop|mountain|seaside|' +
  'coastal|beautiful|interesting|famous|best|closer)\\b)[a-z]+ )';
/** A better price asked: a discount, a deal, a cheaper rate. */
const BETTER_PRICE =
  '(?:sconto|sconti|scontat\\w*|prezzo migliore|prezzo piu basso|prezzo speciale|prezzo di favore|tariffa speciale|riduzion\\w*|offerta|offerte|' +
  'discount\\w*|better (?:price|rate|deal)|cheaper|good deal|special (?:price|rate)|reduced (?:price|rate)|reduction)';

/** The farm's meals, or food made for the guests. */
const MEALS = '(?:colazion\\w*|mattina|mattino|breakfast|morning|cena|cenare|pranzo|pasti|pasto|dinner|lunch|meals?|cucinare|cucinate|cook\\w*|preparare|preparate|mangiare|eat)';

const DIET = '(?:celiac\\w*|coeliac\\w*|glutine|gluten|vegan\\w*|vegetarian\\w*|intolleran\\w*|intoleran\\w*|allergi\\w*|dieta|diet)';
const DIET_WITH_MEAL = new RegExp(`^(?=.*\\b${DIET}\\b)(?=.*\\b${MEALS}\\b)`);

/** The guests not driving: no one of them drives, or has a licence or a car. */
const NO_DRIVING = new RegExp(
  '\\b(?:neither of us|none of us|nobody|no one|we don t|we do not|we dont|we can t|we cannot|i don t|i do not|i dont|i can t|i cannot|doesn t|does not)' +
    '(?: \\w+){0,2} (?:drive|drives|driving)\\b|\\b(?:no|without|hasn t|haven t|has no|have no)(?: a)? (?:car(?! park)|driving licen[cs]e|licen[cs]e)\\b|' +
    '\\bnon (?:guid\\w*|sappiamo guidare|so guidare)\\b|\\b(?:nessuno|nessuna)(?: di noi)? (?:guida|ha la patente|ha la macchina|ha l auto)\\b|' +
    '\\b(?:senza|non (?:ho|abbiamo|ha|hanno))(?: la| l)? (?:patente|macchina|auto)\\b',
);

export const DOMAIN_KINDS: Array<[RegExp, string]> = [
  // Clothes to bring are the weather at the farm: "do I need a jacket at night?", "serve la felpa la sera?".
  [/\bsweaters?\b|\bjumpers?\b|\bjackets?\b|\bcardigans?\b|\bfleeces?\b|\bhoodies?\b|\bcoats?\b|\bwarm layers\b|\bmaglion[ei]\b|\bfelp[ae]\b|\bgiacc(?:a|he|hetta)\b|\bgiubbott\w*|\bpiumin[oi]\b|\bcappott[oi]\b|\bscialle\b|\bvestiti pesanti\b/,
    'maglione golf jumper vestiti clothes clima weather'],
  // Packing for the stay is its weather too: "what should we pack for december?", "cosa metto in valigia?" (the guests
  // packing, never the farm packing a parcel: "how do you pack the cheese?").
  [/\b(?:we|i|us)\b(?: \w+){0,2} pack(?:ing)?\b|\b(?:what|wat) (?:to|should|shall|do) (?:\w+ )?pack\b|\bpacking list\b|\bvaligi[ae]\b|\bcosa (?:porto|portare|portiamo|metto|mettere|mettiamo)\b|\bwhat (?:to|should \w+) wear\b|\bche vestiti\b/,
    'vestiti clothes clima weather'],
  // A town or a place for errands is a village nearby: "a small town with shops", "un paesino per fare la spesa".
  // A town named ("olbia town") is that place, asked by its name: only a town as a kind is the villages.
  [new RegExp(`${KIND_OF_TOWN}\\b(?:town|village)\\b|\\btowns\\b|\\bvillages\\b`), 'paesi villages'],
  [/\bpaes[ei]\b|\bpaesin[oi]\b|\bborgh?[oi]\b|\bcittadin[ae]\b|\bgrocer(?:y|ies)\b|\bsupermarkets?\b|\bsupermercat[oi]\b|\balimentari\b|\bfare la spesa\b|\bminimarket\b/,
    'paesi villages'],
  // A discount asked for a long stay: the long stays' entry, not the rooms' prices.
  [new RegExp(`^(?=.*\\b${LONG_STAY}\\b)(?=.*\\b${BETTER_PRICE}\\b)`), 'soggiorno lungo long stay sconto discount'],
  // Not driving is coming without a car ("none of us drives", "non abbiamo la patente"): the car hire entry, which
  // says how to get here otherwise (a transfer or a taxi, the farm to ask).
  [NO_DRIVING, 'senza macchina without a car mezzi pubblici public transport'],
  // A diet said with the farm's meals ("qualcosa senza glutine a colazione", "vegan options for breakfast"): the diet.
  [DIET_WITH_MEAL, 'dieta diet intolleranze intolerance'],
];

/** Whether a diet is said with the farm's meals (the message normalised): the stay's food, not the products. */
export const dietWithMealSaid = (normalised: string) => DIET_WITH_MEAL.test(normalised);
