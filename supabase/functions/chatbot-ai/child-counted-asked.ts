// "il bimbo ha 2 anni, conta come ospite o dorme con noi?", "does our 18 month old count as a guest?": whether a child
// under three counts as a guest, or where it sleeps, is the rooms' rows: it sleeps in a cot and takes no place, in
// the rooms that take a cot (with the fee), not the house rules a child's word hints at.
import { hasPhrase } from './words.ts';
import type { Lang } from './types.ts';

/** Words asking whether the child counts, pays or where it sleeps. */
const COUNTED_OR_SLEEPS = [
  'conta', 'contano', 'contare', 'contarla', 'contarlo', 'contato', 'contata', 'contati', 'contate', 'conteggiato', 'come ospite', 'come persona', 'paga', 'pagare', 'si paga', 'dorme con noi', 'dormire con noi',
  'con noi', 'nel lettone', 'nel nostro letto', 'insieme a noi', 'count', 'counts', 'counted', 'as a guest', 'as a person', 'pay for',
  'sleep with us', 'sleeps with us', 'in our bed', 'with us', 'share our bed', 'occupa', 'takes a place', 'take a place',
];

export const childCountedAskedIn = (tokens: string[]) => COUNTED_OR_SLEEPS.some((p) => hasPhrase(tokens, p));

export const childUnderThreeNoGuest = (lang: Lang) =>
  lang === 'it' ? 'Un bimbo sotto i 3 anni non conta come ospite e non occupa un posto.' : 'A child under three does not count as a guest and takes no place.';
