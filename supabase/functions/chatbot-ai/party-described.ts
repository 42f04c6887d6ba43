// A party told by who comes, not by a number: "me, my wife and our 4 yo", "io, mia moglie e i due bimbi", "my
// partner and I plus our son". Each person described counts once (a plural by its number), and the speaker too
// when they speak of themselves ("I", "we", "con mia figlia"). A plural with no number counts nothing: unknown.

/** One person each. */
const ONE_PERSON = new Set([
  'wife', 'husband', 'hubby', 'wifey', 'partner', 'girlfriend', 'boyfriend', 'bf', 'gf', 'fiance', 'fiancee', 'mate', 'buddy', 'friend', 'colleague',
  'mum', 'mom', 'mother', 'dad', 'father', 'son', 'daughter', 'brother', 'sister', 'baby', 'toddler', 'kid', 'child',
  'boy', 'girl', 'newborn', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'nephew', 'niece', 'cousin', 'mil', 'fil',
  'moglie', 'marito', 'compagna', 'compagno', 'fidanzata', 'fidanzato', 'ragazza', 'ragazzo', 'amico', 'amica', 'collega',
  'mamma', 'madre', 'papa', 'padre', 'figlio', 'figlia', 'fratello', 'sorella', 'bimbo', 'bimba', 'bambino', 'bambina',
  'neonato', 'neonata', 'nonno', 'nonna', 'nipote', 'nipotino', 'nipotina', 'cugino', 'cugina', 'suocera', 'suocero',
]);
/** Several: counted by the number said before them; a pair when the word is one ("parents", "i gemelli"). */
const MANY_PEOPLE = new Set([
  'sons', 'daughters', 'kids', 'children', 'boys', 'girls', 'friends', 'mates', 'babies', 'toddlers', 'grandparents',
  'figli', 'figlie', 'bimbi', 'bimbe', 'bambini', 'bambine', 'amici', 'amiche', 'ragazzi', 'ragazze', 'fratelli', 'sorelle',
  'nipoti', 'nonni', 'cugini', 'colleghi',
]);
const PAIRS = new Set(['parents', 'genitori', 'twins', 'gemelli', 'gemelle', 'suoceri', 'inlaws']);
/** The people words, kept as written by the typo correction ("compagna" is not "company"). */
export const PARTY_PEOPLE_WORDS = [...ONE_PERSON, ...MANY_PEOPLE, ...PAIRS];
const LITTLE_ONE = new Set(['piccolo', 'piccola', 'little', 'littleone']);
const LITTLE_BEFORE = new Set(['il', 'la', 'lo', 'the', 'our', 'my', 'mia', 'mio', 'nostra', 'nostro']);
/** Words of a room or a stay, which a party is counted for. */
const STAY_WORDS = [
  'room', 'rooms', 'camera', 'camere', 'stanza', 'stanze', 'fit', 'sleep', 'stay', 'staying', 'book', 'booking', 'bed', 'beds',
  'letto', 'letti', 'dormire', 'dormiamo', 'stiamo', 'starci', 'soggiorno', 'night', 'nights', 'notte', 'notti', 'prenotare',
  'prenotazione', 'available', 'free', 'libera', 'libere', 'cot', 'crib', 'culla', 'lettino', 'accommodate', 'ospitare',
  'single', 'double', 'twin', 'singoli', 'matrimoniale', 'separati', 'separate',
];
/** Whose: the guest's own people. */
const POSSESSIVE = new Set(['my', 'our', 'mia', 'mio', 'miei', 'mie', 'nostra', 'nostro', 'nostri', 'nostre']);
const PRONOUNS = new Set(['i', 'me', 'io', 'we', 'us', 'noi', 'myself']);
const SINGULAR = new Set(['i', 'me', 'io', 'myself', 'my', 'mia', 'mio', 'miei', 'mie']);
/** The speaker among them. */
const SPEAKER = new Set(['i', 'me', 'io', 'we', 'us', 'noi', 'myself', 'with', 'con', 'plus', 'siamo', 'viaggio', 'vengo']);
/** An age said as a person: "our 4 yo", "a 6 month old", "il piccolo di 2 anni" (the person is the word before). */
const AGE_UNIT = /^(?:yo|yr|yrs|year|years|anni|anno|mesi|mese|month|months)$/;
const AGED_ONE = /^\d{1,2}(?:yo|yrs?|m|mo)$/;

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, a: 1, an: 1 };
const countOf = (t: string | undefined) => (t === undefined ? null : /^\d{1,2}$/.test(t) ? Number(t) : (COUNT[t] ?? null));

const named = (w: string) => ONE_PERSON.has(w) || MANY_PEOPLE.has(w) || PAIRS.has(w);
/** Italian "i" is an article before a count or people ("e i due bimbi"), the English speaker otherwise. */
const articleI = (next: string | undefined) => next !== undefined && (countOf(next) !== null || named(next));

/** "our 4 yo", "a 6 month old": an age standing for a child; not the age of a person named beside it ("a 4 year old
 * boy", "mia figlia che ha 20 anni"). */
function agedChild(tokens: string[], i: number): boolean {
  const of = ['a', 'an', 'un', 'una'].includes(tokens[i - 1] ?? '') || POSSESSIVE.has(tokens[i - 1] ?? '');
  if (!of || tokens.slice(i + 1, i + 4).some(named)) return false;
  return AGED_ONE.test(tokens[i]) || (countOf(tokens[i]) !== null && AGE_UNIT.test(tokens[i + 1] ?? ''));
}

/** "us two", "noi due", "the 2 of us", "we 3": the speaker's side counted; else the speaker alone. */
function speakersIn(tokens: string[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const n = countOf(tokens[i + 1]);
    if (['us', 'we', 'noi'].includes(tokens[i]) && n !== null && n >= 2 && n <= 6) return n;
    const m = countOf(tokens[i]);
    if (m !== null && m >= 2 && m <= 6 && tokens[i + 1] === 'of' && tokens[i + 2] === 'us') return m;
  }
  return 1;
}

/** The number of people described, the speaker included when they speak of themselves; null when none is described
 * as the guest's own, a group of them is not counted, or neither a room (named or not) nor a stay is spoken of. */
export function partyDescribedIn(tokens: string[], roomNamed = false): number | null {
  let people = 0;
  let owned = false;
  let firstAt = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const near = tokens.slice(Math.max(0, i - 3), i);
    if (POSSESSIVE.has(t)) continue;
    let n = 0;
    // "our baby girl": one person in two words.
    if (ONE_PERSON.has(t)) n = ONE_PERSON.has(tokens[i - 1] ?? '') ? 0 : 1;
    // "la piccola", "il nostro piccolo": a child; "una camera piccola" is a size.
    else if (LITTLE_ONE.has(t) && LITTLE_BEFORE.has(tokens[i - 1] ?? '') && !named(tokens[i + 1] ?? '')) n = 1;
    else if (PAIRS.has(t)) n = 2;
    else if (MANY_PEOPLE.has(t)) {
      const said = countOf(tokens[i - 1]);
      if (said === null || said < 2) return null;
      n = said;
    } else if (agedChild(tokens, i)) n = 1;
    if (!n) continue;
    if (near.some((w) => POSSESSIVE.has(w))) owned = true;
    if (firstAt < 0) firstAt = i;
    people += n;
  }
  const speaks = tokens.some((t, i) => SPEAKER.has(t) && (!['with', 'con', 'plus'].includes(t) || i < firstAt) && !(t === 'i' && articleI(tokens[i + 1])));
  // Their own people ("my wife"), or people said beside the speaker ("me + wife + 2 kids").
  const own = owned || (speaks && tokens.some((t, i) => PRONOUNS.has(t) && !(t === 'i' && articleI(tokens[i + 1]))));
  // Only a party of two or more said for a room or a stay: "my wife is coeliac" or "here with my parents, is the
  // beach near?" tell who comes, not what is asked.
  if (!people || !own || !(roomNamed || STAY_WORDS.some((w) => tokens.includes(w)))) return null;
  // "we bring our girl": how many "we" are is not said; one speaking of "my" people is one ("with my mum and my
  // sister, where can we sleep?": three).
  const singular = tokens.some((t, i) => SINGULAR.has(t) && !(t === 'i' && articleI(tokens[i + 1])));
  const side = speakersIn(tokens);
  if (speaks && !singular && side === 1) return null;
  const party = people + (speaks ? side : 0);
  return party >= 2 ? party : null;
}
