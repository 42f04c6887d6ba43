// "do the rooms have air con? travelling in july", "aria condizionata? veniamo ad agosto col caldo": a room amenity
// asked with when the guest comes or the heat then. The month, the season and the heat say why it matters, not
// what is asked: they are no words of a knowledge entry (the weather's) to answer instead of the room rows.

const MONTHS = 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre ' +
  'january february march april may june july august september october november december';
const SEASONS = 'estate estivo estiva inverno invernale primavera autunno summer summertime winter spring autumn fall';
const HEAT = 'caldo caldissimo calura afa fresco freddo hot heat heatwave warm cold temperature temperatura gradi degrees';
const COMING = 'travelling traveling travel coming visiting arriving staying veniamo arriviamo saremo viaggiamo periodo';
const WHEN_COMING = new Set(`${MONTHS} ${SEASONS} ${HEAT} ${COMING}`.split(' '));

/** The words of a message that are not when the guest comes nor the weather then. */
export const beyondWhenComing = (words: string[]) => words.filter((w) => !WHEN_COMING.has(w));
