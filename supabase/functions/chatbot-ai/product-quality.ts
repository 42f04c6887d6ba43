// Two or three products compared by a quality their descriptions give ("lonza o coppa, non troppo grassa?", "which is
// milder, the X or the Y?"): the one whose description says that quality, with its words; none or all saying it, no
// pick (the cards and descriptions answer as they are).
import { normalise } from './normalise.ts';
import type { Lang, Product } from './types.ts';

/** A quality asked (its words, either pole) and how a description says it. */
const QUALITIES: Array<{ asked: RegExp; says: RegExp }> = [
  { asked: /\b(?:grass\w*|fat|fatty|fattier|fattiest|magr\w*|lean|leaner|leanest|light|lighter|legger\w*)\b/, says: /\b(?:magr\w*|lean\w*)\b/ },
  { asked: /\b(?:delicat\w*|mild|milder|mildest|gentle|gentler|gentlest|soft|softer|dolce|dolci)\b/, says: /\b(?:delicat\w*|gentl\w*|mild\w*|dolc\w*)\b/ },
  { asked: /\b(?:intens\w*|strong|stronger|strongest|forte|forti|saporit\w*|decis\w*|bold|bolder|punchy|tasty|tastier)\b/, says: /\b(?:intens\w*|strong\w*|decis\w*|saporit\w*|bold\w*|sapid\w*)\b/ },
];

/** The description's pattern of the quality the message asks, if it asks one. */
export function qualityAskedIn(said: string): RegExp | null {
  const n = normalise(said);
  return QUALITIES.find((q) => q.asked.test(n))?.says ?? null;
}

/** "Lonza stagionata: Magra e profumata, …" for the one product of these whose description says the quality. */
export function qualityPickSentence(products: Product[], says: RegExp, lang: Lang): string {
  if (products.length < 2 || products.length > 3) return '';
  const saying = products.filter((p) => says.test(normalise(p.description ?? '')));
  if (saying.length !== 1) return '';
  const p = saying[0];
  return lang === 'it' ? `Tra questi, lo dice la descrizione di ${p.name}: ${p.description}` : `Of these, ${p.name}'s description says so: ${p.description}`;
}
