// "che differenza c'è tra la X e la Y?", "how does X differ from Y?": what sets two or three named products apart is
// in their descriptions (how they are made, what flavours them), which their cards' price and aging do not say.
import type { Lang, Product } from './types.ts';

/** Any form of the words of differing or comparing, a doubled or single f alike ("diferenza"): the vocabulary does not
 * hold them, so a typo is not corrected into them. */
const DIFFERENCE_ASKED = /^(?:dif+er|divers|distingu|confront|paragon|compar|vs$|versus$)/;
export const differenceAskedIn = (tokens: string[]) => tokens.some((t) => DIFFERENCE_ASKED.test(t));

/** Each product's description, after its name, and its listed ingredients: what tells them apart, in the products'
 * own words (a description says "Cannonau" where the ingredients say the red wine; another names no seasoning). */
export function differenceSentences(products: Product[], lang: Lang): string {
  return products.map((p) => {
    const described = (p.description ?? p.short_description ?? '').trim();
    const listed = (p.ingredients ?? '').trim().replace(/\.$/, '');
    const made = listed ? (lang === 'it' ? `Ingredienti: ${listed}.` : `Ingredients: ${listed}.`) : '';
    return [described, made].filter(Boolean).join(' ');
  }).map((said, i) => (said ? `${products[i].name}: ${said}` : '')).filter(Boolean).join(' ');
}
