// "how much does one piece weigh?", "quanti grammi è il guanciale?", "how big is a piece?": the weight of the products talked about, from
// their rows (`weight`, in kg), said in text beside their cards: a weight is never a price, nor a filter.
// "how long is it aged?": their aging as the product data words it (`aging_text`: "Two to four weeks"), not only
// the whole months the filters use.
import type { Lang, Product } from './types.ts';

// "chili" is kilos in Italian only after a count ("2 chili", "quanti chili"); alone it is the English pepper.
const WEIGHT_WORDS = /\b(?:weigh|weighs|weight|weights|heavy|peso|pesa|pesano|pesi|pesante|grammi|grammo|grams|gram|etti|etto|chilo|kg|kilo|kilos|pezzatura)\b|\b(?:\d+|quanti|qualche|un paio di|due|tre|mezzo)\s+chili\b/;

// "how big is a piece?", "quanto è grande?", "what size is it?": a piece's size is said by its weight.
const SIZE_ASKED = /\b(?:how (?:big|large)|what size|which size|sizes?|dimension\w*|grandezza|dimensioni|misura|misure|quant[oaie] (?:e |sono |viene |vengono )?(?:grand|gross)\w*|(?:grand|gross)\w* (?:e|sono) (?:un |una |il |la |i |le )?(?:pezzo|pezzi|forma|forme|confezion\w*))\b/;

export const weightAskedIn = (tokens: string[]) => WEIGHT_WORDS.test(tokens.join(' ')) || SIZE_ASKED.test(tokens.join(' '));

const kgText = (kg: number, lang: Lang) =>
  kg < 1 ? `${Math.round(kg * 1000)} g` : `${String(Math.round(kg * 100) / 100).replace('.', lang === 'it' ? ',' : '.')} kg`;

/** One sentence per product with a known weight; empty when none has one. */
export function weightSentences(products: Product[], lang: Lang): string {
  const out: string[] = [];
  for (const p of products) {
    const kg = p.weight;
    if (typeof kg !== 'number' || !(kg > 0)) continue;
    out.push(lang === 'it' ? `${p.name} pesa circa ${kgText(kg, lang)}.` : `${p.name} weighs about ${kgText(kg, lang)}.`);
  }
  return out.join(' ');
}

/** One sentence per product whose data words its aging; empty when none does. */
export function agingSentences(products: Product[], lang: Lang): string {
  const out: string[] = [];
  for (const p of products) {
    const said = (p.aging_text ?? '').trim().replace(/\.$/, '');
    if (!said) continue;
    out.push(lang === 'it' ? `Stagionatura di ${p.name}: ${said.toLowerCase()}.` : `${p.name} is aged: ${said.toLowerCase()}.`);
  }
  return out.join(' ');
}
