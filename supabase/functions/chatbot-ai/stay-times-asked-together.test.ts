// The stay's times said the way guests do: an arrival hour with a clock word ("ca. 21 uhr") and the check-in asked,
// its day beside it; a late arrival and a late leaving asked together; the guest's own getting in with a weekday
// after a booked room. The check-in's text and the late arrival's entry answer, never the free rooms nor the shipping.
import { ok } from 'node:assert';
import { clockHourSaidIn } from './arrival-clock.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Tools } from './tools.ts';
import type { Lang } from './types.ts';

const CHECKIN = { it: 'Check-in dalle 15:00 alle 20:00; check-out entro le 10:00.', en: 'Check-in from 15:00 to 20:00; check-out by 10:00.' };
const LATE = { it: 'Se arrivate tardi, dopo le 20:00, avvisateci: +39 0789 123 456.', en: 'If you arrive late, after 20:00, tell us: +39 0789 123 456.' };
const DELIVERY = { it: 'Spediamo dal lunedì al giovedì.', en: 'We ship Monday to Thursday.' };
const hit = (topic: string, score: number, answer: string, wordings: string): KnowledgeHit => ({ id: topic, topic, question: `${topic}?`, answer, score, wordings });
function search(query: string, lang: Lang): KnowledgeHit[] {
  const q = query.toLowerCase();
  const hits = [hit('checkin', 0.3, CHECKIN[lang], 'check in check out')];
  if (/late|tardi|night|notte/.test(q)) hits.push(hit('late_arrival', 0.35, LATE[lang], 'late arrival arrivo tardi late check in'));
  if (/friday|venerd|weekend/.test(q)) hits.push(hit('delivery_times', 0.5, DELIVERY[lang], 'do you ship on friday weekend'));
  return hits.sort((a, b) => b.score - a.score);
}
const stub = farmStubTools(search);
const tools: Tools = { ...stub, quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 100, sameEveryNight: true }]))) };

Deno.test('an hour with a clock word, or after "ca"/"around", is an hour said', () => {
  ok(clockHourSaidIn(['ca', '22', 'uhr']));
  ok(clockHourSaidIn(['around', '22h']));
  ok(clockHourSaidIn(['verso', 'le', '9pm']));
  ok(!clockHourSaidIn(['for', '2', 'adults']));
});

Deno.test('an arrival hour with a clock word and its day, the check-in asked, is the late arrival, not the free rooms', async () => {
  for (const [lang, said] of [
    ['en', 'guten tag, we are from munich and arrive saturday ca. 22 uhr, can we still check in?'],
    ['en', 'hello we come the day after tomorrow around 22h, is check in still possible?'],
    ['it', 'arriviamo domani verso le 22 uhr, va bene per il check in?'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.type === 'text' && r.message.includes('20:00') && r.message.includes('123 456'), `${said} → ${r.type} ${r.message}`);
  }
});

Deno.test('a late arrival and a late leaving asked together are both answered: the late arrival and the check-out', async () => {
  for (const [lang, said] of [
    ['en', 'we will get there after 10 pm and want to leave about 1pm the next day, is that alright?'],
    ['en', 'arriving late at night, like 11pm, and could we leave around noon?'],
    ['it', 'arriviamo tardi verso le 23 e vorremmo partire verso mezzogiorno, si puo?'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.message.includes('20:00') && r.message.includes('10:00'), `${said} → ${r.message}`);
  }
});

Deno.test('the guest getting in asked with a weekday after a room booked is the check-in, not the shipping', async () => {
  for (const [lang, turns] of [
    ['en', ['we have the Ginepro booked for next weekend', 'what time can we get in on friday?']],
    ['en', ['booked lavanda for friday and saturday', 'from what time could we get in on the friday?']],
    ['it', ['abbiamo prenotato la Orchidea per il weekend', 'venerdi da che ora possiamo entrare?']],
  ] as Array<[Lang, string[]]>) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('15:00') && !/ship|Sped/i.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});
