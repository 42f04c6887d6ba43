// "che differenza c'è tra la X e la Y?", "how does X differ from Y?": what sets two or three named products apart is
// in their descriptions (how they are made, what flavours them), which their cards' price and aging do not say.
import type { Lang, Product } from './types.ts';

/** Any form of the words of differing or comparing, a doubled or single f alike ("diferenza"): the vocabulary does not
 * hold them, so a typo is not corrected into them. */
const DIFFERENCE_ASKED = /^(?:dif+er|divers|distingu|confront|paragon|compar|vs$|versus$)/;
export const differenceAskedIn = (tokens: string[]) => tokens.some((t) => DIFFERENCE_ASKED.test(t));

/** Each product's description, after its name: what tells them apart, in the products' own words. */
export function differenceSentences(products: Product[], _lang: Lang): string {
  return products.map((p) => `${p.name}: ${(p.description ?? p.short_description ?? '').trim()}`).filter((s) => !s.endsWith(': ')).join(' ');
}
