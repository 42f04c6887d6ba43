// A guest's diet (coeliac, lactose intolerant, vegan…) said with what they would eat here: with a meal ("siamo celiaci,
// a colazione come fate?") or asking whether they can eat something ("so can we eat your cheeses?", the diet said the
// turn before). What the farm's entries say of that diet answers (the lactose in the cheeses, the meals to ask the farm
// about), never the products' list nor the rooms' breakfast.
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';
import { morningMealSaidIn } from './morning-meal.ts';
import { normalise } from './normalise.ts';

/** Each diet as guests say it, and the entries' words for it. */
const DIET_NEEDS: Array<[RegExp, string[]]> = [
  [/\blattosio\b|\blactose\b|\b(?:intolleran\w*|intoleran\w*|allerg\w*) (?:al |to |a )?(?:il )?(?:latte|milk|dairy|latticini)\b|\b(?:dairy|latticini)\b(?: \w+)? (?:free|intoleran\w*)\b|\bno dairy\b|\bsenza latticini\b/,
    ['lattosio', 'lactose']],
  [/\bceliac\w*|\bcoeliac\w*|\bglutin\w*|\bgluten\b/, ['glutine', 'gluten', 'celiaco', 'coeliac']],
  [/\bvegan[aeio]?\b|\bvegans?\b|\bvegetarian\w*|\bvegetarian[aeio]\b/, ['vegano', 'vegan', 'vegetariana', 'vegetarian']],
  [/\ballerg\w*/, ['allergie', 'allergies']],
];
/** The entries' words for the farm's meals: a diet said with a meal is the meals' entry before a product's. */
const MEAL_WORDS = ['colazione', 'breakfast', 'pasti', 'meals'];
/** A meal of the farm's: the breakfast, or the meals. */
const MEAL = /\b(?:colazion\w*|breakfast|pasti|pasto|meals?|cena|dinner|pranzo|lunch)\b/;
/** Whether someone can eat or have something: "can we eat", "possiamo mangiare", "is it ok for us", "va bene per lei". */
const CAN_EAT = new RegExp([
  '\\b(?:can|could|may)\\b(?: \\w+){1,2} (?:eat|have|try)\\b',
  '\\b(?:posso|possiamo|puo|possono|potrei|potremmo|potete) (?:\\w+ )?(?:mangiar\\w*|prender\\w*|assaggiar\\w*)\\b',
  '\\b(?:li|lo|la|le|ne) (?:posso|possiamo|puo|possono) mangiare\\b',
  '\\b(?:safe|ok|okay|fine|suitable|alright) for\\b', '\\b(?:va|vanno) bene per\\b', '\\badatt[aeio] (?:a|per)\\b',
].join('|'));

/** The entries' words for the diet said in a normalised text. */
const dietWordsIn = (normalised: string) => DIET_NEEDS.filter(([re]) => re.test(normalised)).flatMap(([, w]) => w);

/** The diet asked of what the guest would eat: said now with a meal or asking whether they can eat something, or said
 * the turn before and asked of now ("we're lactose intolerant", then "so can we eat your cheeses?"). */
export function dietNeedAsked(users: string[]): { words: string[]; meal: string[]; query: string } | null {
  const now = normalise(users.at(-1) ?? '');
  const eating = CAN_EAT.test(now);
  const meal = MEAL.test(now) || morningMealSaidIn(now) ? MEAL_WORDS : [];
  const saidNow = dietWordsIn(now);
  if (saidNow.length && (eating || meal.length)) return { words: saidNow, meal, query: now };
  const before = users.length >= 2 ? dietWordsIn(normalise(users.at(-2)!)) : [];
  return eating && before.length ? { words: before, meal, query: `${now} ${before.join(' ')}` } : null;
}

/** The entry among the first hits worded with the diet, from a modest score, as the diet names it; with a meal said,
 * the one worded with the meal too ("nut allergy and lactose intolerant, can breakfast be adapted?" is the meals'). */
export function dietNeedEntry(hits: KnowledgeHit[], asked: { words: string[]; meal: string[] }, isGeneral: (topic: string) => boolean): KnowledgeHit | null {
  const near = hits.slice(0, 3).filter((h) => !isGeneral(h.topic) && h.score >= 0.2 && wordedWith(h, asked.words));
  return (asked.meal.length ? near.find((h) => wordedWith(h, asked.meal)) : undefined) ?? near[0] ?? null;
}
