// What a message asks, scored from a lexicon of whole words and phrases in Italian and English. Tokens are first
// corrected against the lexicon's own vocabulary (words.ts), so a typo counts but a different word does not:
// "regalare" is not "regole", "smoked" is not "smoking", "fattura" is not "fattoria". A stem (`formagg*`) is only
// used where every word that starts with it means the same thing.
import { allergyDeniedWeight } from './allergy-denied.ts';
import { arrivalUntilCheckinScore } from './arrival-until.ts';
import { STAY_TIME_WORDS, stayTimeScores } from './stay-times.ts';
import { lateEveningRulesScore } from './late-evening.ts';
import { termsPageScore } from './terms-page.ts';
import { cancelPaidWithScore } from './cancel-paid-with.ts';
import { cardWhyScore } from './card-why.ts';
import { payOnDeliveryScore } from './pay-on-delivery.ts';
import { hasPhrase } from './words.ts';
import { SMOKED_THINGS } from './smoking-asked.ts';

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'about'
  | 'products'
  | 'cheese'
  | 'salumi'
  | 'rooms'
  | 'book'
  | 'availability'
  | 'lookup'
  | 'contacts'
  | 'hours'
  | 'location'
  | 'checkin'
  | 'rules'
  | 'cancellation'
  | 'payment'
  | 'shipping'
  | 'storage'
  | 'allergens'
  | 'lead'
  | 'price'
  | 'unknown';

type Keywords = ReadonlyArray<readonly [phrase: string, weight: number]>;

// Weights: 3 = the word alone says the intent, 2 = strong hint, 1 = weak hint that needs company; phrases weigh more
// than the words they are made of.
export const KEYWORDS: Record<Exclude<Intent, 'unknown'>, Keywords> = {
  greeting: [['ciao', 1], ['salve', 1], ['buongiorno', 1], ['buonasera', 1], ['hello', 1], ['hi', 1], ['hey', 1], ['good morning', 1], ['good evening', 1], ['hola', 1],
    ['come stai', 1], ['come state', 1], ['come va', 1], ['how are you', 1], ['how is it going', 1]],
  thanks: [['grazie', 2], ['thanks', 2], ['thank you', 2], ['thx', 2], ['cheers', 1], ['gentilissimi', 1], ['gentilissima', 1]],
  about: [
    ['azienda', 3], ['chi siete', 3], ['storia', 3], ['history', 3], ['about you', 3], ['about the farm', 4], ['company', 1],
    ['who are you', 3], ['fattoria', 2], ['farm', 2], ['tenuta', 2], ['famiglia', 2], ['family', 2], ['ettari', 3],
    ['hectares', 3], ['pascoli', 2], ['pasture', 2], ['tradizione', 1], ['tradition', 1], ['caseificio', 2],
    ['parlami', 1], ['tell me', 1], ['altitudine', 2], ['altitude', 2], ['you guys', 2],
    // The farm's work and its story: "farming", "generations".
    ['farming', 2], ['generazioni', 2], ['generations', 2],
  ],
  products: [
    ['prodotti', 3], ['prodotto', 3], ['products', 3], ['product', 3], ['comprare', 3], ['compro', 3], ['acquistare', 3],
    ['buy', 3], ['shop', 3], ['negozio', 2], ['catalogo', 3], ['vendete', 3], ['sell', 3], ['listino', 3], ['ordinare', 2],
    ['specialita', 2], ['bestseller', 2], ['regalo', 2], ['regalare', 2], ['gift', 2], ['crema', 2], ['spalmabile', 3],
    ['spread', 3], ['spreadable', 3], ['anything', 1], ['qualcosa', 1],
  ],
  cheese: [
    ['formagg*', 4], ['pecorin*', 4], ['cheese', 4], ['cheeses', 4], ['caciotta', 4], ['ricotta', 4], ['caprino', 4],
    ['latte crudo', 2], ['raw milk', 2], ['stagionato', 2], ['stagionati', 2], ['aged', 2],
  ],
  salumi: [
    ['salumi', 4], ['salume', 4], ['salame', 4], ['salami', 4], ['salsiccia', 4], ['salsicce', 4], ['prosciutto', 4],
    ['cured meat', 4], ['cured meats', 4], ['sausage', 4], ['sausages', 4], ['guanciale', 4], ['lonza', 4],
    ['pancetta', 4], ['coppa', 4], ['ham', 3], ['meat', 3], ['meats', 3], ['carne', 3], ['pork', 3], ['maiale', 3], ['suino', 3], ['insaccati', 4], ['loin', 3],
  ],
  rooms: [
    ['camera', 3], ['camere', 3], ['stanza', 3], ['stanze', 3], ['room', 3], ['rooms', 3], ['bedroom', 3], ['bedrooms', 3], ['alloggio', 3],
    ['accommodation', 3], ['dormire', 3], ['pernottare', 3], ['pernottamento', 3], ['sleep', 3], ['stay', 2],
    ['soggiorno', 2], ['ospitalita', 3], ['b&b', 2], ['bnb', 2], ['agriturismo', 1], ['letto', 2], ['letti', 2],
    ['bed', 2], ['beds', 2], ['notte', 1], ['night', 1],
    // How rooms are named in Italian hotel language: "una doppia", "due singole", "una tripla".
    ['doppia', 3], ['doppie', 3], ['singola', 3], ['singole', 3], ['tripla', 3], ['triple', 2], ['quadrupla', 3],
  ],
  book: [
    ['prenot*', 3], ['book', 3], ['booking', 2], ['reserve', 3], ['reservation', 2], ['riservare', 3],
    ['voglio prenotare', 5], ['want to book', 5], ['like to book', 5],
  ],
  availability: [
    ['disponibil*', 3], ['available', 3], ['availability', 3], ['libera', 3], ['libere', 3], ['liberi', 2], ['libero', 2],
    ['free', 2], ['free rooms', 4], ['vacancy', 3], ['vacancies', 3], ['is there room', 3], ['c e posto', 3],
    ['avete posto', 3], ['ci sarebbe posto', 3], ['have space', 2], ['any space', 2],
  ],
  lookup: [
    ['mia prenotazione', 6], ['my booking', 6], ['my reservation', 6], ['cerca prenotazione', 6], ['cercare prenotazione', 6],
    ['cercare la mia prenotazione', 6], ['search booking', 6], ['find my booking', 6], ['find booking', 6], ['look up', 4],
    ['ho prenotato', 5], ['ho gia prenotato', 6], ['i booked', 5], ['already booked', 6], ['codice prenotazione', 6],
    ['codice della prenotazione', 6], ['booking reference', 6], ['booking code', 6], ['reference', 3], ['riferimento', 3],
    ['stato prenotazione', 6], ['booking status', 6], ['verifica prenotazione', 6], ['check my booking', 6],
    ['controllare la prenotazione', 6], ['controllare la mia prenotazione', 6], ['check my reservation', 6],
    ['nostra prenotazione', 6], ['our booking', 6],
  ],
  contacts: [
    ['contatti', 3], ['contatto', 3], ['contattarvi', 3], ['contatto', 3], ['contact', 3], ['contacts', 3], ['telefono', 3],
    ['phone', 3], ['numero', 2], ['number', 2], ['email', 3], ['e-mail', 3], ['mail', 3], ['chiamare', 3], ['call', 2],
    ['whatsapp', 3], ['scrivervi', 3], ['write to you', 3], ['reach you', 2], ['telefonare', 3], ['cellulare', 3],
    ['recapito', 3], ['instagram', 2], ['facebook', 2], ['social', 2], ['contatto', 3], ['vi contatto', 4],
  ],
  hours: [
    ['orari', 4], ['orario', 4], ['aperti', 4], ['aperto', 4], ['apertura', 4], ['aprite', 4], ['apre', 3], ['chiude', 3],
    ['chiusura', 3], ['chiusi', 3], ['hours', 4], ['open', 3], ['opening', 4], ['closed', 3], ['domenica', 2], ['sunday', 2],
    ['sabato', 1], ['saturday', 1], ['lunedi', 1], ['monday', 1], ['what time', 1], ['a che ora', 1],
    // "close" alone is also near ("are the beaches close?"): closing only as the farm's or its shop's.
    ['you close', 3], ['u close', 3], ['shop close', 3], ['close at', 2], ['close on', 2], ['close for', 2], ['closing', 3],
  ],
  location: [
    ['dove', 2], ['where', 3], ['arrivare', 2], ['raggiungere', 3], ['raggiungervi', 3], ['raggiungo', 3], ['indicazioni', 3],
    ['directions', 3], ['olbia', 3], ['distanza', 3], ['dista', 3], ['distate', 3], ['far', 2], ['how close', 2], ['close by', 2], ['close to', 2], ['lontano', 3], ['lontani', 3],
    ['km', 2], ['how to get', 4], ['get there', 4], ['get to', 3], ['come si arriva', 4], ['posizione', 3], ['location', 3],
    ['located', 3], ['indirizzo', 2], ['address', 2], ['mappa', 3], ['map', 3], ['aeroporto', 3], ['airport', 3],
    ['porto', 3], ['port', 3], ['navigatore', 3], ['gps', 3], ['reach', 2], ['how to reach', 4], ['situati', 2],
    // How guests travel here: by ferry or plane, then by car ("atterriamo ad alghero", "by ferry at golfo aranci").
    ['traghetto', 3], ['traghetti', 3], ['nave', 2], ['ferry', 3], ['ferries', 3], ['volo', 2], ['flight', 2],
    ['flying', 2], ['atterro', 3], ['atterriamo', 3], ['atterrare', 3], ['land', 2], ['sbarco', 3], ['sbarchiamo', 3],
    ['drive', 2], ['in macchina', 2], ['in auto', 2], ['by car', 2], ['strada', 1], ['quanto ci vuole', 3],
    ['quanto ci si mette', 3], ['ci mettiamo', 2], ['how long does it take', 3], ['how long to', 2], ['how far', 3],
    ['far from', 3],
    // Driving here from a place, and how long the road is ("driving up from cagliari, long way?"); not what is driven
    // ("driving an electric car, can we charge it?").
    ['driving from', 2], ['driving up', 2], ['driving down', 2], ['driving over', 2], ['long way', 2], ['long drive', 2], ['viaggio lungo', 2],
  ],
  checkin: [
    ['check in', 5], ['checkin', 5], ['check out', 5], ['checkout', 5], ['partenza', 2], ['lasciare la camera', 4],
    ['lasciare la stanza', 4], ['leave the room', 4], ['late arrival', 4], ['arrivo tardi', 4], ['arrive late', 4],
    ['arriviamo', 2], ['arrivo', 2], ['arrive', 2], ['arrival', 2], ['posso arrivare', 4], ['can we arrive', 4],
    ['what time can', 2], ['orario di arrivo', 4], ['arrival time', 4], ['chiavi', 2], ['keys', 2], ['11pm', 2],
    // Getting into the room on the day of arrival, and how early: the check-in time asked in other words.
    // Hints (a dog may get into the room too): with the arrival or how early they say the check-in.
    ['get into the room', 2], ['get into our room', 2], ['get in the room', 2], ['access the room', 2], ['access our room', 2],
    ['entrare in camera', 2], ['entrare nella camera', 2], ['entrare nella stanza', 2], ['entrare in stanza', 2],
    ['accedere alla camera', 2], ['accedere alla stanza', 2], ['arrival day', 3], ['day we arrive', 3],
    ['giorno di arrivo', 3], ['giorno dell arrivo', 3], ['earliest', 1], ['soonest', 1], ['how early', 1], ['prima possibile', 1],
  ],
  rules: [
    ['animali', 3], ['animale', 3], ['cane', 3], ['cani', 3], ['gatto', 3], ['pet', 3], ['pets', 3], ['dog', 3], ['dogs', 3],
    ['cat', 2], ['fumare', 3], ['fumo', 3], ['fumatori', 3], ['fuma', 3], ['fumano', 3], ['smoke', 3], ['smokes', 3], ['smoking', 3], ['smoker', 3], ['smokers', 3], ['bambini', 3],
    ['bambino', 3], ['bimbi', 3], ['figli', 3], ['bimba', 3], ['bimbo', 3], ['figlio', 3], ['figlia', 3], ['children', 3], ['child', 3], ['kids', 3], ['kid', 3], ['silenzio', 3],
    ['quiet', 3], ['rumore', 2], ['noise', 2], ['regole', 3], ['regolamento', 3], ['rules', 3], ['house rules', 5],
    // What is smoked is smoking: "a cigarette in the room?".
    ...SMOKED_THINGS,
    ['documento', 2], ['documenti', 2], ['id card', 2], ['passport', 2], ['passaporto', 2], ['festa', 1], ['party', 1],
  ],
  cancellation: [
    ['cancellazione', 4], ['cancellare', 4], ['cancello', 4], ['cancel', 4], ['cancellation', 4], ['annullare', 4],
    ['annullo', 4], ['disdire', 4], ['disdico', 4], ['disdetta', 4], ['rimborso', 4], ['rimborsate', 4], ['refund', 4],
    ['penale', 3], ['penalty', 3], ['no show', 3], ['policy', 2],
    // The phrasal ways of cancelling: backing out, calling off, giving up the stay.
    ['back out', 4], ['pull out', 4], ['call off', 4], ['call it off', 4], ['rinunciare', 3], ['rinuncio', 3],
    ['tirarci indietro', 4], ['tirarmi indietro', 4],
  ],
  payment: [
    ['pagamento', 4], ['pagamenti', 4], ['pagare', 4], ['pago', 3], ['paga', 3], ['pagate', 3], ['payment', 4],
    ['pay', 4], ['paying', 4], ['carta', 3], ['card', 3], ['bancomat', 4], ['paypal', 4], ['contanti', 4], ['cash', 4],
    ['bonifico', 4], ['contrassegno', 4], ['cash on delivery', 4], ['visa', 3], ['mastercard', 3], ['amex', 3], ['caparra', 3], ['acconto', 3], ['deposit', 3],
    ['in struttura', 2], ['at the property', 2],
    // Which cards are taken: the plural and the card's kind ("which credit cards", "carte di credito accettate").
    ['cards', 3], ['carte', 3], ['credit card', 4], ['carta di credito', 4], ['carte di credito', 4], ['american express', 4],
    ['debit card', 4], ['garanzia', 1], ['guarantee', 1],
  ],
  shipping: [
    ['spedizione', 4], ['spedizioni', 4], ['spedire', 4], ['spedite', 4], ['consegna', 4], ['consegnate', 4],
    ['shipping', 4], ['ship', 4], ['shipped', 4], ['ships', 4], ['delivered', 4], ['delivery', 4], ['deliver', 4], ['corriere', 4], ['courier', 4], ['spese', 2],
    ['estero', 2], ['abroad', 2], ['pacco', 3], ['parcel', 3], ['arriva il pacco', 5],
    // How an order is packed for the way: "how do you pack the cheese", "come imballate i formaggi".
    ['imballaggio', 3], ['imballo', 3], ['imballate', 4], ['imballati', 3], ['packaging', 3], ['packed', 3],
    ['packing', 3], ['how do you pack', 4],
  ],
  storage: [
    ['conservare', 4], ['conservo', 4], ['conservazione', 4], ['conservarlo', 4], ['conservato', 4], ['conservata', 4],
    ['conservati', 4], ['conservate', 4], ['conserva', 4], ['conservano', 4], ['conservarla', 4], ['conservarli', 4], ['frigo', 4], ['frigorifero', 4],
    ['storage', 4], ['store', 4], ['fridge', 4], ['temperatura', 3], ['temperature', 3], ['scadenza', 3], ['expiry', 3],
    ['shelf life', 3], ['quanto dura', 3], ['keep it', 3],
    // Keeping food, said with "keep" and "tenere": "how do i keep them", "come le tengo", "come si tiene".
    ['keep them', 3], ['how do i keep', 4], ['how to keep', 4], ['how should i keep', 4], ['come lo tengo', 4],
    ['come la tengo', 4], ['come li tengo', 4], ['come le tengo', 4], ['come si tiene', 4], ['come si tengono', 4],
    ['come tenerlo', 4], ['come tenerli', 4],
  ],
  allergens: [
    ['allergeni', 5], ['allergene', 5], ['allergens', 5], ['allergen', 5], ['allergia', 5], ['allergy', 5],
    ['allergic', 5], ['lattosio', 5], ['lactose', 5], ['intollerante', 5], ['intolerant', 5], ['glutine', 5], ['gluten', 5],
  ],
  lead: [
    ['ricontattare', 6], ['ricontattato', 6], ['ricontattata', 6], ['ricontattarmi', 6], ['ricontattatemi', 6],
    ['richiamare', 5], ['richiamarmi', 6], ['contattarmi', 6], ['contattatemi', 6], ['contact me', 6], ['call me', 6],
    ['call me back', 6], ['get in touch', 5], ['preventivo', 5], ['quote', 4], ['farmi contattare', 6],
    ['essere contattato', 6], ['be contacted', 6], ['mi chiamate', 6],
    // The other ways of asking to be called: "chiamatemi", "mi fate chiamare", "ring me", "give me a call".
    ['chiamatemi', 6], ['chiamarmi', 6], ['richiamatemi', 6], ['telefonatemi', 6], ['telefonarmi', 6],
    ['mi fate chiamare', 6], ['mi richiamate', 6], ['ring me', 6], ['phone me', 6], ['give me a call', 6],
    ['ring me back', 6], ['someone call me', 6], ['reach me', 5], ['gruppo', 2], ['group', 2], ['evento', 2],
    ['event', 2], ['matrimonio', 2], ['wedding', 2],
  ],
  price: [
    ['prezzo', 3], ['prezzi', 3], ['price', 3], ['prices', 3], ['costa', 3], ['costo', 3], ['costano', 3], ['cost', 3], ['costs', 3],
    ['quanto', 2], ['how much', 3], ['tariffa', 3], ['tariffe', 3], ['rate', 2], ['rates', 3], ['quanto viene', 3],
    ['economico', 2], ['cheap', 2], ['spendere', 2],
    // Free as in no charge is a price: "is it free of charge", "è gratis?".
    ['free of charge', 3], ['for free', 3], ['at no cost', 3], ['gratis', 3], ['gratuito', 3], ['gratuita', 3],
    ['gratuiti', 3], ['gratuite', 3], ['senza costi', 3], ['extra charge', 3],
  ],
};

export type Scores = Partial<Record<Intent, number>>;

/** A booking made, said by the party ("abbiamo già prenotato", "we've booked"). */
const BOOKED_BY_PARTY = ['abbiamo prenotato', 'abbiamo gia prenotato', 'avevo prenotato', 'avevamo prenotato', 'we booked', 'have booked',
  've booked', 'booked already'];

const FREE_OF_COST = ['free of charge', 'for free', 'free of cost'];

/** Every word of the lexicon, for correcting typos against it. */
export const LEXICON_WORDS: string[] = [...Object.values(KEYWORDS).flatMap((k) => k.flatMap(([p]) => p.split(' '))), ...STAY_TIME_WORDS];

/** The score of each intent in the (corrected) tokens. */
export function scoreIntents(tokens: string[]): Scores {
  const scores: Scores = {};
  for (const [intent, keywords] of Object.entries(KEYWORDS) as [Intent, Keywords][]) {
    let score = 0;
    for (const [phrase, weight] of keywords) if (hasPhrase(tokens, phrase)) score += weight;
    if (score > 0) scores[intent] = score;
  }
  for (const [intent, add] of Object.entries(stayTimeScores(tokens)) as [Intent, number][]) scores[intent] = (scores[intent] ?? 0) + add;
  const lateEvening = lateEveningRulesScore(tokens);
  if (lateEvening) scores.rules = (scores.rules ?? 0) + lateEvening;
  // "abbiamo prenotato la Mirto", "we booked for friday, what time is check-in?": a booking made is the situation, no
  // booking to start; what else is asked is read, else the booking is looked up.
  if (BOOKED_BY_PARTY.some((p) => hasPhrase(tokens, p))) {
    delete scores.book;
    if (!FACETS.some((f) => (scores[f] ?? 0) >= 3)) scores.lookup = Math.max(scores.lookup ?? 0, 5);
  }
  // "fino a che ora possiamo arrivare?": the check-in's window, not the way here nor the quiet hours.
  const arrivalUntil = arrivalUntilCheckinScore(tokens);
  if (arrivalUntil) scores.checkin = (scores.checkin ?? 0) + arrivalUntil;
  const termsPage = termsPageScore(tokens);
  if (termsPage) scores.cancellation = (scores.cancellation ?? 0) + termsPage;
  // "the refund holds if I paid by PayPal?": the terms, the way paid being the case asked of.
  // "why do you need my card number?": the card as the booking's guarantee, the payment text.
  const cardWhy = cardWhyScore(tokens);
  if (cardWhy) scores.payment = (scores.payment ?? 0) + cardWhy;
  // "pay the courier cash when it comes?": the delivery is when paying, the payment is asked.
  const payAtDoor = payOnDeliveryScore(tokens);
  if (payAtDoor) scores.payment = (scores.payment ?? 0) + payAtDoor;
  const paidWith = cancelPaidWithScore(tokens, scores.payment ?? 0);
  if (paidWith) scores.cancellation = (scores.cancellation ?? 0) + paidWith;
  const allergyDenied = allergyDeniedWeight(tokens);
  if (allergyDenied && scores.allergens) {
    scores.allergens -= allergyDenied;
    if (scores.allergens <= 0) delete scores.allergens;
  }
  // "free of charge" is no cost, not a free room.
  if (scores.availability && FREE_OF_COST.some((p) => hasPhrase(tokens, p))) {
    scores.availability -= 2;
    if (scores.availability <= 0) delete scores.availability;
  }
  return scores;
}

// Facets are what the visitor asks about a topic ("how do I store the cheese": storage, not cheese):
// a clear facet wins over a topic; topics win over small talk. Within a tier, a tie goes to the first listed.
export const FACETS: Intent[] = [
  'lookup', 'lead', 'allergens', 'cancellation', 'checkin', 'storage', 'shipping', 'payment', 'rules', 'book',
  'availability', 'hours', 'location', 'contacts',
];
const TOPICS: Intent[] = ['cheese', 'salumi', 'rooms', 'products', 'price', 'about'];
const SMALL_TALK: Intent[] = ['thanks', 'greeting'];
const FACET_THRESHOLD = 3;

export function best(scores: Scores, tier: Intent[], min: number): Intent | null {
  let found: Intent | null = null;
  let top = min - 1;
  for (const intent of tier) {
    const s = scores[intent] ?? 0;
    if (s > top) {
      found = intent;
      top = s;
    }
  }
  return found;
}

/** The main intent of scores: a clear facet, else a topic, else small talk, else `unknown`. */
export function mainIntent(scores: Scores): Intent {
  return (
    best(scores, FACETS, FACET_THRESHOLD) ??
    best(scores, TOPICS, 2) ??
    best(scores, [...FACETS, ...SMALL_TALK], 1) ??
    'unknown'
  );
}
