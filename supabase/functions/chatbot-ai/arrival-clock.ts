// An hour said the way travellers write it: "21 uhr", "ca. 21h", "9 pm", "alle 21", "around 10". With the guest's
// arriving and the check-in named ("we arrive tomorrow ca. 21 uhr, ok for check in?") it is the arrival's hour asked
// against the check-in's window: its day says when, no free rooms are asked.

/** An hour with a clock word after it (German, French, English): "21 uhr", "21h", "21 heures", "9 o clock". */
export const CLOCK_WORD_HOUR = /\b(\d{1,2})(?:[.:](\d{2}))?\s?(?:uhr|h|hrs|heures|o ?clock)\b/g;

const CLOCK_WORDS = new Set(['uhr', 'h', 'hrs', 'heures', 'clock', 'am', 'pm']);
const BEFORE_HOUR = new Set(['alle', 'verso', 'dopo', 'entro', 'at', 'around', 'about', 'after', 'ca', 'circa', 'ungefahr', 'gegen']);

/** An hour said in the tokens: a number with a clock word after it, "9pm", or a number after "alle"/"around"/"ca". */
export function clockHourSaidIn(tokens: string[]): boolean {
  return tokens.some((t, i) => {
    if (/^\d{1,2}(?:[:.]\d\d)?(?:am|pm|h)$/.test(t)) return true;
    if (!/^\d{1,2}(?:[:.]\d\d)?$/.test(t) || Number(t.split(/[:.]/)[0]) > 24) return false;
    // "verso le 22", "dopo le 21": the article between.
    return CLOCK_WORDS.has(tokens[i + 1] ?? '') || BEFORE_HOUR.has(tokens[i - 1] ?? '') ||
      (tokens[i - 1] === 'le' && BEFORE_HOUR.has(tokens[i - 2] ?? ''));
  });
}

const DAYS = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'lunedi', 'martedi', 'mercoledi', 'giovedi',
  'venerdi', 'sabato', 'domenica', 'tomorrow', 'domani', 'dopodomani', 'today', 'oggi', 'stasera', 'tonight', 'weekend',
]);
/** A day named ("on friday", "domani"): when an hour asked is needed. */
export const dayNamedIn = (tokens: string[]) => tokens.some((t) => DAYS.has(t));
