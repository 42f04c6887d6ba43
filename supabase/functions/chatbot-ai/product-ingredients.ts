// "what's in the sausage? I can't eat garlic", "la pancetta contiene pepe? sono allergica": what a named product is
// made of, from its row (get_products.ingredients, allergens), and whether the food the guest avoids is listed.
// Never a guess: a product whose data list no ingredients is asked to the farm, and a food not listed is said as
// not listed, with the farm to ask about traces.
import { normalise } from './normalise.ts';
import type { Lang, Product } from './types.ts';

const INGREDIENTS_ASKED = new RegExp(
  [
    String.raw`\b(?:ingredients?|ingredienti|ingrediente|composizione|made (?:with|of|from)|fatt[oaie] (?:con|di)|preparat[oaie] con)\b`,
    String.raw`\b(?:what s|whats|what is|what goes|cosa c e|che c e|cosa ce|cosa mettete) (?:in|inside|into|dentro|nel|nella|nei|nelle)\b`,
    String.raw`\b(?:contain\w*|contien\w*|conteng\w*|dentro)\b`,
    String.raw`\b(?:allergic|allergy|allergies|intolerant|intolerance|allergic[oaie]|allergia|intolleran\w*)\b`,
    String.raw`\b(?:can t|cant|cannot|can not|don t|dont|do not|non posso|non) (?:eat|mangiare|mangio|digerisco)\b`,
    String.raw`\b(?:avoid\w*|evito|evitare)\b`,
    String.raw`\b(?:any|some|there) \w+ in (?:it|them)\b`,
    // A food the guest reacts to, in any words ("reacts badly to", "gets sick from", "non sopporta", "mi fa male"),
    // or asked to be in it ("does the pancetta have nutmeg?").
    String.raw`\b(?:react\w*|reaction|sensitive|sick|ill|unwell|problems?) (?:badly |really |very )?(?:to|from|with)\b`,
    String.raw`\b(?:doesn t|does not|don t|do not|can t|cant|cannot) (?:agree with|tolerate|handle|stand|digest)\b`,
    String.raw`\bnon (?:lo |la |li |le |l )?(?:sopport\w*|toller\w*|regg\w*|digerisc\w*)\b|\bfa(?:nno)? male\b|\breazion\w*\b`,
    String.raw`\b(?:makes|make|gives|give) (?:\w+ ){1,2}(?:sick|ill|a rash|problems)\b|\b(?:can t|cant|cannot|can not) (?:have|take)\b`,
    String.raw`\b(?:does|do) (?:it|they|the (?:\w+ ){1,4})(?:have|got)\b`,
  ].join('|'),
);

export const ingredientsAskedIn = (said: string) => INGREDIENTS_ASKED.test(normalise(said));

/** The words after a way of saying one avoids or asks about a food ("can't eat garlic", "allergico al pepe",
 * "contiene aglio", "c'è aglio"), and before "in it" ("any garlic in it"). */
const AFTER_CUE = new RegExp(
  String.raw`\b(?:eat|mangiare|mangio|digerisco|allergic to|allergy to|intolerant to|allergic[oaie]|intolleranti?|avoid\w*|evito|evitare|contains?|contiene|contengono|c e|any|` +
    String.raw`(?:react\w*|reaction|sensitive|sick|ill|unwell|problems?) (?:badly |really |very )?(?:to|from|with)|agree with|tolerate|handle|stand|digest|` +
    String.raw`(?:can t|cant|cannot|can not) (?:have|take)|` +
    String.raw`sopport[oa]|toller[oa]|regg[oe]|digerisce|reazione (?:a|al|alla|allo|all))\b((?: \w+){1,3})`,
  'g',
);
const BEFORE_IN = /\b(?:any|some|there) (\w+) in (?:it|them)\b/g;
/** The food before a way of saying it harms ("garlic makes me sick", "l'aglio mi fa male", "il pepe non lo reggo"). */
/** Asking what is in it ("does the pancetta have nutmeg?", "la lonza ha aglio?", "is there garlic in the lonza?"):
 * its words are foods only when the shelf's ingredients list them, since "does it have a rind?" asks no food. */
// "do you have the peppered guanciale?" asks the shop, not what is in it.
const HAS_SHAPE = /\b(?:ha|hanno|(?<!\b(?:you|we|i|you ve|i ve) )(?:have|got)(?! you\b)|has|is there|are there|c e|ci sono|in the|in it|in them|nella|nello|nel|dentro)\b/;

/** Whether a word an ingredient list of the shelf holds is asked to be in the products ("la salsiccia ha il
 * finocchio?"): read as their ingredients asked. */
export function listedFoodAskedIn(said: string, shelf: Product[]): boolean {
  const n = normalise(said);
  if (!HAS_SHAPE.test(n)) return false;
  const listed = shelf.flatMap((p) => normalise(p.ingredients ?? '').split(' ')).filter((x) => x.length >= 4);
  const names = nameWordsOf(shelf, listed);
  return n.split(' ').some((w) => w.length >= 4 && !names.has(w) && !LITTLE.has(w) && !NO_FOOD.has(w) && listed.some((x) => alike(w, x)));
}

/** The words of the products' names, which name no food ("can she eat the lonza?", "the peppered guanciale"), unless
 * an ingredient list holds the very word ("al pepe": the pepper). */
function nameWordsOf(products: Product[], listed: string[]): Set<string> {
  const exactly = (w: string, x: string) => x === w || x === `${w}s` || w === `${x}s`;
  return new Set(products.flatMap((p) => normalise(p.name).split(' ')).filter((w) => !listed.some((x) => exactly(w, x))));
}
const BEFORE_HARM =
  /\b(\w+) (?:(?:doesn t|does not|don t|do not) agree with|(?:makes|gives) (?:me|her|him|us|them|my \w+|\w+) (?:sick|ill|a rash|problems)|(?:mi|le|gli|ci) fa(?:nno)? male|non (?:lo|la|li|le) (?:digerisc\w*|sopport\w*|toller\w*|regg\w*))/g;
const LITTLE = new Set(['the', 'any', 'a', 'an', 'some', 'to', 'of', 'il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'un', 'una', 'uno', 'del', 'della',
  'dello', 'dell', 'dei', 'degli', 'delle', 'di', 'd', 'al', 'alla', 'allo', 'ai', 'agli', 'alle', 'all', 'a', 'it', 'them', 'in', 'anything',
  'stuff', 'food', 'foods', 'cibi', 'that', 'this', 'also', 'anche', 'dentro', 'cosa', 'nel', 'nella', 'nei', 'nelle', 'nello', 'there', 'is',
  'e', 'ci', 'sono', 'much', 'too', 'troppo', 'qualcosa']);

/** Pronouns, possessives and words of the products' kinds: never a food avoided ("any of your cheeses"). */
const NO_FOOD = new Set([
  'you', 'your', 'yours', 'my', 'mine', 'our', 'ours', 'their', 'his', 'her', 'its', 'we', 'they', 'me', 'us', 'them', 'these', 'those',
  'which', 'what', 'other', 'others', 'one', 'ones', 'all', 'every', 'each', 'only', 'just', 'really', 'very', 'more', 'less',
  'vostro', 'vostra', 'vostri', 'vostre', 'mio', 'mia', 'miei', 'mie', 'nostro', 'nostra', 'nostri', 'nostre', 'tuo', 'tua', 'suo', 'sua',
  'quale', 'quali', 'quello', 'quella', 'quelli', 'quelle', 'questo', 'questa', 'questi', 'queste', 'altri', 'altre', 'tutti', 'tutte', 'solo',
  'cheese', 'cheeses', 'formaggio', 'formaggi', 'salumi', 'salume', 'meat', 'meats', 'product', 'products', 'prodotto', 'prodotti',
  'made', 'fatto', 'fatti', 'fatta', 'fatte', 'with', 'con', 'from', 'da', 'not', 'non', 'well', 'bene', 'can', 'could', 'posso',
]);

function avoidedFoods(said: string, nameWords: Set<string>, listed: string[]): string[] {
  const n = normalise(said);
  const food = (w: string | undefined) => !!w && w.length >= 3 && !LITTLE.has(w) && !NO_FOOD.has(w) && !nameWords.has(w) && !/\d/.test(w);
  const out: string[] = [];
  for (const m of n.matchAll(AFTER_CUE)) {
    const word = m[1].trim().split(' ').find((w) => !LITTLE.has(w) && !NO_FOOD.has(w));
    if (food(word)) out.push(word!);
  }
  for (const m of [...n.matchAll(BEFORE_IN), ...n.matchAll(BEFORE_HARM)]) if (food(m[1])) out.push(m[1]);
  if (HAS_SHAPE.test(n)) for (const w of n.split(' ')) if (w.length >= 4 && food(w) && listed.some((x) => alike(w, x))) out.push(w);
  return [...new Set(out)];
}

/** What a food is called when it is inside another one the lists name: lactose is in milk, pork is the pig's meat. */
const LISTED_AS: Record<string, string> = {
  lactose: 'milk', dairy: 'milk', lattosio: 'latte', latticini: 'latte', maiale: 'suino', pig: 'pork', alcohol: 'wine', alcol: 'vino',
  // A milk said by its animal is listed by its adjective ("latte ovino").
  pecora: 'ovino', capra: 'caprino', mucca: 'vaccino', vacca: 'vaccino',
};

const alike = (w: string, x: string) => x === w || x === `${w}s` || w === `${x}s` || (w.length >= 5 && x.length >= 5 && x.slice(0, 5) === w.slice(0, 5));

/** One line per product: its listed ingredients, and for each food the guest avoids whether it is listed. */
export function ingredientsSentences(products: Product[], said: string, lang: Lang, shelf: Product[] = products): string {
  const listedOnShelf = shelf.flatMap((p) => normalise(p.ingredients ?? '').split(' '));
  const nameWords = nameWordsOf([...products, ...shelf], listedOnShelf);
  const foods = avoidedFoods(said, nameWords, listedOnShelf);
  const out: string[] = [];
  let unsure = false;
  for (const p of products) {
    const listed = (p.ingredients ?? '').trim().replace(/\.$/, '');
    if (!listed) {
      out.push(lang === 'it' ? `I dati di ${p.name} non ne elencano gli ingredienti.` : `The data of ${p.name} do not list its ingredients.`);
      unsure = true;
      continue;
    }
    out.push(lang === 'it' ? `Ingredienti di ${p.name}: ${listed}.` : `${p.name} ingredients: ${listed}.`);
    const words = normalise([listed, ...(p.allergens ?? [])].join(' ')).split(' ');
    for (const f of foods) {
      if (words.some((x) => alike(f, x) || alike(LISTED_AS[f] ?? f, x))) out.push(lang === 'it' ? `${p.name} contiene ${f}.` : `${p.name} contains ${f}.`);
      else {
        out.push(lang === 'it' ? `Tra gli ingredienti di ${p.name} non c'è ${f}.` : `${f[0].toUpperCase()}${f.slice(1)} is not among the ingredients of ${p.name}.`);
        unsure = true;
      }
    }
  }
  if (unsure) out.push(lang === 'it' ? 'Per tracce o allergie chiedi alla tenuta.' : 'For traces or an allergy, ask the farm.');
  return out.join(' ');
}
