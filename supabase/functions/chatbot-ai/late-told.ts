// "sbarchiamo alle 22, poi i bagagli, la macchina… saremo lì tardi, è un problema?", "we'll only get to you late,
// is that ok?": being late told of the arrival, with whether it is a problem, is the late arrival whatever journey is
// told around it (a ferry, a port, a hired car), not the way here nor "I don't know".
import { LATE_SAID } from './arrival-hour.ts';
import { hasPhrase } from './words.ts';

/** Getting to the farm: "saremo lì", "arriviamo", "we'll be there", "get to you", "turn up". */
const BEING_THERE = [
  'saremo', 'arriviamo', 'arriveremo', 'arrivo', 'arrivero', 'arriviam', 'giungeremo', 'be there', 'get there', 'get to you',
  'get in', 'get here', 'arrive', 'arriving', 'turn up', 'show up', 'reach you', 'be with you', 'da voi', 'will be',
];
/** Whether that is all right: "è un problema", "va bene", "is that ok", "any issue". */
const ALL_RIGHT_ASKED = ['problema', 'problemi', 'problem', 'issue', 'va bene', 'ok', 'okay', 'fine', 'possibile', 'possible', 'disturbo', 'trouble', 'si puo'];

/** Whether the message tells a late arrival and asks if it is all right (normalised tokens). */
export const lateArrivalToldIn = (tokens: string[]) =>
  !hasPhrase(tokens, 'how late') && [LATE_SAID, ALL_RIGHT_ASKED].every((words) => words.some((w) => hasPhrase(tokens, w))) &&
  // Arriving misspelt ("arive", "arivare") is arriving still.
  (BEING_THERE.some((w) => hasPhrase(tokens, w)) || tokens.some((t) => /^ar{1,2}iv/.test(t)));
