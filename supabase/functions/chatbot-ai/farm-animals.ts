// "which animals do you keep?", "che animali allevate?": the farm's animals are no entry of the data; what the data does
// say is the milk each cheese is made with (get_products.milk_animal), so that is said, with the farm to ask about
// the animals a guest may see. Bringing one's own animal is the pets' entry, and seeing or visiting them the dairy
// visit's, not this.
import type { Lang, Product, Settings } from './types.ts';
import { hasPhrase } from './words.ts';

/** Words for the farm's animals as a whole. */
const ANIMALS = ['animals', 'animali', 'bestiame', 'livestock', 'gregge', 'greggi', 'flock', 'flocks', 'herd', 'herds', 'allevamento', 'allevamenti'];
/** Keeping or having them: "do you keep", "allevate", "ci sono". */
const KEPT = [
  'keep', 'have', 'got', 'raise', 'breed', 'rear', 'farm', 'there', 'allevate', 'allevamento', 'allevamenti', 'avete', 'tenete',
  'ci sono', 'ce', 'quali', 'che', 'which', 'what',
];
/** Seeing or visiting them: the dairy visit's entry says how (with the farm to ask), not this. */
const VISITING = [
  'see', 'seen', 'vedere', 'visto', 'visit', 'visiting', 'visitare', 'visita', 'meet', 'incontrare', 'feed', 'feeding',
  'accarezzare', 'pet them', 'stroke', 'guardare', 'watch',
];
/** A guest's own animal, or one asked to be brought: the pets. */
const PETS = [
  'bring', 'portare', 'porto', 'portiamo', 'allowed', 'ammessi', 'ammesso', 'accettate', 'accept', 'pet', 'pets', 'dog', 'dogs',
  'cane', 'cani', 'gatto', 'gatti', 'cat', 'cats', 'our', 'nostro', 'nostri', 'my', 'mio', 'mia',
];

/** Whether the farm's own animals are asked. */
export function farmAnimalsAskedIn(tokens: string[]): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  return any(ANIMALS) && any(KEPT) && !any(PETS) && !any(VISITING);
}

const MILK_NAMES: Record<Lang, Record<string, string>> = {
  it: { pecora: 'di pecora', capra: 'di capra', vacca: 'di vacca' },
  en: { pecora: 'sheep’s', capra: 'goat’s', vacca: 'cow’s' },
};

/** The milks the products are made with, as their rows give them, and the farm to ask for the rest. */
export function farmAnimalsText(products: Product[], lang: Lang, s: Settings): string {
  const milks = Object.keys(MILK_NAMES.it).filter((m) => products.some((p) => p.milk_animal === m));
  const names = milks.map((m) => MILK_NAMES[lang][m]);
  const list = (and: string) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}` : names[0]);
  if (lang === 'it') {
    const made = names.length ? `I nostri formaggi sono fatti con latte ${list('e')}. ` : '';
    return `${made}Quali animali teniamo in tenuta e quali si possono vedere durante il soggiorno chiedilo direttamente a noi: telefono ${s.contact_phone}, e-mail ${s.contact_email}.`;
  }
  const made = names.length ? `Our cheeses are made with ${list('and')} milk. ` : '';
  return `${made}Which animals we keep at the farm, and which you can see during your stay, ask us directly: phone ${s.contact_phone}, e-mail ${s.contact_email}.`;
}
