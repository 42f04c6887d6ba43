// Intent detection for the built-in assistant: weighted keywords and phrases in Italian and English,
// matched fuzzily on normalised tokens. Pure: entities from the database (product and room names) are
// matched by the engine with the same helpers.
import { phraseIn, tokenize } from './normalise.ts';

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
  | 'lead'
  | 'price'
  | 'unknown';

type Keywords = ReadonlyArray<readonly [phrase: string, weight: number]>;

// Weights: 3 = the word alone says the intent, 2 = strong hint, 1 = weak hint that needs company.
const KEYWORDS: Record<Exclude<Intent, 'unknown'>, Keywords> = {
  greeting: [['=ciao', 1], ['salve', 1], ['buongiorno', 1], ['buonasera', 1], ['hello', 1], ['hi', 1], ['hey', 1], ['good morning', 1], ['good evening', 1], ['hola', 1]],
  thanks: [['grazie', 2], ['thanks', 2], ['thank you', 2], ['thx', 2], ['ty', 1], ['gentilissimi', 1]],
  about: [
    ['azienda', 3], ['chi siete', 3], ['storia', 3], ['history', 3], ['about you', 3], ['about the farm', 3], ['company', 3],
    ['who are you', 3], ['fattoria', 2], ['farm', 2], ['tenuta', 2], ['famiglia', 2], ['family', 2], ['ettari', 2],
    ['hectares', 2], ['pascol*', 2], ['pasture', 2], ['tradizion*', 1], ['tradition', 1], ['dairy', 2], ['caseificio', 2],
    ['parlami', 1], ['tell me', 1], ['chi e', 1], ['animali allevate', 2], ['pecore', 1], ['sheep', 1], ['altitud*', 2], ['altezza', 2],
  ],
  products: [
    ['prodott*', 3], ['product*', 3], ['comprar*', 3], ['compro', 3], ['acquist*', 3], ['buy', 3], ['shop', 3], ['negozio', 3],
    ['catalog*', 3], ['vendete', 3], ['sell', 3], ['listino', 3], ['ordinare', 2], ['ordine', 1], ['order', 1], ['specialita', 2],
    ['assaggiare', 1], ['taste', 1], ['carrello', 2], ['cart', 2], ['bestseller', 2], ['migliori', 1], ['best', 1], ['consigli*', 1],
    ['recommend*', 1], ['regalo', 1], ['gift', 1], ['crem*', 2], ['spalmabil*', 3], ['spread*', 3],
  ],
  cheese: [
    ['formagg*', 4], ['formaggi', 4], ['pecorino', 4], ['cheese*', 4], ['caciott*', 4], ['ricotta', 4], ['primo fiore', 4],
    ['rigatello', 4], ['peretta', 4], ['stagionat*', 2], ['aged', 2], ['latte crudo', 2], ['raw milk', 2], ['casu', 2],
  ],
  salumi: [
    ['salum*', 4], ['salame', 4], ['salami', 4], ['salsicc*', 4], ['prosciutt*', 4], ['cured meat*', 4], ['sausage*', 4],
    ['guanciale', 4], ['lonza', 4], ['pancetta', 4], ['coppa', 4], ['ham', 3], ['meat*', 3], ['=carne', 3], ['insaccat*', 4],
  ],
  rooms: [
    ['camer*', 3], ['stanz*', 3], ['room*', 3], ['alloggi*', 3], ['accommodation', 3], ['dormire', 3], ['pernott*', 3],
    ['sleep', 3], ['stay', 2], ['soggiorn*', 2], ['ospitalita', 3], ['hospitality', 3], ['b&b', 2], ['bnb', 2],
    ['agriturismo', 1], ['deluxe', 3], ['standard', 2], ['matrimoniale', 3], ['double', 2], ['twin', 3], ['=letto', 2],
    ['bed', 2], ['=vista', 1], ['view', 1], ['ospiti', 1], ['guests', 1], ['persone', 1], ['people', 1], ['=notte', 1], ['night*', 1],
  ],
  book: [
    ['prenot*', 3], ['book', 3], ['booking', 2], ['reserv*', 3], ['riservare', 3], ['fissare', 2], ['vorrei venire', 2],
    ['voglio prenotare', 5], ['want to book', 5], ['i d like to book', 5],
  ],
  availability: [
    ['disponibil*', 3], ['disponibile', 3], ['available', 3], ['availab*', 3], ['=libera', 3], ['=libere', 3], ['=liberi', 2],
    ['free rooms', 3], ['=posto', 1], ['vacancy', 3], ['vacancies', 3], ['is there room', 3], ['c e posto', 3],
  ],
  lookup: [
    ['mia prenotazione', 6], ['my booking', 6], ['my reservation', 6], ['cerca prenotazione', 6], ['cercare prenotazione', 6],
    ['cercare una prenotazione', 6], ['search booking', 6], ['search a booking', 6], ['search my booking', 6], ['find my booking', 6],
    ['find booking', 6], ['find a booking', 6], ['look up', 4], ['lookup', 4], ['ho prenotato', 5], ['ho gia prenotato', 6],
    ['i booked', 5], ['already booked', 6], ['codice prenotazione', 6], ['booking reference', 6], ['booking code', 6],
    ['reference', 3], ['riferimento', 3], ['stato prenotazione', 6], ['booking status', 6], ['verifica prenotazione', 6],
    ['check my booking', 6], ['controllare la prenotazione', 6], ['controllare prenotazione', 6], ['recuperare', 2],
    ['la prenotazione', 1], ['nostra prenotazione', 6], ['our booking', 6],
  ],
  contacts: [
    ['contatt*', 3], ['contact*', 3], ['telefono', 3], ['phone', 3], ['numero', 2], ['number', 2], ['email', 3], ['e-mail', 3],
    ['mail', 3], ['chiamare', 3], ['call', 2], ['whatsapp', 3], ['scrivervi', 3], ['write to you', 3], ['reach you', 3],
    ['telefonare', 3], ['cellulare', 3], ['recapit*', 3], ['instagram', 2], ['facebook', 2], ['social', 2],
  ],
  hours: [
    ['orari', 4], ['orario', 4], ['=aperti', 4], ['=aperto', 4], ['apertura', 4], ['apre', 3], ['chiude', 3], ['chiusura', 3],
    ['=chiusi', 3], ['hours', 4], ['open', 3], ['opening', 4], ['closed', 3], ['close', 2], ['domenica', 2], ['sunday', 2],
    ['sabato', 1], ['saturday', 1], ['what time', 2], ['a che ora', 2], ['=quando', 1], ['when', 1], ['visitare', 1], ['visit', 1],
  ],
  location: [
    ['=dove', 2], ['where', 3], ['arrivare', 3], ['arrivo da', 2], ['raggiungere', 3], ['raggiungervi', 3], ['indicazion*', 3],
    ['direction*', 3], ['olbia', 3], ['distan*', 3], ['far', 2], ['lontan*', 3], ['km', 2], ['how to get', 4], ['get there', 4],
    ['come si arriva', 4], ['posizion*', 3], ['location', 3], ['located', 3], ['indirizzo', 2], ['address', 2], ['mappa', 3],
    ['map', 3], ['aeroporto', 3], ['airport', 3], ['strada', 2], ['road', 2], ['macchina', 2], ['car', 1], ['navigatore', 3],
    ['gps', 3], ['=reach', 2], ['how to reach', 4], ['come raggiungere', 4], ['situat*', 2],
  ],
  checkin: [
    ['check in', 5], ['check-in', 5], ['checkin', 5], ['check out', 5], ['check-out', 5], ['checkout', 4], ['partenza', 2],
    ['lasciare la camera', 4], ['leave the room', 4], ['late arrival', 4], ['arrivo tardi', 4], ['arrive late', 4],
    ['=early', 2], ['=presto', 1], ['=tardi', 1], ['late', 2], ['orario di arrivo', 4], ['arrival time', 4], ['what time arrive', 4],
    ['a che ora arrivare', 4], ['chiavi', 2], ['keys', 2],
  ],
  rules: [
    ['animal*', 3], ['cane', 3], ['cani', 3], ['=gatto', 3], ['pet*', 3], ['dog*', 3], ['cat', 2], ['fumare', 3], ['fumo', 3],
    ['smok*', 3], ['bambin*', 3], ['figli', 3], ['children', 3], ['child', 3], ['kids', 3], ['kid', 3], ['silenzio', 3],
    ['quiet', 3], ['rumore', 2], ['noise', 2], ['regol*', 3], ['rules', 3], ['house rules', 5], ['documento', 2],
    ['documenti', 2], ['id card', 2], ['passport', 2], ['passaporto', 2], ['=festa', 1], ['party', 1],
  ],
  cancellation: [
    ['cancell*', 4], ['annull*', 4], ['disdire', 4], ['disdetta', 4], ['rimbors*', 4], ['refund*', 4], ['cancel*', 4],
    ['penal*', 3], ['penalty', 3], ['no show', 3], ['no-show', 3], ['policy', 2], ['condizioni', 1], ['terms', 1],
  ],
  payment: [
    ['pagament*', 4], ['pagare', 4], ['pago', 3], ['paga', 3], ['pagate', 3], ['si paga', 4], ['payment*', 4], ['pay', 4], ['paying', 4], ['=carta', 3], ['card', 3],
    ['paypal', 4], ['contanti', 4], ['cash', 4], ['bonifico', 4], ['visa', 3], ['mastercard', 3], ['amex', 3],
    ['american express', 3], ['caparra', 3], ['acconto', 3], ['deposit', 3], ['garanzia', 2], ['guarantee', 2], ['in struttura', 2],
    ['on site', 2], ['at the property', 2],
  ],
  shipping: [
    ['spedizion*', 4], ['spedire', 4], ['spedite', 4], ['consegn*', 4], ['shipping', 4], ['ship', 4], ['delivery', 4],
    ['deliver*', 4], ['corriere', 4], ['courier', 4], ['=spese', 2], ['gratis', 2], ['free', 1], ['estero', 2], ['abroad', 2],
    ['germania', 1], ['germany', 1], ['italia', 1], ['pacco', 2], ['parcel', 2], ['arriva', 1],
  ],
  storage: [
    ['conservar*', 4], ['conservazione', 4], ['conserv*', 3], ['frigo', 4], ['frigorifero', 4], ['storage', 4], ['store the', 4], ['store it', 4], ['to store', 4], ['how to store', 4], ['keep the', 3], ['keep it', 3],
    ['fridge', 4], ['refrigerat*', 4],  ['temperatur*', 3], ['scadenza', 3], ['expiry', 3], ['shelf life', 3],
    ['quanto dura', 3], ['how long', 2], ['last', 1], ['dura', 1],
  ],
  lead: [
    ['ricontatt*', 6], ['richiamat*', 5], ['richiamarmi', 6], ['contattarmi', 6], ['contattatemi', 6], ['contact me', 6],
    ['call me', 6], ['call me back', 6], ['get in touch', 5], ['preventivo', 5], ['quote', 4], ['farmi contattare', 6],
    ['lasciare i miei dati', 6], ['leave my details', 6], ['essere contattato', 6], ['be contacted', 6], ['mi chiamate', 6],
    ['gruppo', 2], ['group', 2], ['evento', 2], ['event', 2], ['matrimonio', 2], ['wedding', 2],
  ],
  price: [
    ['prezz*', 3], ['price*', 3], ['cost*', 3], ['=quanto', 2], ['how much', 3], ['tariff*', 3], ['rate', 2], ['rates', 3],
    ['euro', 1], ['economic*', 2], ['cheap*', 2], ['spendere', 2],
  ],
};

export interface IntentResult {
  intent: Intent;
  scores: Partial<Record<Intent, number>>;
}

// Facets are what the visitor asks about a topic ("how do I store the cheese": storage, not cheese):
// a clear facet wins over a topic; topics win over small talk. Within a tier, a tie goes to the first listed.
const FACETS: Intent[] = [
  'lookup', 'lead', 'cancellation', 'checkin', 'storage', 'shipping', 'payment', 'rules', 'book', 'availability',
  'hours', 'location', 'contacts',
];
const TOPICS: Intent[] = ['cheese', 'salumi', 'rooms', 'products', 'price', 'about'];
const SMALL_TALK: Intent[] = ['thanks', 'greeting'];
const FACET_THRESHOLD = 3;

function scoreIntents(text: string): Partial<Record<Intent, number>> {
  const tokens = tokenize(text);
  const scores: Partial<Record<Intent, number>> = {};
  for (const [intent, keywords] of Object.entries(KEYWORDS) as [Intent, Keywords][]) {
    let score = 0;
    for (const [phrase, weight] of keywords) if (phraseIn(tokens, phrase)) score += weight;
    if (score > 0) scores[intent] = score;
  }
  return scores;
}

function best(scores: Partial<Record<Intent, number>>, tier: Intent[], min: number): Intent | null {
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

/** The visitor's main intent, or `unknown` when nothing matched. */
export function detectIntent(text: string): IntentResult {
  const scores = scoreIntents(text);
  const intent =
    best(scores, FACETS, FACET_THRESHOLD) ??
    best(scores, TOPICS, 1) ??
    best(scores, [...FACETS, ...SMALL_TALK], 1) ??
    'unknown';
  return { intent, scores };
}
