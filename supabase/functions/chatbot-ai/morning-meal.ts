// Breakfast asked without its word: food or eating said with the morning or waking up ("c'è qualcosa da mangiare la
// mattina?", "do we get fed when we wake up?") is the farm's breakfast, read as if "colazione" had been said: the rooms'
// breakfast fact, and the breakfast entry for the knowledge search.

/** The morning or the guests' waking up. */
const MORNING = '(?:mattin[ao]|mattinata|morning|mornings|sveglia|svegli|svegliati|svegliamo|alzati|wake|waking|woke|get up|getting up)';
/** Eating or food, as the guests' own meal. */
const EATING = '(?:mangiare|mangiamo|mangia|mangiato|da mangiare|cibo|pasto|eat|eating|food|fed|feed|meal|something to eat)';
/** Food sent or an order that arrives in the morning is the shop's delivery, not a meal. */
const DELIVERY = '(?:consegn\\w*|spedi\\w*|ordin[ei]|pacc\\w*|corriere|deliver\\w*|ship\\w*|orders?|parcel|courier|arriv\\w*)';
const MORNING_MEAL = new RegExp(`^(?!.*\\b${DELIVERY}\\b)(?!.*\\b(?:colazion\\w*|breakfast)\\b)(?=.*\\b${MORNING}\\b)(?=.*\\b${EATING}\\b)`);

/** Whether a normalised message asks of a meal in the morning without naming breakfast. */
export const morningMealSaidIn = (normalised: string) => MORNING_MEAL.test(normalised);

/** For the knowledge search (synonyms.ts): the morning meal is the breakfast's entry. */
export const MORNING_MEAL_KIND: [RegExp, string] = [MORNING_MEAL, 'colazione breakfast'];

/** The tokens with the breakfast said when the morning meal is meant, so that the rooms' breakfast fact answers. */
export function withBreakfastOfMorningMeal(tokens: string[]): string[] {
  return morningMealSaidIn(tokens.join(' ')) ? [...tokens, 'colazione'] : tokens;
}
