// Common words of either language one typo away from a word of the assistant's vocabulary: words of their own,
// never corrected into it. Found by walking everyday words against the typo correction and keeping those it turned
// into another word: "stare" is not "store", "fatto" not "gatto", "crosta" not "costa", "forse" not "horse",
// "looking" not "booking", "cheek" not "check", "lights" not "nights", "close" (near) not "closed", "chilly" not "chilli". They stay words the assistant has no meaning
// for (telling words, looked up in entries and descriptions), not lexicon words.
const IT =
  'stare fatto crosta pezzo pezzi detto testa porta porte contenti matto patto parte parti sacco forse spesa pasto ' +
  'massaggi massaggio parco parchi salato salse bacca bacche rosso bello bella quota estate vasca vasche scendere chiede carino carine pastore pastori conta contano chilo vengono ponte mandare mandarlo mandarla mandarle mandargli';
const EN = 'massage massages looking cooking hooking cheek cheeks stone stove score shore bridge lights slight sheet shopping police cancer chick parked white yours bunch compared compare comparing close chilly saying says said';
export const EVERYDAY_WORDS: string[] = `${IT} ${EN}`.split(' ');
