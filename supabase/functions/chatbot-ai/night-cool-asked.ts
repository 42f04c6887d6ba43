// "does it get chilly at night up at yours?", "da voi la sera fa freschino?": how cold or cool it gets in the evening
// or at night at the farm is its weather (700 m up, cool evenings), in the weather entry's own words, however many
// plans (a walk, a ride, a month) come around it.
const COLD = '(?:cold|colder|chilly|chill|cool|cooler|nippy|freez\\w*|temperatures?|degrees|freddo|fredda|freddino|freddina|fresco|fresca|freschino|frescolino|gradi|temperatur\\w*)';
const NIGHT = '(?:night|nights|nite|nighttime|evenings?|sera|sere|serata|serate|notte|notti)';

/** A product kept or shipped is its storage or its delivery: "at what temperature do I keep the pecorino at night?". */
const KEPT = '(?:keep\\w*|kept|stor\\w*|conserv\\w*|tene\\w*|tien\\w*|fridge|frigo\\w*|chees\\w*|formagg\\w*|pecorin\\w*|ricott\\w*|salum\\w*|salam\\w*|sausag\\w*|salsicc\\w*|prosciutt\\w*|ham|parcel\\w*|pacc\\w*|ship\\w*|sped\\w*|room|rooms|camera|camere|stanza|stanze|heating|riscaldament\\w*|air con\\w*|aria condizionata)';

export const NIGHT_COOL_KIND: [RegExp, string] = [
  new RegExp(`^(?!.*\\b${KEPT}\\b).*(?:\\b${COLD}\\b.{0,40}\\b${NIGHT}\\b|\\b${NIGHT}\\b.{0,40}\\b${COLD}\\b)`), 'clima weather freddo cold la sera evenings at night',
];

const TEMPERATURE_WORDS = ['temperature', 'temperatures', 'temperatura'];
/** The scores without the products' storage when its only word is the temperature said of the evening or the night
 * ("does the temperature drop at night at yours?"): the weather is asked, not how to keep a cheese. */
export function withoutStorageOfNightTemperature<S extends Partial<Record<string, number>>>(scores: S, tokens: string[]): S {
  const said = tokens.filter((t) => TEMPERATURE_WORDS.includes(t)).length;
  if (!said || !scores.storage || scores.storage > 3 * said || !NIGHT_COOL_KIND[0].test(tokens.join(' '))) return scores;
  const { storage: _s, ...rest } = scores;
  return rest as S;
}
