// "why does it have those ridges?", "come lo fate?", "what wine do you marinate it in": how a named product (or the
// one talked about) is made, which its card does not say and its description does (the moulds, the wine, the smoke).
import { normalise } from './normalise.ts';
import type { Product } from './types.ts';

const MAKING_ASKED = new RegExp(
  [
    // Why it has or looks a way: "perché ha quelle righe", "why is the rind so dark".
    String.raw`\b(?:perche|why|come mai|how come)\b`,
    // How it is made: "how is it made", "come si fa", "come viene prodotto", "how do you make/cure it".
    String.raw`\bhow (?:is|are|do you|does|did you) (?:it |they |them |this |that )?(?:made|make|produced|produce|cured|cure|prepared|prepare|aged|smoked|done)\b`,
    String.raw`\bcome (?:si fa|si fanno|lo fate|la fate|li fate|le fate|viene|vengono|lo preparate|la preparate|lo producete|la producete)\b`,
    String.raw`\b(?:made|produced|prepared|cured|fatt[oaie]|prodott[oaie]|preparat[oaie]|lavorat[oaie])\b`,
    // What goes into making it: "marinate", "soak", "which wood", "in che vino".
    String.raw`\b(?:marinat\w*|marinad\w*|soak\w*|steep\w*|macerat\w*|wood|legno|affumicat\w* con|smoked (?:with|over))\b`,
    String.raw`\b(?:what|which|quale|che) (?:wine|vino|wood|legno|herbs?|erbe|spices?|spezie|moulds?|molds?|stampi|forme)\b`,
    // The fire of the smoke asked in its own words ("che legna bruciate", "il fumo da cosa viene", "what firewood"):
    // the wood is only in the short description.
    String.raw`\b(?:legna|legname|firewood|timber|fumo|smoke|bruciate|bruciare|burn|burns|burning|affumicate|affumicare|affumicano|affumicarlo|affumicarla)\b`,
    // How it is cut or sold, which the short description says ("bone in or boneless?", "intero con l'osso?").
    String.raw`\b(?:bone|bones|boned|boneless|bone in|osso|ossa|disossat\w*|intero|intera|interi|whole|sliced|affettat\w*|a fette|tranci\w*|sottovuoto|vacuum\w*)\b`,
    // What those marks are: "what are those lines", "cosa sono quei segni".
    String.raw`\b(?:what are (?:those|these|the)|cosa sono (?:quell[ei]|quei|questi|queste|le|i))\b`,
  ].join('|'),
);

export const makingAskedIn = (said: string) => MAKING_ASKED.test(normalise(said)) || seasoningAskedIn(said);

// "con cosa è aromatizzata?", "what gives it that taste?", "what do you marinate it in?": what flavours it, which
// its listed ingredients say (the wine, the myrtle) beside its description.
const SEASONING_ASKED = new RegExp(
  [
    String.raw`\b(?:herbs?|erbe|spices?|spezie|aromi|aromatizzat\w*|insaporit\w*|speziat\w*|marinat\w*|marinate|marinano|marinare|flavou?r\w*|seasoned|seasoning|spiced|infused)\b`,
    String.raw`\b(?:what|which|cosa|che cosa|che) (?:gives|give|da|danno|le da|gli da|lo rende|la rende)\b`,
    String.raw`\b(?:sa di|sanno di|taste of|tastes of|tastes like|smells of|smell of|profuma di|profumo di|aroma)\b`,
    String.raw`\b(?:con|in) (?:cosa|che cosa|che) (?:la|lo|le|li|e|viene|vengono|sono)\b`,
    String.raw`\bwhat (?:is|s|are) (?:it|they|this|that|the \w+) (?:in|with|flavou?red|marinated|seasoned)\b`,
  ].join('|'),
);

export const seasoningAskedIn = (said: string) => SEASONING_ASKED.test(normalise(said));

/** One sentence per product: its short description and description, which tell how it is made and cut (the wood of
 * the smoke and the bone are often only in the short one); none when its row has neither. */
export function makingSentences(products: Product[]): string {
  return products.map((p) => {
    const told = [p.short_description, p.description].map((t) => (t ?? '').trim()).filter(Boolean);
    return told.length ? `${p.name}: ${told.join(' ')}` : '';
  }).filter(Boolean).join(' ');
}
