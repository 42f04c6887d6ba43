// An hour of arrival said with the check-in: the check-in's hours, or after them the late arrival (with the contacts),
// whatever journey or plans came with it; an hour of leaving is the check-out's.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const CHECKIN = 'Check-in 15:00-20:00 (earlier on request); check-out by 10:00 (later on request).';
const LATE = 'late_arrival: arriving after 20:00, agree it with us: phone 123 456.';
// What the search may rank for such messages: the plans around the arrival first, the late arrival only when worded.
const tools = farmStubTools((query) => {
  const hits: KnowledgeHit[] = [
    stubHit('beaches', 0.62, 'spiagge mare beach sea'),
    stubHit('car_hire', 0.5, 'noleggio auto car hire macchina'),
    stubHit('dinner', 0.3, 'cena dinner'),
  ];
  if (/tardi|late/.test(query)) hits.push({ ...stubHit('late_arrival', 0.3, 'arrivo tardi la sera late arrival'), answer: LATE });
  return [...hits, { ...stubHit('checkin', 0.2, 'check in'), answer: CHECKIN }];
});
const reply = async (lang: 'it' | 'en', text: string) => (await talkToFarmStub(tools, lang, [text])).message;

Deno.test('an arrival after the check-in window is the late arrival, with the contacts', async () => {
  for (const [lang, text] of [
    ['it', 'lavoro fino a tardi, arriviamo verso le 23 al check in, va bene lo stesso?'],
    ['en', 'we have a wedding in town that day so we would check in at about 10.30pm, is that fine?'],
    ['en', 'can we check in at 11pm? we are coming by car after work'],
    ['it', 'facciamo check in alle 21 e 30 circa dopo cena, si puo?'],
  ] as const) {
    const said = await reply(lang, text);
    ok(said.includes('123 456'), `${text} → ${said}`);
  }
});

Deno.test('an arrival within or before the window is the check-in hours, not the plans around it', async () => {
  for (const [lang, text] of [
    ['it', 'possiamo fare il check in verso le 11? poi andiamo subito in spiaggia'],
    ['en', 'could we check in at 12 and drop the bags, then head to the beach?'],
    ['it', 'atterro a olbia alle 16 e noleggio la macchina, fino a che ora posso arrivare per il check in?'],
  ] as const) {
    const said = await reply(lang, text);
    ok(said === CHECKIN, `${text} → ${said}`);
  }
});

Deno.test('keeping the room past check-out because of the journey home is the check-out', async () => {
  for (const [lang, text] of [
    ['en', 'the ferry back leaves at 6pm, could we stay in the room until 2pm on the last day?'],
    ['it', 'il volo di ritorno e alle 19, possiamo tenere la camera fino alle 14 il giorno della partenza?'],
    ['en', 'our train home is at 4pm, what time do we have to check out?'],
  ] as const) {
    const said = await reply(lang, text);
    // The room kept past the check-out is asked of the farm: its contacts may follow (stay-time-bent.ts).
    ok(said.startsWith(CHECKIN), `${text} → ${said}`);
  }
});

Deno.test('an hour of arrival beside another question an entry answers is that question', async () => {
  const parking = farmStubTools(() => [stubHit('parking', 0.7, 'parcheggio parking posto auto'), { ...stubHit('checkin', 0.2, 'check in'), answer: CHECKIN }]);
  for (const [lang, text] of [['it', 'arriviamo verso le 23, avete un parcheggio?'], ['en', 'we arrive around 11pm, is there parking?']] as const) {
    const said = (await talkToFarmStub(parking, lang, [text])).message;
    ok(said === 'parking: the answer.', `${text} → ${said}`);
  }
});
