// The built-in assistant: no model, just intent detection on the last message, the state of the
// conversation read back from the history (booking lookup and lead capture ask for details in turns),
// and answers from the live data through the tools.
import { en } from './answers-en.ts';
import { it, type Answers } from './answers-it.ts';
import { addDays, parseStayDates, type StayDates } from './dates.ts';
import { findEmail, findName, findPhoneMatch, findReference, namedItems, withoutEmails, yesNo } from './entities.ts';
import { detectIntent, type Intent } from './intents.ts';
import { normalise, phraseIn, tokenize } from './normalise.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lang, Lead, Product, Reply, Room } from './types.ts';

export interface EngineInput {
  messages: ChatMessage[];
  sessionId: string;
  language: Lang;
  /** yyyy-MM-dd in the farm's time zone. */
  today: string;
}

const text = (message: string, follow_up: string | null = null): Reply => ({ message, type: 'text', data: [], follow_up });
const nightsBetween = (d: StayDates) =>
  Math.round((Date.parse(`${d.checkOut}T00:00:00Z`) - Date.parse(`${d.checkIn}T00:00:00Z`)) / 86_400_000);

const BOTH = [it, en];
const isOneOf = (content: string | undefined, pick: (a: Answers) => string) =>
  content !== undefined && BOTH.some((a) => pick(a) === content);
const awaitsLookup = (content?: string) =>
  isOneOf(content, (a) => a.lookupAsk) ||
  isOneOf(content, (a) => a.lookupMissingEmail) ||
  isOneOf(content, (a) => a.lookupMissingReference);
const awaitsLead = (content?: string) => isOneOf(content, (a) => a.leadAsk) || isOneOf(content, (a) => a.leadMissing);
const awaitsConsent = (content?: string) =>
  content !== undefined && content.includes('/privacy-policy') && /Acconsenti|Do you consent/.test(content);

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

function todayInRome(): string {
  return ROME_DAY.format(new Date());
}

export function builtInToday(): string {
  return todayInRome();
}

export async function builtInReply(input: EngineInput, tools: Tools): Promise<Reply> {
  const A = input.language === 'en' ? en : it;
  const users = input.messages.filter((m) => m.role === 'user');
  const last = users[users.length - 1]?.content ?? '';
  const lastIndex = input.messages.lastIndexOf(users[users.length - 1]);
  const prevAssistant = input.messages.slice(0, lastIndex).reverse().find((m) => m.role === 'assistant')?.content;

  // Turn-taking states first: the visitor is answering a question the assistant asked.
  const reference = findReference(last);
  const email = findEmail(last);
  if (awaitsLookup(prevAssistant) || (reference && email)) {
    const recent = users.slice(-3).map((m) => m.content).join(' \n ');
    const ref = reference ?? findReference(recent);
    const mail = email ?? findEmail(recent);
    if (ref && mail) return lookup(A, tools, ref, mail);
    if (ref || mail || awaitsLookup(prevAssistant)) {
      if (ref && !mail) return text(A.lookupMissingEmail);
      if (mail && !ref) return text(A.lookupMissingReference);
    }
  }
  if (awaitsConsent(prevAssistant)) {
    const answer = yesNo(last);
    if (answer) {
      if (answer === 'no') return text(A.leadDeclined);
      const details = users[users.length - 2]?.content ?? '';
      const request = users.slice(0, -2).reverse().find((m) => detectIntent(m.content).intent === 'lead')?.content ?? null;
      await tools.saveLead(input.sessionId, leadFrom(details, request), true);
      return text(A.leadSaved);
    }
  }
  if (awaitsLead(prevAssistant)) {
    const lead = leadFrom(last, null);
    if (lead.email || lead.phone) return text(A.leadConsent(lead));
    if (detectIntent(last).intent === 'unknown') return text(A.leadMissing);
  }

  const { intent, scores } = detectIntent(last);
  return answerIntent(intent, scores, last, input, A, tools);
}

// Labels a visitor may put before a detail ("tel: 333…", "e-mail: …"): not part of what they asked for.
const DETAIL_LABELS = /\b(?:e-?mail|mail|tel(?:efono)?|phone|cell(?:ulare)?|mobile|nome|name|numero|number)\b\s*:?/gi;

/** Name, e-mail and phone from the message with the details; what is left of it is the request, else the
 * earlier message that asked to be contacted. */
function leadFrom(details: string, request: string | null): Lead {
  const email = findEmail(details);
  const phone = findPhoneMatch(details);
  const name = findName(details);
  let rest = withoutEmails(details);
  if (phone) rest = rest.replace(phone.written, ' ');
  if (name) rest = rest.replace(name, ' ');
  rest = rest.replace(DETAIL_LABELS, ' ').replace(/[\s,;:.]+/g, ' ').trim();
  const said = /\p{L}{3}/u.test(rest) ? rest : null;
  return { name, email, phone: phone?.phone ?? null, interest: said ?? request };
}

async function lookup(A: Answers, tools: Tools, reference: string, email: string): Promise<Reply> {
  const booking = await tools.findBooking(reference, email);
  if (!booking) return text(A.lookupNotFound(await tools.settings()));
  return { message: A.lookupFound(booking), type: 'text', data: [booking], follow_up: A.lookupFoundFollowUp };
}

async function answerIntent(
  intent: Intent,
  scores: Partial<Record<Intent, number>>,
  last: string,
  input: EngineInput,
  A: Answers,
  tools: Tools,
): Promise<Reply> {
  const lang = input.language;
  // A product named in full ("smoked fiore sardo") is a request to see it, even when a word of its name
  // is also a keyword of a weaker intent (smoked → smoking rules).
  if (['rules', 'unknown', 'about', 'greeting', 'thanks'].includes(intent)) {
    const tokens = tokenize(last);
    const full = (await tools.products(lang)).filter((p) => phraseIn(tokens, normalise(p.name)));
    if (full.length) return { message: A.productNamed(full.map((p) => p.name).join(', ')), type: 'products', data: full, follow_up: null };
  }
  switch (intent) {
    case 'greeting':
      return text(A.greeting, A.greetingFollowUp);
    case 'thanks':
      return text(A.thanks);
    case 'about':
      return text(A.about, A.aboutFollowUp);
    case 'hours':
      return text(A.hours);
    case 'location':
      return text(A.location(await tools.settings()));
    case 'contacts':
      return text(A.contacts(await tools.settings()));
    case 'checkin':
      return text(A.checkin);
    case 'rules':
      return text(A.rules);
    case 'cancellation':
      return text(A.cancellation(await tools.settings()));
    case 'payment':
      return text(A.payment);
    case 'shipping':
      return text(A.shipping(await tools.settings()));
    case 'storage':
      return text(A.storage);
    case 'lookup':
      return text(A.lookupAsk);
    case 'lead':
      return text(A.leadAsk);
    case 'book':
    case 'availability':
      return stay(intent, last, input, A, tools);
    case 'rooms':
      return (scores.book ?? 0) > 0 || (scores.availability ?? 0) > 0 || parseStayDates(last, input.today)
        ? stay((scores.book ?? 0) > 0 ? 'book' : 'availability', last, input, A, tools)
        : rooms(last, lang, A, tools);
    case 'price':
      if ((scores.rooms ?? 0) > 0) return rooms(last, lang, A, tools);
      if ((scores.cheese ?? 0) + (scores.salumi ?? 0) + (scores.products ?? 0) > 0) return products(last, scores, lang, A, tools);
      {
        const named = namedItems(last, await tools.products(lang));
        if (named.length) return products(last, scores, lang, A, tools);
        const all = await tools.rooms(lang);
        return text(A.price(Math.min(...all.map((r) => r.price_per_night))));
      }
    case 'cheese':
    case 'salumi':
    case 'products':
      return products(last, scores, lang, A, tools);
    case 'unknown': {
      // A product or room named on its own ("primo fiore?", "lavanda") is a request to see it.
      if (namedItems(last, await tools.products(lang)).length) return products(last, scores, lang, A, tools);
      if (namedItems(last, await tools.rooms(lang)).length) return rooms(last, lang, A, tools);
      const s = await tools.settings();
      return text(A.unknown(s), A.unknownFollowUp);
    }
  }
}

async function products(
  last: string,
  scores: Partial<Record<Intent, number>>,
  lang: Lang,
  A: Answers,
  tools: Tools,
): Promise<Reply> {
  const all = await tools.products(lang);
  if (all.length === 0) return text(A.noProducts);
  const named = namedItems(last, all);
  if (named.length) {
    const sold = named.filter((p) => p.stock_quantity <= 0).map((p) => p.name);
    return {
      message: A.productNamed(named.map((p) => p.name).join(', ')) + (sold.length ? ` ${A.outOfStock(sold.join(', '))}` : ''),
      type: 'products',
      data: named,
      follow_up: null,
    };
  }
  const cheese = scores.cheese ?? 0;
  const salumi = scores.salumi ?? 0;
  let list: Product[] = all;
  let message = A.products(all.length);
  if (cheese > salumi) {
    list = all.filter((p) => p.category_slug === 'formaggi');
    message = A.cheese(list.length);
  } else if (salumi > cheese) {
    list = all.filter((p) => p.category_slug === 'salumi');
    message = A.salumi(list.length);
  }
  if (list.length === 0) {
    list = all;
    message = A.products(all.length);
  }
  return { message, type: 'products', data: list, follow_up: A.productsFollowUp };
}

async function rooms(last: string, lang: Lang, A: Answers, tools: Tools): Promise<Reply> {
  const all = await tools.rooms(lang);
  const named = namedItems(last, all);
  if (named.length) {
    return { message: A.roomNamed(named.map((r) => r.name).join(', ')), type: 'rooms', data: named, follow_up: null };
  }
  const from = Math.min(...all.map((r) => r.price_per_night));
  return { message: A.rooms(all.length, from), type: 'rooms', data: all, follow_up: null };
}

async function stay(intent: 'book' | 'availability', last: string, input: EngineInput, A: Answers, tools: Tools): Promise<Reply> {
  const all = await tools.rooms(input.language);
  const named = namedItems(last, all);
  let dates = parseStayDates(last, input.today);
  if (dates && dates.checkIn < input.today) dates = null;
  if (dates && nightsBetween(dates) > 60) dates = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };

  if (!dates) {
    if (intent === 'availability') return text(A.askDates);
    if (named.length === 1) return { message: A.bookRoom(named[0].name), type: 'booking', data: named, follow_up: null };
    return { message: A.book, type: 'booking', data: all, follow_up: null };
  }

  const candidates = named.length ? named : all;
  const free: Room[] = [];
  for (const room of candidates) if (await tools.isAvailable(room.id, dates.checkIn, dates.checkOut)) free.push(room);
  const d = { ...dates, nights: nightsBetween(dates) };
  if (free.length === 0) {
    return named.length === 1 ? text(A.roomUnavailable(named[0].name, d), A.askDates) : text(A.noneAvailable(d));
  }
  const withDates = free.map((r) => ({ ...r, check_in: dates!.checkIn, check_out: dates!.checkOut }));
  if (intent === 'book') {
    return {
      message: free.length === 1 ? A.bookRoomDates(free[0].name, d) : A.bookDates(d, free.length),
      type: 'booking',
      data: withDates,
      follow_up: null,
    };
  }
  return { message: A.available(d, free.length), type: 'rooms', data: withDates, follow_up: A.availableFollowUp };
}
