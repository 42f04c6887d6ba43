// How late one may arrive ("fino a che ora possiamo arrivare?", "until what time can we get there?", "entro che ora
// si arriva al più tardi?"): the check-in's window answers, whatever the day or the journey said before. A time bound
// asked of arriving is no quiet hours and no way here.
import { hasPhrase } from './words.ts';

/** The latest time asked. */
const UNTIL_WHEN = [
  'fino a che ora', 'fino a che orario', 'fino a quale ora', 'fino a quando', 'entro che ora', 'entro quale ora', 'entro che orario',
  'entro quando', 'al piu tardi', 'ora massima', 'orario massimo', 'until what time', 'till what time', 'til what time', 'by what time',
  'how late', 'at the latest', 'latest time', 'latest we can',
];
/** Arriving, or getting in on arrival. */
const ARRIVING_PHRASES = ['get there', 'get here', 'get in', 'get to you', 'check in', 'show up', 'turn up', 'arrive'];

/** Whether the message asks how late one may arrive. */
export const arrivalUntilAskedIn = (tokens: string[]) =>
  UNTIL_WHEN.some((p) => hasPhrase(tokens, p)) && (tokens.some((t) => /^arriv/.test(t) || t === 'raggiungervi') || ARRIVING_PHRASES.some((p) => hasPhrase(tokens, p)));

/** What it adds to the check-in's score: enough to outweigh the way here ("arrivare") and the quiet hours' bound. */
export const arrivalUntilCheckinScore = (tokens: string[]) => (arrivalUntilAskedIn(tokens) ? 6 : 0);
