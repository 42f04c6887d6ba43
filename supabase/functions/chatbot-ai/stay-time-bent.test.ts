// Keeping the room past the check-out (or bending the stay's times) asked as a request: the check-in's text and the
// farm to ask, with its contacts; only the farm grants another time.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { stayTimeBentAskedIn } from './stay-time-bent.ts';
import type { Lang } from './types.ts';

const CHECKIN = 'Check-in 15:00-20:00 (earlier on request); check-out by 10:00 (later on request).';
const tools = farmStubTools((q, _lang, topic) => (topic === 'checkin' || /check/.test(q) ? [{ id: 'checkin', topic: 'checkin', question: 'Check-in?', answer: CHECKIN, score: 0.5, wordings: 'check in check out' }] : []));

Deno.test('the room kept past the check-out, asked in new words, is the check-in text with the farm to ask', async () => {
  for (const [lang, turns] of [
    ['en', ['when do we have to check out?', 'the ferry only leaves at 9pm, can we hold on to the room until the afternoon?']],
    ['en', ['could we keep our room til 2pm on the last day? long drive after']],
    ['it', ['a che ora si lascia la camera?', 'il treno e alle 17, si puo tenere la stanza fino al pomeriggio?']],
    ['it', ['possiamo rimanere in camera fino alle 13 il giorno che partiamo?']],
  ] as Array<[Lang, string[]]>) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('10:00') && r.message.includes('123 456'), `${turns.join(' / ')} → ${r.message}`);
  }
});

Deno.test('the usual check-out asked, or a room kept as a booking, is no bent time', () => {
  ok(!stayTimeBentAskedIn(['what', 'time', 'is', 'check', 'out']));
  ok(!stayTimeBentAskedIn(['vorrei', 'prenotare', 'la', 'camera', 'lavanda']));
  ok(stayTimeBentAskedIn(['is', 'a', 'late', 'check', 'out', 'possible']));
});
