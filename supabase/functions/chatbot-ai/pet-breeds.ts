// A pet said by its breed or kind instead of "dog" or "cat" ("our labrador Bruno", "il nostro bassotto", "a small
// poodle"): the pets' entry is what is asked, with the breed's name and the pet's own name as mere context.
/** Dog and cat breeds and pet words guests use, in both languages. */
export const PET_BREEDS = new RegExp(
  '\\b(?:labrador\\w*|retriever\\w*|beagles?|barboncin[oi]|poodles?|bassott[oi]|dachshunds?|chihuahuas?|' +
    'jack russell|pastore tedesco|german shepherds?|bulldogs?|terriers?|spaniels?|husky|huskies|maltes[ei]|setters?|' +
    'border collie|collies?|cocker|carlin[oi]|pugs?|shih tzu|yorkshire|volpino|segugi[oi]|levrier[oi]|greyhounds?|' +
    'whippets?|schnauzers?|bassethound|basset|dalmat\\w*|corgis?|pomeranian|spitz|bracc[oi]|' +
    'four legged|quattro zampe|pet|pets|doggy|doggo|kitten|gattin[oi]|micio|micia)\\b',
);

/** Whether a pet is said by its breed (normalised text). */
export const petBreedSaidIn = (normalised: string) => PET_BREEDS.test(normalised);

/** The scores with a pet said by its breed weighing as "dog" or "cat" would for the house rules ("viaggiamo con
 * la nostra beagle": the pets' rule, not the party's room). */
export function withPetBreedRules<S extends Partial<Record<string, number>>>(scores: S, joinedTokens: string): S {
  if (!petBreedSaidIn(joinedTokens) || (scores.rules ?? 0) >= PET_RULES_WEIGHT) return scores;
  return { ...scores, rules: PET_RULES_WEIGHT };
}
const PET_RULES_WEIGHT = 3;
