// "a che altezza è la tenuta", "how big is the estate": the farm's own facts (how high up it is, how large) asked in
// words the lexicon lacks are what the farm's description says (its entry 'about': 700 m, 566 hectares, since 1950),
// not an unknown question nor the general price read from "quanto".
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** Words that ask a fact alone: the altitude, the land's size. */
const FACT_ALONE = [
  'altitudine', 'altitude', 'elevation', 'sul livello del mare', 'above sea level', 'ettari', 'hectares', 'acres',
  'estensione', 'quanti metri', 'pasture', 'pastures', 'pasturage', 'grazing land', 'pascoli', 'pascolo', 'woodland',
  'how much land', 'quanta terra', 'quanto terreno',
];
/** Words that ask a fact when the farm is named: "how big is the farm", "a che altezza è la tenuta". */
const FACT_OF_FARM = [
  'altezza', 'quota', 'in alto', 'how high', 'high up', 'how big', 'how large', 'size', 'grande', 'grandi', 'dimensioni',
  'dimensione', 'quanto e estesa', 'big is', 'large is',
];
/** The farm, however named: "the estate" in English (in Italian "estate" is the summer). */
const FARM_SAID = ['fattoria', 'tenuta', 'azienda', 'agriturismo', 'farm', 'property', 'proprieta', 'the estate', 'your estate', 'this estate', 'terreni', 'land'];
/** How high, asked of the farm as "you" ("a che altezza vi trovate?", "how high up are you"); not its size ("siete
 * aperti ai gruppi grandi?" is no farm fact). */
const HEIGHT = ['altezza', 'quota', 'in alto', 'how high', 'high up'];
const FARM_AS_YOU = ['vi trovate', 'siete', 'state', 'voi', 'da voi', 'are you', 'you are', 'your place', 'where you are'];
/** Woods, the farm's land, asked as what is around it ("ne avete intorno?", "any forest near you?"). */
const WOODS = ['bosco', 'boschi', 'boschetti', 'foresta', 'foreste', 'woods', 'wood', 'forest', 'forests', 'woodland'];
const AROUND = ['intorno', 'attorno', 'vicino', 'vicini', 'nei dintorni', 'nelle vicinanze', 'around', 'nearby', 'near', 'close by', 'close to'];

/** Words that make it a room's or a product's size. */
const NOT_THE_FARM = ['camera', 'camere', 'stanza', 'stanze', 'room', 'rooms', 'letto', 'bed', 'bagno', 'bathroom', 'forma', 'pezzo', 'piece', 'wheel'];

/** Words that make the pastures or woods a view ("quale da sui pascoli", "looks onto the woods"), not the land's size. */
const VIEW_SAID = ['da sui', 'da sul', 'da sulla', 'da sulle', 'vista', 'affaccia', 'affacciata', 'affaccio', 'finestra', 'view', 'looks onto', 'looks over', 'facing', 'faces', 'window', 'overlooks', 'overlooking'];

/** Auxiliaries before "letto" that make it the past of reading ("ho letto", "abbiamo letto"), not a bed. */
const READ_AUX = ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno', 'avevo', 'avevamo'];

/** Whether the message asks how high up or how large the farm is. */
export function farmFactAskedIn(tokens: string[]): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  // "ho letto che…" is having read, no bed.
  const read = tokens.map((t, i) => (t === 'letto' && READ_AUX.includes(tokens[i - 1]) ? 'read' : t));
  if (NOT_THE_FARM.some((p) => hasPhrase(read, p)) || VIEW_SAID.some((p) => hasPhrase(read, p))) return false;
  return any(FACT_ALONE) || (any(FACT_OF_FARM) && any(FARM_SAID)) || (any(HEIGHT) && any(FARM_AS_YOU)) || (any(WOODS) && any(AROUND));
}

/** Whether what else the message says is at most one hint word of each other kind (weight 3 or less: "prenotazione",
 * "call"), with no stay, party, room nor product: why the guest asks, not another question. */
export function onlyWeakHintsBeside(u: Pick<Understanding, 'scores' | 'dates' | 'nights' | 'guests' | 'rooms' | 'products'>): boolean {
  if (u.dates || u.nights || u.guests !== null || u.rooms.length || u.products.length) return false;
  return Object.entries(u.scores).every(([intent, score]) => intent === 'about' || (score ?? 0) <= 3);
}
