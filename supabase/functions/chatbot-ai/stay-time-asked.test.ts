// The stay's own times asked in loose words: an hour of arriving (in dialect or with typos) is the check-in's hours,
// not the way here; the evening with the check-in asked is still its hours, not the quiet hours; the latest leaving,
// or "and for leaving?" after the check-in's time, is the check-out.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const CHECKIN = 'Check-in 15:00-20:00 (earlier on request); check-out by 10:00 (later on request).';
const tools = farmStubTools((query) => {
  const hits: KnowledgeHit[] = [
    stubHit('directions', 0.5, 'come arrivare arrivare how to get here arrive'),
    { ...stubHit('quiet_hours', 0.62, 'orari del silenzio fino a che ora si puo fare rumore quiet hours until what time evening'), answer: 'quiet_hours: 23:00-07:00.' },
    stubHit('parking', 0.35, 'parcheggio parking leave the car lasciare'),
  ];
  if (/tardi|late/.test(query)) hits.push({ ...stubHit('late_arrival', 0.3, 'arrivo tardi la sera late arrival'), answer: 'late: after 22:00 call 123 456.' });
  return [...hits, { ...stubHit('checkin', 0.2, 'check in'), answer: CHECKIN }];
});
const reply = async (lang: 'it' | 'en', turns: string[]) => (await talkToFarmStub(tools, lang, turns)).message;

Deno.test('an hour of arriving asked in dialect or with typos is the check-in hours, not the way here', async () => {
  for (const [lang, text] of [
    ['it', 'ciao, da ke ora possiamo arrivare?'],
    ['it', 'ke orario si puo arrivare in struttura'],
    ['en', 'wat time can we arrive at your place'],
    ['en', 'from wat time can we get there?'],
  ] as const) {
    const said = await reply(lang, [text]);
    ok(said === CHECKIN, `${text} → ${said}`);
  }
});

Deno.test('the check-in asked until when in the evening is its hours, not the quiet hours', async () => {
  for (const [lang, text] of [
    ['it', 'entro che ora di sera bisogna fare il check in?'],
    ['it', 'la sera fino a quando si fa il check-in?'],
    ['en', 'until what time in the evening can we check in?'],
    ['en', 'how late in the evening is check in open'],
  ] as const) {
    const said = await reply(lang, [text]);
    ok(said === CHECKIN, `${text} → ${said}`);
  }
});

// "latest" shares the late arrival's stem, and leaving the car is the parking's: both ranked high for such messages.
const leavingTools = farmStubTools(() => [
  { ...stubHit('late_arrival', 0.72, 'late check in arriving after 8pm arrivo tardi'), answer: 'late: after 20:00 call 123 456.' },
  stubHit('parking', 0.55, 'parcheggio parking leave the car lasciare la macchina'),
  { ...stubHit('checkin', 0.2, 'check in'), answer: CHECKIN },
]);

Deno.test('the latest leaving, or leaving asked after the check-in time, is the check-out', async () => {
  for (const [lang, turns] of [
    ['en', ['what is the latest check out time?']],
    ['en', ['latest time to leave the room on the last day?']],
    ['en', ['how late can we checkout on sunday']],
    ['it', ['qual è l ultimo orario per il check out?']],
    ['en', ['when is check in?', 'and to leave?']],
    ['it', ['a che ora è il check in?', 'e per andare via?']],
    ['it', ['orario check in?', 'e la partenza?']],
    ['en', ['check in time?', 'and when do we have to leave?']],
  ] as const) {
    const said = (await talkToFarmStub(leavingTools, lang, [...turns])).message;
    ok(said === CHECKIN, `${turns.join(' | ')} → ${said}`);
  }
});
