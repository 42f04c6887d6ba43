// The built-in assistant's Italian texts: the answers computed from live data (products, rooms, settings) and the
// turn-taking; the farm's fixed facts (about, hours, check-in, house rules, payment) are knowledge entries staff edit.
// Links are only to the site's own paths (the widget turns them into links).
import { eur } from './money.ts';
import type { BookingFound, Lead, ProductLine, Settings, StayDatesText } from './answers-types.ts';

// One formatter per isolate: building one per price kept memory outside the JS heap growing under load.
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`);
const MILK: Record<string, string> = { pecora: 'pecora', capra: 'capra', vacca: 'vacca' };
const months = (n: number) => (n === 1 ? '1 mese' : `${n} mesi`);
const contacts = (s: Settings) =>
  `telefono ${s.contact_phone}${s.whatsapp ? ` (WhatsApp ${s.whatsapp})` : ''}, e-mail ${s.contact_email}`;

export const it = {
  greeting: 'Ciao! Sono l’assistente virtuale dell’azienda. Posso aiutarti con i nostri formaggi e salumi, le camere, le prenotazioni e tutte le informazioni sulla fattoria. Come posso aiutarti?',
  greetingFollowUp: 'Prova a chiedermi: “Che formaggi avete?” oppure “Camere libere dal 12 al 14 agosto?”',
  thanks: 'Grazie a te! Se ti serve altro sono qui.',
  aboutFollowUp: 'Vuoi vedere i nostri prodotti o le camere?',
  location: (s: Settings) =>
    `Ci trovi in Gallura, a 25 km da Olbia e a 700 m di altitudine${s.address ? ` (${s.address})` : ''}. Da Olbia (porto e aeroporto) servono circa 30-35 minuti in auto: ti consigliamo la macchina, e di avvisarci se arrivi tardi.`,
  contacts: (s: Settings) =>
    `Puoi contattarci così: ${contacts(s)}. Siamo aperti dal lunedì al sabato 08:30-13:00. Se preferisci, lasciami nome e recapito e ti ricontattiamo noi.`,
  cancellation: ({ cancellation_policy: p }: Settings) =>
    p
      ? `Cancellazione gratuita fino a più di ${p.free_over_days} giorni prima del check-in, con rimborso completo; tra ${p.free_over_days} e ${p.partial_from_days} giorni viene addebitato il ${p.partial_percent}% del totale sulla carta di garanzia; entro ${p.partial_from_days} giorni o in caso di mancata presentazione il 100%, senza rimborso. Vale per tutti i metodi di pagamento. Dettagli su /booking-policy#cancellation`
      : 'Le condizioni di cancellazione, valide per tutti i metodi di pagamento, sono su /booking-policy#cancellation',
  shipping: (s: Settings) =>
    `Spediamo i nostri prodotti in tutta Italia con corriere refrigerato, in imballo isotermico. La spedizione costa ${eur(s.shipping_fee)} ed è gratuita per ordini da ${eur(s.free_shipping_threshold)} in su. Per spedizioni all’estero contattaci: ${contacts(s)}.`,
  storage:
    'Conserva formaggi e salumi in frigorifero, alla temperatura indicata nella scheda di ciascun prodotto, avvolti nella loro carta o in un panno, lontano da cibi dall’odore forte. Tirali fuori mezz’ora prima di servirli per gustarli al meglio.',
  products: (n: number) => `Ecco i nostri prodotti (${n}). Tocca una scheda per i dettagli o per aggiungerla al carrello.`,
  cheese: (n: number) => `Ecco i nostri formaggi (${n}), con prezzo e disponibilità. Tocca una scheda per i dettagli o per aggiungerla al carrello.`,
  salumi: (n: number) => `Ecco i nostri salumi (${n}), con prezzo e disponibilità. Tocca una scheda per i dettagli o per aggiungerla al carrello.`,
  productNamed: (names: string) => `Ecco ${names}: trovi prezzo, disponibilità e dettagli nella scheda.`,
  productsFollowUp: 'Spedizione gratuita dalla soglia indicata nel carrello. Vuoi sapere come conservarli?',
  outOfStock: (names: string) => `Al momento è esaurito: ${names}.`,
  noProducts: 'Al momento non ho prodotti disponibili da mostrarti. Riprova più tardi o contattaci.',
  rooms: (n: number, from: number, guests: number) =>
    `Abbiamo ${n} camere con vista sulla campagna, fino a ${guests} ospiti per camera, da ${eur(from)} a notte. Tocca una camera per i dettagli o per prenotarla.`,
  roomNamed: (names: string) => `Ecco ${names}. Tocca la scheda per i dettagli o per prenotarla.`,
  askDates:
    'Per quali date? Scrivimi per esempio “dal 12 al 14 agosto” oppure “12/08 - 14/08” e controllo subito le camere libere.',
  available: (d: StayDatesText, n: number) =>
    `Dal ${day(d.checkIn)} al ${day(d.checkOut)} (${d.nights} ${d.nights === 1 ? 'notte' : 'notti'}) ${n === 1 ? 'è libera 1 camera' : `sono libere ${n} camere`}.`,
  availableFollowUp: 'Vuoi prenotare? Tocca “Prenota ora” sulla camera che preferisci.',
  noneAvailable: (d: StayDatesText) =>
    `Mi dispiace, dal ${day(d.checkIn)} al ${day(d.checkOut)} non ci sono camere libere. Vuoi provare altre date?`,
  noneFits: (d: StayDatesText, names: string[]) =>
    `Mi dispiace, dal ${day(d.checkIn)} al ${day(d.checkOut)} nessuna camera libera ha tutto quello che chiedi. Sono libere, ma senza tutto ciò che hai chiesto: ${list(names)}.`,
  roomUnavailable: (room: string, d: StayDatesText) =>
    `Mi dispiace, ${room} non è libera dal ${day(d.checkIn)} al ${day(d.checkOut)}.`,
  book: 'Perfetto, prenotiamo! Scegli la camera e ti guido passo passo.',
  bookRoom: (room: string) => `Perfetto, prenotiamo ${room}! Ti guido passo passo: scegli le date.`,
  bookRoomDates: (room: string, d: StayDatesText) =>
    `${room} è libera dal ${day(d.checkIn)} al ${day(d.checkOut)} (${d.nights} ${d.nights === 1 ? 'notte' : 'notti'}): ti guido nella prenotazione.`,
  bookDates: (d: StayDatesText, n: number) =>
    `Dal ${day(d.checkIn)} al ${day(d.checkOut)} (${d.nights} ${d.nights === 1 ? 'notte' : 'notti'}) ${n === 1 ? 'è libera 1 camera' : `sono libere ${n} camere`}: sceglila e ti guido nella prenotazione.`,
  price: (from: number, to: number) =>
    `Le camere costano ${from < to ? `da ${eur(from)} a ${eur(to)} a notte, secondo la camera e la stagione` : `${eur(from)} a notte`}. I prezzi dei prodotti sono nelle schede: chiedimi “formaggi” o “salumi”.`,
  lookupAsk: 'Per cercare la tua prenotazione mi servono il codice (per esempio TS-ABC123) e l’e-mail usata per prenotare.',
  lookupMissingEmail: 'Grazie! Ora scrivimi l’e-mail usata per la prenotazione.',
  lookupMissingReference: 'Grazie! Ora scrivimi il codice della prenotazione (per esempio TS-ABC123).',
  lookupNotFound: (s: Settings) =>
    `Non ho trovato nessuna prenotazione con questo codice e questa e-mail. Controlla i dati e riprova, oppure contattaci: ${contacts(s)}.`,
  lookupFound: (b: BookingFound) =>
    `Ho trovato la prenotazione ${b.reference} a nome ${b.first_name}: dal ${day(b.check_in)} al ${day(b.check_out)} (${b.nights} ${b.nights === 1 ? 'notte' : 'notti'}), ${b.rooms.map((r) => `${r.name} (${r.guests} ${r.guests === 1 ? 'ospite' : 'ospiti'})`).join(', ')}, totale ${eur(b.total_price)}. Stato: ${b.booking_status === 'cancelled' ? 'cancellata' : 'confermata'}.`,
  lookupFoundFollowUp: 'Per cancellare o modificare la prenotazione leggi /booking-policy#cancellation o contattaci.',
  leadAsk:
    'Volentieri ti facciamo ricontattare! Scrivimi in un messaggio nome, e-mail, telefono e cosa ti interessa.',
  /** After the callback's request: the farm's own number, for a guest who would rather call. */
  leadOrCall: (s: Settings) => `Se preferisci, chiamaci tu: ${contacts(s)}.`,
  leadMissing: 'Mi serve almeno un’e-mail o un numero di telefono per ricontattarti. Puoi scrivermeli?',
  leadConsent: (l: Lead) =>
    `Grazie${l.name ? ` ${l.name}` : ''}! Acconsenti al trattamento dei tuoi dati (${[l.email, l.phone].filter(Boolean).join(', ')}) solo per essere ricontattato? Rispondi sì o no. Informativa su /privacy-policy`,
  leadSaved: 'Perfetto, abbiamo registrato la tua richiesta: ti ricontatteremo al più presto.',
  leadDeclined: 'Va bene, non salvo i tuoi dati. Se cambi idea scrivimi pure.',
  unknown: (s: Settings) =>
    `Mi dispiace, su questo non so risponderti con certezza. Puoi chiedermi di prodotti, camere, prenotazioni, orari o come arrivare, oppure contattarci: ${contacts(s)}.`,
  unknownFollowUp: 'Vuoi che ti facciamo ricontattare? Scrivi “ricontattatemi”.',
  didYouMean: 'Non sono sicuro di aver capito. Intendevi una di queste domande?',
  didYouMeanFollowUp: (s: Settings) => `Se non è nessuna di queste, contattaci: ${contacts(s)}.`,
  productLine: (p: ProductLine) =>
    `${p.name}: ${eur(p.price)}${p.milk ? `, latte di ${MILK[p.milk]}${p.treatment === 'raw' ? ' crudo' : p.treatment === 'pasteurised' ? ' pastorizzato' : ''}` : ''}${p.aging ? `, stagionatura ${months(p.aging)}` : p.aging === 0 ? ', fresco' : ''}, ${p.stock > 0 ? 'disponibile' : 'al momento esaurito'}`,
  productFacts: (lines: string[]) => `${lines.join('. ')}.`,
  filterDesc: (f: {
    category?: string; milk?: string[]; notMilk?: string[]; treatment?: string; smoked?: boolean; spicy?: boolean;
    agingMin?: number; agingMax?: number; priceMax?: number; priceMin?: number; agingNear?: number; inStock?: boolean;
    bestseller?: boolean;
  }) =>
    [
      f.category === 'salumi' ? 'salumi' : f.category === 'formaggi' || f.milk || f.notMilk || f.treatment ? 'formaggi' : 'prodotti',
      f.milk ? `di ${f.milk.map((m) => MILK[m]).join(' o ')}` : '',
      f.notMilk ? `senza latte di ${f.notMilk.map((m) => MILK[m]).join(' o ')}` : '',
      f.treatment === 'raw' ? 'a latte crudo' : f.treatment === 'pasteurised' ? 'a latte pastorizzato' : '',
      f.smoked ? 'affumicati' : f.smoked === false ? 'non affumicati' : '',
      f.spicy ? 'piccanti' : f.spicy === false ? 'non piccanti' : '',
      f.agingMin !== undefined ? `stagionati almeno ${months(f.agingMin)}` : '',
      f.agingMax !== undefined ? `freschi (fino a ${months(f.agingMax)})` : '',
      f.agingNear !== undefined ? `stagionati circa ${months(f.agingNear)}` : '',
      f.bestseller ? 'più venduti' : '',
      f.inStock === true ? 'disponibili' : f.inStock === false ? 'al momento esauriti' : '',
      f.priceMin !== undefined && f.priceMax !== undefined
        ? `tra ${eur(f.priceMin)} e ${eur(f.priceMax)}`
        : f.priceMax !== undefined ? `sotto i ${eur(f.priceMax)}` : f.priceMin !== undefined ? `da ${eur(f.priceMin)} in su` : '',
    ].filter(Boolean).join(' '),
  filtered: (desc: string, lines: string[]) => `Ecco i nostri ${desc} (${lines.length}): ${lines.join('; ')}.`,
  noneMatch: (desc: string, nearest: string[]) =>
    `Mi dispiace, non abbiamo ${desc}.${nearest.length ? ` I più vicini a quello che cerchi: ${nearest.join('; ')}.` : ''}`,
  allergens: (lines: string[]) => `Allergeni indicati nelle schede: ${lines.join('; ')}.`,
  allergenLine: (name: string, allergens: string[]) =>
    `${name}: ${allergens.length ? allergens.filter((a) => a !== 'milk').join(', ') : 'nessun allergene indicato'}`,
  lactoseCheese:
    'Tutti i nostri formaggi sono fatti con latte e quindi contengono lattosio: non ne abbiamo senza lattosio. I salumi non indicano il latte tra gli allergeni.',
  lactose:
    'Tutti i nostri formaggi contengono latte (e quindi lattosio): non ne abbiamo senza lattosio. Nei salumi le schede non indicano il latte tra gli allergeni: eccoli.',
  storageOf: (lines: string[]) =>
    `Conservali in frigorifero, avvolti nella loro carta o in un panno, lontano da cibi dall’odore forte: ${lines.join('; ')}. Tirali fuori mezz’ora prima di servirli.`,
  storageLine: (names: string[], temp: string) => `${temp} per ${list(names)}`,
  breakfast: (names: string[], all: boolean) =>
    all ? `Sì, la colazione con i prodotti della tenuta è inclusa in tutte le camere (${list(names)}).` : `La colazione è indicata nella scheda di ${list(names)}.`,
  bathroom: (names: string[], all: boolean) =>
    all ? `Sì, tutte le camere hanno il bagno privato (${list(names)}).` : `Il bagno privato è indicato nella scheda di ${list(names)}.`,
  aircon: (names: string[], others: string[]) =>
    names.length
      ? `L’aria condizionata c’è in ${list(names)}.${others.length ? ` Per ${list(others)} la scheda non la indica: chiedici pure.` : ''}`
      : 'Le schede delle camere non indicano l’aria condizionata: chiedici pure.',
  views: (lines: string[]) => `Ecco le camere con la vista che cerchi: ${lines.join('; ')}.`,
  roomsMention: (lines: string[]) => `Ne parla la scheda di queste camere: ${lines.join('; ')}.`,
  roomDetailUnknown: (s: Settings) =>
    `Le schede delle camere non dicono nulla su questo, quindi non posso risponderti con certezza. Scrivici a ${s.contact_email} o chiamaci al ${s.contact_phone} e te lo diciamo.`,
  noView: 'Nessuna camera ha proprio questa vista nella sua scheda; ecco tutte le camere con la loro vista.',
  capacity: (max: number, n: number) => `Ogni camera ospita fino a ${max} ospiti; abbiamo ${n} camere, quindi fino a ${max * n} ospiti in tutto.`,
  guestsRooms: (guests: number, needed: number, max: number) =>
    needed > 1
      ? `Per ${guests} ospiti servono ${needed} camere (massimo ${max} ospiti per camera).`
      : `Per ${guests} ${guests === 1 ? 'ospite' : 'ospiti'} basta una camera (fino a ${max} ospiti).`,
  guestsAllRooms: (guests: number, rooms: number, beds: number, max: number) =>
    `Per ${guests} ospiti: le nostre ${rooms} camere ospitano ${beds} persone nei loro letti (fino a ${max} per camera).`,
  extraBeds: (names: string[], fee: number) =>
    `${list(names)} ${names.length > 1 ? 'prendono' : 'prende'} anche un letto aggiuntivo (${eur(fee)} a notte).`,
  noExtraBed: (names: string[]) => `${list(names)} non ${names.length > 1 ? 'prendono' : 'prende'} un letto aggiuntivo.`,
  oneRoomExtraBed: (guests: number, names: string[], fee: number) =>
    `Per ${guests} ospiti basta anche una camera con letto aggiuntivo: ${list(names)} (${eur(fee)} a notte per il letto).`,
  groups: (total: number, s: Settings) =>
    `Con i letti aggiuntivi ospitiamo fino a ${total} persone in tutto. Per gruppi o per tutta la struttura scrivi a ${s.contact_email} o chiama ${s.contact_phone}.`,
  roomBed: (name: string, bed: string) => `${name} ha ${bed === 'singoli' ? 'due letti singoli' : 'un letto matrimoniale'}.`,
  roomNightsPrice: (name: string, perNight: number, nights: number, to = perNight) =>
    perNight < to
      ? `${name} costa da ${eur(perNight)} a ${eur(to)} a notte, secondo la stagione: dimmi quando vorresti venire e ti calcolo il totale di ${nights} ${nights === 1 ? 'notte' : 'notti'}.`
      : `${name} costa ${eur(perNight)} a notte: per ${nights} ${nights === 1 ? 'notte' : 'notti'} ${eur(perNight * nights)} al prezzo base. Il prezzo esatto dipende dalle date: dimmi quando vorresti venire e te lo calcolo.`,
  roomPrice: (name: string, perNight: number, to = perNight) =>
    perNight < to
      ? `${name} costa da ${eur(perNight)} a ${eur(to)} a notte, secondo la stagione; dimmi le date e ti calcolo il totale.`
      : `${name} costa ${eur(perNight)} a notte al prezzo base; dimmi le date e ti calcolo il totale.`,
  beds: (bed: string, names: string[]) =>
    `${bed === 'singoli' ? 'Camere con due letti singoli' : 'Camere con letto matrimoniale'}: ${list(names)}.`,
  stayPrice: (room: string, d: StayDatesText, total: number, perNight: number, sameEveryNight: boolean) =>
    `${room} dal ${day(d.checkIn)} al ${day(d.checkOut)} (${d.nights} ${d.nights === 1 ? 'notte' : 'notti'}): ${eur(total)} in tutto (${sameEveryNight ? '' : 'in media '}${eur(perNight)} a notte). È libera: vuoi prenotarla?`,
  minStay: (room: string, n: number) => `Mi dispiace, per ${room} con quell'arrivo il soggiorno minimo è di ${n} notti.`,
  clarify: (options: string[], s: Settings) =>
    `Non sono sicuro di aver capito: mi chiedi di ${options.join(' o di ')}? Se preferisci puoi contattarci: ${contacts(s)}.`,
  labels: {
    about: 'noi e la fattoria', hours: 'orari', location: 'come arrivare', contacts: 'contatti', checkin: 'check-in e check-out',
    rules: 'regole della casa', cancellation: 'cancellazione', payment: 'pagamenti', shipping: 'spedizioni',
    storage: 'conservazione dei prodotti', lookup: 'una prenotazione fatta', lead: 'essere ricontattato', rooms: 'camere',
    book: 'prenotare', availability: 'disponibilità', cheese: 'formaggi', salumi: 'salumi', allergens: 'allergeni',
  } as Record<string, string>,
  yes: ['si', 'sì', 'certo', 'ok', 'va bene', 'acconsento', 'yes', 'y', 'sure'],
  // After a language model's reply: the knowledge entries it answered from.
  knowledgeSource: (questions: string[]) => `Fonte: ${questions.map((q) => `«${q}»`).join(', ')}`,
};

export type Answers = typeof it;
