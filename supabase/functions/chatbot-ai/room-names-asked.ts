// "how many rooms have you got and what are they called?", "quante camere avete, come si chiamano?": the count and
// every room's name from the rows, in the text, not the cards alone nor the rooms whose details hold "name".
import { eur } from './money.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

const NAMES_ASKED = [
  'how many', 'quante', 'quanti', 'names', 'name', 'named', 'called', 'nomi', 'nome', 'chiamano', 'chiamate', 'si chiamano',
  'list', 'elenco', 'elencami', 'quali sono', 'which are', 'what are', 'number of', 'what rooms', 'which rooms', 'quali camere',
  'che camere', 'quali stanze', 'che stanze',
];

export const roomNamesAskedIn = (tokens: string[]) => NAMES_ASKED.some((p) => hasPhrase(tokens, p));

export function roomNamesSentence(rooms: Room[], lang: Lang): string {
  const names = rooms.map((r) => r.name);
  const from = Math.min(...rooms.map((r) => r.price_from));
  const listed = `${names.slice(0, -1).join(', ')}${lang === 'it' ? ' e ' : ' and '}${names.at(-1)}`;
  return lang === 'it'
    ? `Abbiamo ${rooms.length} camere: ${listed}, da ${eur(from)} a notte. Tocca una camera per i dettagli o per prenotarla.`
    : `We have ${rooms.length} rooms: ${listed}, from ${eur(from)} a night. Tap a room for details or to book it.`;
}
