// A stay policy asked through the guest's situation, or beside other details of the stay (a date, an hour, a booking
// made): the policy that applies, said directly. Each kind with new sentences, both languages, typos.
import { ok } from 'node:assert';
import { cancellationStubTools, farmEntriesStubTools, farmStubTools, stubHit, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';
import type { Lang } from './types.ts';

// The farm's own entries, and the house rules' line (the rules' general text) as public.search_knowledge returns it
// when asked by the rules' topic: after the hits, or as high as the first when its text names the rule asked too.
const RULES_LINE = 'House rules: quiet hours 23:00-07:00; no smoking in the rooms; pets allowed with prior notice.';
function withRulesLine(asHighAsFirst: boolean): Tools {
  const entries = farmEntriesStubTools();
  return {
    ...entries,
    searchKnowledge: async (q, lang, topic) => {
      const hits = await entries.searchKnowledge(q, lang, topic);
      const line = { ...stubHit('rules', asHighAsFirst ? hits[0]?.score ?? 0.5 : 0, 'regole rules'), answer: RULES_LINE };
      return asHighAsFirst ? [line, ...hits] : topic === 'rules' ? [...hits, line] : hits;
    },
  };
}

const say = async (tools: Tools, lang: Lang, turns: string[]) => (await talkToFarmStub(tools, lang, turns)).message;

Deno.test('a party saying it is loud or stays up late outside, asking nothing, gets the quiet hours', async () => {
  const tools = withRulesLine(false);
  for (const [lang, said] of [
    ['en', 'heads up, we are a pretty noisy bunch and tend to stay up late talking on the terrace'],
    ['en', 'our group likes late nights out in the garden, we can get a bit loud'],
    ['it', 'siamo un gruppo rumoroso e ci piace fare tardi a chiacchierare fuori'],
    ['it', 'vi avviso che siamo amici chiassosi e di solito tiriamo tardi in giardino'],
  ] as Array<[Lang, string]>) {
    const r = await say(tools, lang, [said]);
    ok(r.includes('23:00'), `${said} → ${r}`);
  }
});

Deno.test('the no-show named with its payment is the cancellation terms, not the payment methods', async () => {
  const tools = cancellationStubTools();
  for (const [lang, said] of [
    ['it', 'in caso di no show cosa pagate?'],
    ['it', 'noshow, il pagamento come funziona?'],
    ['en', 'what if we are a no-show, do we still pay?'],
    ['en', 'no show policy payment?'],
  ] as Array<[Lang, string]>) {
    const r = await say(tools, lang, [said]);
    ok(r.includes('100'), `${said} → ${r}`);
  }
});

Deno.test('an arrival hour said with its date and the check-in asked is the check-in window, no free rooms', async () => {
  const tools = { ...farmEntriesStubTools(), quoteRooms: () => Promise.resolve(new Map()) } as Tools;
  for (const [lang, said] of [
    ['it', 'arriviamo il 12 luglio verso le 23, ci sono problemi per il check in?'],
    ['it', 'il 5 settembre arriviamo dopo le 21 col volo, il check in va bene lo stesso?'],
    ['it', 'sbarchiamo il 3 giugno e saremo da voi verso le 22:30, e un problema x il check in?'],
  ] as Array<[Lang, string]>) {
    const r = await say(tools, lang, [said]);
    ok(r.includes('20:00') && !/libere|free/.test(r), `${said} → ${r}`);
  }
});

// Words of the stay said beside (a month, a room) draw other entries and dilute the pets' entry below the bar.
const PETS = { it: 'Animali ammessi con preavviso: scrivici a info@tenutasarda.it o chiamaci al +39 0789 123 456.', en: 'Pets allowed with prior notice: write to info@tenutasarda.it or call +39 0789 123 456.' };
const petSearch = wordShareSearch([
  ['season', 'season stagione june giugno july luglio august agosto september settembre best time periodo migliore when'],
  ['pets', 'pets pet animali animale dog dogs cane cani allowed ammessi bring portare'],
  ['rules', 'rules regole house rules'],
], () => 1, ['the', 'and', 'che', 'per']);
const petTools = {
  ...farmStubTools((q, lang) => petSearch(q).map((h) => ({ ...h, answer: h.topic === 'pets' ? PETS[lang] : h.topic === 'rules' ? 'House rules.' : 'Seasons.' }))),
  findBooking: () => Promise.resolve(null),
} as Tools;

Deno.test('a pet said, then whether to tell the farm beside the booking made and its month, is the pets’ entry', async () => {
  for (const [lang, turns] of [
    ['en', ['we will have our two labradors with us', 'the Mirto is booked already for september btw, should we let you know in advance?']],
    ['it', ['veniamo con il nostro cane', 'abbiamo gia prenotato la lavanda a luglio. dobbiamo avvisarvi?']],
    ['en', ['travelling with our dog', 'we booked the Elicrisio in august, do i need to tell u?']],
  ] as Array<[Lang, string[]]>) {
    const r = await say(petTools, lang, turns);
    ok(r.includes('123 456'), `${turns.join(' | ')} → ${r}`);
  }
});

const SMOKING = { it: 'Nelle camere è vietato fumare', en: 'Smoking is not allowed in the rooms' };

Deno.test('whether one of the party may smoke in the room is the smoking rule itself, not the whole house rules', async () => {
  for (const [lang, said] of [
    ['en', 'my wife smokes, can she smoke in the room?'],
    ['en', 'my dad is a smoker, could he have a cigarette in the room'],
    ['it', 'mio marito fuma, puo fumare in camera?'],
    ['it', 'sono fumatore, posso fumare nella stanza?'],
  ] as Array<[Lang, string]>) {
    const r = await say(withRulesLine(true), lang, [said]);
    ok(r.startsWith(SMOKING[lang]), `${said} → ${r}`);
  }
});
