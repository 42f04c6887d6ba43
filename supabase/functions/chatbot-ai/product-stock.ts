// "quanti pezzi vi sono rimasti?", "how many do you still have?": the pieces left of the products talked about,
// from the stock their rows hold, said in text beside their cards (which say only "in stock").
import type { Lang, Product } from './types.ts';

/** How many asked ("quanti", "how many"), not of a length, an amount or people; or what is left or remains. */
const HOW_MANY = /\b(?:how many|quanti|quante)\b(?!\s+(?:days|day|giorni|weeks|settimane|months|mesi|years|anni|hours|ore|minutes|minuti|grams|grammi|kg|euro|people|persone|ospiti|guests|nights|notti|km)\b)/;
const LEFT = /\b(?:left|remaining|remain|rimasti|rimaste|rimasto|rimane|rimangono|restano|resta|avanzano)\b/;

/** A count the guest needs, asked against what there is ("I'd need 40, have you got that many?", "mi servono 20, ce
 * li avete?", "could you supply 50?"): the stock answers it. */
const COUNT_NEEDED = /\b\d{1,4}\b(?! *(?:euro|mesi|months|anni|years|giorni|days|notti|nights|km|persone|people|ospiti|guests|grams|grammi|kg|g)\b)/;
const ENOUGH = /\b(?:that many|so many|enough|sufficient\w*|abbastanza|sufficient[ei]|bastano|basteranno|have you got|do you have|have you|can you supply|could you supply|can you get|ce li avete|ce le avete|ne avete|li avete|le avete|avete tant[ie]|riuscite a)\b/;

export const stockLeftAskedIn = (tokens: string[]) => {
  const said = tokens.join(' ');
  return HOW_MANY.test(said) || (LEFT.test(said) && /\b(?:quanto|quanta|much|any|ne|still|ancora)\b/.test(said)) ||
    (COUNT_NEEDED.test(said) && ENOUGH.test(said));
};

/** One sentence per product in stock: the pieces its row holds (a sold-out card says so itself). */
export function stockLeftSentences(products: Product[], lang: Lang): string {
  return products.filter((p) => Number(p.stock_quantity ?? 0) > 0).map((p) =>
    lang === 'it' ? `${p.name}: ne abbiamo ancora ${p.stock_quantity} in magazzino.` : `${p.name}: ${p.stock_quantity} left in stock.`
  ).join(' ');
}
