import { deepStrictEqual as assertEquals } from 'node:assert';
import { nameIndex } from './catalogue.ts';
import { mainIntent, scoreIntents, type Intent } from './intents.ts';
import { tokensOf } from './understand.ts';

const NO_CATALOGUE = { products: nameIndex([]), rooms: nameIndex([]), words: [] };
function detectIntent(text: string) {
  const scores = scoreIntents(tokensOf(text, NO_CATALOGUE));
  return { intent: mainIntent(scores), scores };
}

// Visitors as they type: short, misspelt, without accents, mixed languages.
const CASES: Array<[string, Intent]> = [
  ['avete formagi?', 'cheese'],
  // How an order is packed is shipping, whatever it holds.
  ['how do you pack the cheese so it doesnt spoil?', 'shipping'],
  ['come imballate i salumi per la spedizione?', 'shipping'],
  // Free of charge is a price, not a free room.
  ['which rooms are free of charge', 'rooms'],
  ['free rooms in august?', 'availability'],
  // Asking to be called, however it is said.
  ['chiamatemi domani mattina', 'lead'],
  ['mi fate chiamare da qualcuno?', 'lead'],
  ['could you ring me tomorrow', 'lead'],
  ['give me a call please', 'lead'],
  ['vorrei comprare del pecorino', 'cheese'],
  ['do u sell cheese', 'cheese'],
  ['salumi', 'salumi'],
  ['cured meats?', 'salumi'],
  ['che prodotti vendete', 'products'],
  ['camere', 'rooms'],
  ['what rooms do you have', 'rooms'],
  ['voglio prenotare una camera', 'book'],
  ['i want to book a room', 'book'],
  ['camere libere dal 12 al 14 agosto?', 'availability'],
  ['is there availability next weekend', 'availability'],
  ['vorrei cercare la mia prenotazione', 'lookup'],
  ['find my booking', 'lookup'],
  ['orari di apertura', 'hours'],
  ['are you open on sunday', 'hours'],
  ['come si arriva da olbia', 'location'],
  ['where r u located', 'location'],
  ['numero di telefono?', 'contacts'],
  ['a che ora il check in', 'checkin'],
  ['what time is checkout', 'checkin'],
  ['posso portare il cane', 'rules'],
  ['can i smoke in the room', 'rules'],
  // A child said in the singular is kept as written (it counts as a guest) and still asks about children.
  ['posso portare mia figlia?', 'rules'],
  ['la bimba è benvenuta?', 'rules'],
  ['politica di cancellazione', 'cancellation'],
  ['can i cancel and get a refund', 'cancellation'],
  ['accettate paypal?', 'payment'],
  ['quanto costa la spedizione', 'shipping'],
  ['do you ship to germany', 'shipping'],
  ['come conservare il formaggio', 'storage'],
  ['how should i store the cheese', 'storage'],
  ['vorrei essere ricontattato', 'lead'],
  ['please call me back', 'lead'],
  ['parlami della vostra azienda', 'about'],
  ['tell me about the farm', 'about'],
  ['ciao', 'greeting'],
  ['grazie mille', 'thanks'],
  ['asdfgh', 'unknown'],
  // Whole words, not fragments: a gift is not a rule, smoked is not smoking, an invoice is not the farm.
  ['un formaggio stagionato da regalare', 'cheese'],
  ['any smoked cheese?', 'cheese'],
  ['mi serve la fattura', 'unknown'],
  ['is smoking allowed', 'rules'],
];

Deno.test('detects the intent of typical visitor messages', () => {
  const wrong = CASES.filter(([text, intent]) => detectIntent(text).intent !== intent).map(
    ([text, intent]) => `${text} → ${detectIntent(text).intent} (expected ${intent}) ${JSON.stringify(detectIntent(text).scores)}`,
  );
  assertEquals(wrong, []);
});
