// "we're bringing our dog, Luna", then "is there an extra charge for Luna?": a pet the guest named is, in the turns
// after, talked about by its name alone. The name is read where it is given, and later messages say the pet word in
// its place, so the pets' rule answers; its name asked back ("what's my dog's name again?") is the one given.

/** Pet words a name is given after ("our dog Biscuit", "la nostra cagnolina Mia"), as written by guests. */
const PET_WORD = '(dogs?|doggy|puppy|pup|cats?|kitten|pets?|cane|cani|cagnolin[oa]|cagnett[oa]|cucciol[oa]|gatt[oa]|gattin[oa]|micio|micia)';
/** Saying what the pet is called ("called", "di nome", "si chiama"). */
const CALLED = "(?:called|named|is called|'?s name is|’s name is|name is|di nome|chiamat[oa]|che si chiama|si chiama)";
const NAME = "([\\p{L}][\\p{L}'’]*)";
/** The pet word, then its name straight after ("our dog Biscuit", "our dog, Luna") or after a word of calling. */
const NAME_AFTER = new RegExp(`(?<![\\p{L}])${PET_WORD}(?:\\s*,\\s*|\\s+)(?:${CALLED}\\s+)?${NAME}`, 'giu');
/** The pet word, then a word of calling later in the sentence ("abbiamo un cane, si chiama Fido", "a dog, her name is Kira"). */
const CALLED_LATER = new RegExp(`(?<![\\p{L}])${PET_WORD}(?![\\p{L}])[^.!?]{0,30}?(?:si chiama|di nome|called|named|(?:his|her|its) name is)\\s+${NAME}`, 'iu');
/** Words after a pet word that are no name, capitalised or not. */
const NOT_PET_NAMES = new Set([
  'i', 'in', 'on', 'at', 'and', 'or', 'with', 'too', 'also', 'is', 'the', 'a', 'an', 'e', 'con', 'anche', 'di', 'da', 'il', 'la', 'che',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'please', 'thanks', 'grazie',
  // Title case ("Are Pets Allowed?"): words said of pets, never their names.
  'allowed', 'welcome', 'friendly', 'ok', 'okay', 'permitted', 'ammessi', 'ammesso', 'accettati', 'benvenuti', 'policy', 'fee',
  'charge', 'as', 'for', 'to', 'can', 'may', 'will', 'does', 'do', 'are', 'was', 'be', 'we', 'our', 'my', 'non',
]);

export interface PetNamed { name: string; word: string }

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The pet a message names, if any: its name and the pet word it was given with. A name straight after the pet word
 * is one only when written with a capital ("our dog in october" names none); after a word of calling, any word is. */
export function petNamedIn(text: string): PetNamed | null {
  for (const m of text.matchAll(NAME_AFTER)) {
    const [whole, word, name] = m;
    const called = new RegExp(CALLED, 'iu').test(whole.slice(word.length));
    if (!NOT_PET_NAMES.has(name.toLowerCase()) && (called || /^\p{Lu}/u.test(name))) return { name: capital(name), word: word.toLowerCase() };
  }
  const later = text.match(CALLED_LATER);
  return later && !NOT_PET_NAMES.has(later[2].toLowerCase()) ? { name: capital(later[2]), word: later[1].toLowerCase() } : null;
}

/** The guest's messages with each pet, after the one that named it, said by its pet word where its name stood. */
export function petNamesAsPets<M extends { role: string; content: string }>(messages: M[]): M[] {
  const named: PetNamed[] = [];
  return messages.map((m) => {
    if (m.role !== 'user') return m;
    const content = named.reduce((t, p) => t.replace(new RegExp(`(?<![\\p{L}])${p.name}(?![\\p{L}])`, 'giu'), p.word), m.content);
    const pet = petNamedIn(m.content);
    if (pet && !named.some((p) => p.name.toLowerCase() === pet.name.toLowerCase())) named.push(pet);
    return content === m.content ? m : { ...m, content };
  });
}

/** The pets named in the earlier messages, the latest last. */
export const petsNamedIn = (earlier: string[]): PetNamed[] => earlier.map(petNamedIn).filter((p): p is PetNamed => !!p);
