// "ci piace mangiare bene e girare per borghi: cosa ci consigliate di vedere in zona?", "what would you recommend we
// go and see around here?": what to see or visit asked, whatever tastes are told around it, is the places nearby,
// not a product for a use ("mangiare", "consigliate" are said of the trip).
import { type KnowledgeHit, wordedWith } from './knowledge.ts';
import { normalise } from './normalise.ts';

const SEE = '(?:vedere|visitare|girare|scoprire|esplorare|see|visit|explore|discover|sightsee\\w*)';
/** Asked with what, where or advice: "cosa vedere", "dove andare a visitare", "what should we see", "recommend we see". */
const ASKED = '(?:cosa|che cosa|dove|quali posti|what|where|which places|consigli\\w*|suggeri\\w*|recommend\\w*|suggest\\w*|worth)';

export const SIGHTS_ASKED_KIND: [RegExp, string] = [
  new RegExp(`\\b${ASKED}\\b.{0,30}\\b${SEE}\\b(?!.{0,15}\\b(?:caseificio|dairy|stalla|animali|animals|pecore|sheep|cantina|farm|tenuta|azienda|spiagg\\w*|beach\\w*|mare|sea)\\b)`),
  // Worded as the villages' entry is ("cosa visitare", "what to see"), not only by nearness (said of anything).
  'cosa visitare vedere what to see visit dintorni nearby',
];

/** Whether the message asks what to see or visit (then advice asked is of places, not of a product's use). */
export const sightsAskedIn = (text: string) => SIGHTS_ASKED_KIND[0].test(normalise(text));

/** The places nearby for a message asking what to see that nothing else answered: tastes told around the question
 * ("non amiamo il mare…") dilute its own search, so the entry is looked up by what is asked, worded with nearness. */
export async function sightsEntryOf(said: string, search: (query: string) => Promise<KnowledgeHit[]>, isGeneral: (topic: string) => boolean): Promise<KnowledgeHit | null> {
  if (!sightsAskedIn(said)) return null;
  const [top] = (await search(SIGHTS_ASKED_KIND[1])).filter((h) => !isGeneral(h.topic));
  return top && wordedWith(top, ['dintorni', 'nearby']) ? top : null;
}
