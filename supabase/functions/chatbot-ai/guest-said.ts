// What the guest said of themselves earlier, asked back ("ti ricordi come mi chiamo?", "what's my name again?", "che
// date ti avevo detto?", "how many of us did I say?"): answered from the conversation, which is the history the client
// sends, never from anything kept elsewhere.
import type { StayDates } from './dates.ts';
import { tokenize } from './normalise.ts';
import { petsNamedIn } from './pet-named.ts';
import type { Lang } from './types.ts';
import { hasPhrase } from './words.ts';

type Remembered = 'name' | 'room' | 'pet' | 'arrival' | 'dates' | 'party';

/** Words of remembering or of having said ("ricordi", "remember", "ti avevo detto", "did I tell you"). */
const RECALLING = /^(?:ricord|rammen|remem|rember|recal)/;
/** "remind me" asks back the guest's own detail only beside "we", "I", "my" ("remind me when breakfast is" does not). */
const REMINDING = /^remind/;
const OWN = new Set(['we', 'i', 'my', 'our', 'us', 'ours', 'were']);
const SAID_BY_ME = ['ti ho detto', 'ti avevo detto', 'avevo detto', 'ho detto', 'ti ho scritto', 'ti avevo scritto', 'ti ho dato', 'ti avevo dato',
  'did i say', 'did i tell', 'did i give', 'did i mention', 'i said', 'i told you', 'i gave you', 'i mentioned', 'had i said', 'had i told'];
const NAME_ASKED = ['come mi chiamo', 'who am i', 'who i am', 'what am i called', 'chi sono io'];
const MY_NAME = ['mio nome', 'my name'];
/** The name word itself, asked back beside having said it ("what name did I give you?", "che nome ti ho dato?",
 * "come ti ho detto che mi chiamo?"): the guest's own name unless a pet, a room or a thing's name is meant. */
const GUEST_NAME_WORDS = new Set(['name', 'nome', 'chiamo', 'called']);
const NAME_OF_A_THING = new Set(['of', 'del', 'della', 'dello', 'dei', 'delle', 'di']);
const NAME_QUESTION = new Set(['what', 'whats', 'wat', 'which', 'qual', 'quale', 'know', 'sai', 'sapete', 'again', 'ancora']);
const DATE_WORDS = ['date', 'data', 'dates', 'giorni', 'days', 'quando', 'when', 'mese', 'month', 'arrivo', 'arrival'];
/** The room the guest said ("which room did I say?"): a room word with remembering or having said. */
const ROOM_WORDS = new Set(['room', 'rooms', 'camera', 'camere', 'stanza', 'stanze', 'suite']);
/** The pet's name asked back ("what's my dog's name again?", "come si chiama il mio cane?"): a pet word, a word of
 * naming, and the guest's own pet (the farm's dog asked of is no memory). */
const PET_WORDS = new Set(['dog', 'dogs', 'doggy', 'puppy', 'pup', 'cat', 'cats', 'kitten', 'pet', 'pets', 'cane', 'cani', 'cagnolino', 'cagnolina',
  'cagnetto', 'cagnetta', 'cucciolo', 'cucciola', 'gatto', 'gatta', 'gattino', 'gattina', 'micio', 'micia']);
const NAMING = new Set(['name', 'named', 'called', 'nome', 'chiama', 'chiamava', 'chiamato', 'chiamata']);
const OWN_PET = new Set(['my', 'our', 'mio', 'mia', 'nostro', 'nostra', 'miei', 'nostri']);
/** One day asked ("che giorno…", "which day"), or the arrival itself, as opposed to the stay's dates. */
const ONE_DAY = new Set(['giorno', 'day']);
const ARRIVING = /^(?:arriv|atterr|land|sbarc)/;
const STAY_SPAN = new Set(['date', 'dates', 'data', 'giorni', 'days', 'notti', 'nights', 'mese', 'month', 'partenza', 'leave', 'leaving']);
const PARTY_ASKED = ['quanti siamo', 'quante persone', 'quanti eravamo', 'how many of us', 'how many people', 'how many we are', 'how many are we', 'how many guests', 'quanti ospiti'];

/** Which of the guest's own details the message asks back, if any. */
export function rememberedAsked(text: string): Remembered | null {
  return rememberedAllAsked(text)[0] ?? null;
}

/** Every detail the message asks back ("how many we are and which month"), in the order answered. */
export function rememberedAllAsked(text: string): Remembered[] {
  const tokens = tokenize(text);
  // "il mio nome è Anna", "my name is Tom": a name given, not asked.
  if (introducedName(text)) return [];
  const recalling = tokens.some((t) => RECALLING.test(t)) || SAID_BY_ME.some((p) => hasPhrase(tokens, p)) ||
    (tokens.some((t) => REMINDING.test(t)) && tokens.some((t) => OWN.has(t)));
  const asked: Remembered[] = [];
  if (NAME_ASKED.some((p) => hasPhrase(tokens, p))) asked.push('name');
  // "my name" asked, not used ("book it under my name"): with a word of asking or remembering.
  else if (MY_NAME.some((p) => hasPhrase(tokens, p)) && (recalling || tokens.some((t) => NAME_QUESTION.has(t)))) asked.push('name');
  else if (guestNameSaidAsked(tokens, recalling)) asked.push('name');
  const ownPet = tokens.some((t) => OWN_PET.has(t)) || recalling;
  const petAsked = tokens.some((t) => PET_WORDS.has(t)) && tokens.some((t) => NAMING.has(t)) && ownPet &&
    (recalling || tokens.some((t) => NAME_QUESTION.has(t) || t === 'come'));
  if (petAsked) asked.push('pet');
  if (!recalling) return asked;
  if (tokens.some((t) => ROOM_WORDS.has(t)) && (SAID_BY_ME.some((p) => hasPhrase(tokens, p)) || tokens.some((t) => OWN.has(t)))) asked.push('room');
  // "mi ricordi che giorno ti ho detto che arriviamo?": the day of arrival, not the whole stay.
  const oneDay = (tokens.some((t) => ONE_DAY.has(t)) || tokens.some((t) => ARRIVING.test(t))) && !tokens.some((t) => STAY_SPAN.has(t));
  const ownDay = SAID_BY_ME.some((p) => hasPhrase(tokens, p)) || tokens.some((t) => OWN.has(t) || /iamo$/.test(t));
  if (oneDay && ownDay) {
    asked.push('arrival');
    return PARTY_ASKED.some((p) => hasPhrase(tokens, p)) ? [...asked, 'party'] : asked;
  }
  if (PARTY_ASKED.some((p) => hasPhrase(tokens, p))) asked.push('party');
  if (DATE_WORDS.some((w) => tokens.includes(w))) asked.push('dates');
  return asked;
}

function guestNameSaidAsked(tokens: string[], recalling: boolean): boolean {
  const at = tokens.findIndex((t) => GUEST_NAME_WORDS.has(t));
  if (at < 0 || NAME_OF_A_THING.has(tokens[at + 1] ?? '')) return false;
  if (tokens.some((t) => PET_WORDS.has(t) || ROOM_WORDS.has(t))) return false;
  return recalling || SAID_BY_ME.some((p) => hasPhrase(tokens, p)) || hasPhrase(tokens, 'mi sono presentato') || hasPhrase(tokens, 'mi sono presentata');
}

/** What the earlier messages said of the stay, each read alone: the latest party, dates and month said, so a topic
 * talked about since (the parking, the wifi) does not forget them. The frame's own, when it has them, come first. */
type StaySaid = Pick<GuestSaid, 'dates' | 'month' | 'guests'>;
export function saidInEarlierTurns(frame: StaySaid, reads: Array<StaySaid & { rooms: string[] }>, roomName: (id: string) => string | undefined): Omit<GuestSaid, 'earlier'> {
  const latest = <K extends keyof StaySaid>(k: K) => frame[k] ?? reads.map((r) => r[k]).filter((v) => v !== null).at(-1) ?? null;
  // The rooms the guest's own messages named, by their names: "staying in Orchidea", asked back as "which room?".
  const rooms = [...new Set(reads.flatMap((r) => r.rooms))].map(roomName).filter((n): n is string => !!n);
  return { dates: latest('dates'), month: latest('month'), guests: latest('guests'), rooms };
}

/** The replies to each detail asked back, one after the other. */
export function rememberedAllReply(asked: Remembered[], said: GuestSaid, lang: Lang): string {
  return asked.map((a) => rememberedReply(a, said, lang)).join(' ');
}

/** Introductions that name whoever follows them. */
const STRONG_INTRO = /\b(?:mi chiamo|il mio nome (?:e|è)|my name is|my name's|call me|chiamami)\s+([\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)?)/iu;
/** Introductions also said of other things ("sono interessato", "i'm looking"): a name only when it reads as one. */
const WEAK_INTRO = /(?:^|[\s,.!])(?:sono|i'm|i’m|im|i am|this is|qui è|qui e)\s+([\p{L}'’]+)([\s,.!?;]*)(\S*)/iu;
const NOT_NAMES = new Set(['io', 'qui', 'here', 'not', 'also', 'very', 'so', 'sure', 'just', 'still', 'a', 'an', 'the', 'in', 'on', 'at', 'with', 'con',
  'from', 'da', 'di', 'per', 'for', 'una', 'un', 'uno', 'il', 'la', 'lo', 'ok', 'molto', 'anche', 'gia', 'già', 'ancora', 'stati', 'stato', 'qua', 'there',
  'curious', 'curiosa', 'curioso', 'planning', 'coming', 'going', 'looking', 'interested', 'interessato', 'interessata', 'interessati', 'sorry',
  'new', 'back', 'nuovo', 'nuova', 'glad', 'happy', 'felice', 'contento', 'contenta', 'tired', 'stanco', 'stanca', 'wondering', 'writing', 'trying']);
const GREETING_INTRO = /^\s*(?:ciao|salve|buongiorno|buonasera|hi|hello|hey|good (?:morning|evening|afternoon))\W+(?:there\W+)?(?:sono|i'm|i’m|im|i am|io sono)\s/i;
const PARTICIPLE = /(?:ato|ata|ati|ate|uto|uta|uti|ito|ita|iti|ing|ed|ly|mente)$/i;

const capitalised = (name: string) => name.replace(/(^|\s)(\p{L})/gu, (_, s, c) => s + c.toUpperCase());

/** The name a message introduces: after "mi chiamo" or "my name is", or after "sono"/"I'm" when it reads as a name
 * (written with a capital, or followed by a pause or "e"/"and", and no word that says what one is doing). */
export function introducedName(text: string): string | null {
  const strong = text.match(STRONG_INTRO);
  // Its first word decides: "come mi chiamo e che camera…" asks, "e Che" is no name.
  const first = strong?.[1].split(/\s+/)[0] ?? '';
  if (strong && !NOT_NAMES.has(first.toLowerCase()) && !/^(?:again|ancora|is|e|and)$/i.test(first)) return capitalised(strong[1]);
  const weak = text.match(WEAK_INTRO);
  if (!weak) return null;
  const [, word, pause, next] = weak;
  const lower = word.toLowerCase();
  if (NOT_NAMES.has(lower) || PARTICIPLE.test(lower) || word.length < 2) return null;
  const capital = /^\p{Lu}/u.test(word);
  const ends = pause.trim().length > 0 || next === '' || /^(?:e|and|from|da|di)$/i.test(next);
  // "hi im tom we are…": the message's own introduction, right after a greeting at its start.
  const opening = GREETING_INTRO.test(text);
  return capital || ends || opening ? capitalised(word) : null;
}

const DAY_IT = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const DAY_EN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const MONTH_IT = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });
const MONTH_EN = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const day = (d: string, lang: Lang) => (lang === 'it' ? DAY_IT : DAY_EN).format(new Date(`${d}T00:00:00Z`));
const monthName = (m: number, lang: Lang) => (lang === 'it' ? MONTH_IT : MONTH_EN).format(new Date(Date.UTC(2026, m - 1, 1)));

export interface GuestSaid {
  /** The guest's earlier messages, oldest first (not the one that asks). */
  earlier: string[];
  dates: StayDates | null;
  month: number | null;
  guests: number | null;
  /** The names of the rooms the guest's messages named. */
  rooms: string[];
}

const ENGLISH_PET = new Set(['dog', 'puppy', 'pup', 'cat', 'kitten', 'pet', 'doggy']);

/** The reply to a detail asked back: what the earlier messages said, or that they did not say it. */
function rememberedReply(asked: Remembered, said: GuestSaid, lang: Lang): string {
  const it = lang === 'it';
  if (asked === 'name') {
    const name = said.earlier.map(introducedName).filter((n): n is string => !!n).at(-1);
    if (name) return it ? `Certo: ti chiami ${name}, me l’hai detto prima. Come posso aiutarti?` : `Of course: your name is ${name}, you told me earlier. How can I help?`;
    return it ? 'Non mi hai ancora detto come ti chiami in questa conversazione.' : 'You have not told me your name in this conversation yet.';
  }
  if (asked === 'room') {
    const rooms = said.rooms.join(it ? ' e ' : ' and ');
    if (rooms) return it ? `Mi hai parlato della camera ${rooms}.` : `You told me about the ${rooms} room.`;
    return it ? 'Non mi hai ancora detto una camera in questa conversazione.' : 'You have not named a room in this conversation yet.';
  }
  if (asked === 'pet') {
    const pet = petsNamedIn(said.earlier).at(-1);
    if (pet) return it ? `Si chiama ${pet.name}, me l’hai detto prima.` : `Your ${ENGLISH_PET.has(pet.word) ? pet.word : 'pet'} is called ${pet.name}, you told me earlier.`;
    return it ? 'Non mi hai ancora detto come si chiama il vostro animale.' : 'You have not told me your pet’s name yet.';
  }
  if (asked === 'arrival') {
    if (said.dates) return it ? `Mi hai detto che arrivate il ${day(said.dates.checkIn, lang)}.` : `You told me you arrive on ${day(said.dates.checkIn, lang)}.`;
    if (said.month) return it ? `Mi hai detto che pensate di venire a ${monthName(said.month, lang)}, senza il giorno.` : `You told me you are thinking of ${monthName(said.month, lang)}, without the day.`;
    return it ? 'Non mi hai ancora detto il giorno dell’arrivo.' : 'You have not told me the day you arrive yet.';
  }
  if (asked === 'party') {
    if (said.guests) return it ? `Mi hai detto che siete in ${said.guests}.` : `You told me you are ${said.guests} ${said.guests === 1 ? 'guest' : 'guests'}.`;
    return it ? 'Non mi hai ancora detto in quanti siete.' : 'You have not told me how many you are yet.';
  }
  if (said.dates) {
    const { checkIn, checkOut } = said.dates;
    const nights = Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
    return it
      ? `Mi hai detto dal ${day(checkIn, lang)} al ${day(checkOut, lang)} (${nights} ${nights === 1 ? 'notte' : 'notti'}).`
      : `You told me from ${day(checkIn, lang)} to ${day(checkOut, lang)} (${nights} ${nights === 1 ? 'night' : 'nights'}).`;
  }
  if (said.month) return it ? `Mi hai detto che pensate di venire a ${monthName(said.month, lang)}, senza i giorni.` : `You told me you are thinking of ${monthName(said.month, lang)}, without the days.`;
  return it ? 'Non mi hai ancora detto le date del soggiorno.' : 'You have not told me the dates of your stay yet.';
}
