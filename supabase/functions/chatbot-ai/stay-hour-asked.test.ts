// The stay's own hour asked against the usual one, or with the day it is needed: the check-in's text (both hours),
// not the way here, the rooms, nor the free rooms of that day.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('checkin', 0.12, 'check in check out orari'), stubHit('airport_olbia', 0.2, 'aeroporto di olbia volo')]);
const isCheckin = (m: string) => m.includes('checkin: the answer.');

Deno.test('arriving earlier or leaving later than a said hour is the check-in text, travel words beside it', async () => {
  for (const [lang, said] of [
    ['it', 'il traghetto sbarca alle 8, si puo entrare in camera prima di mezzogiorno?'],
    ['it', 'riusciamo ad arrivare prima delle 2? il volo atterra presto'],
    ['en', 'could we check in before 1pm? our ferry gets in at 9'],
    ['en', 'is it ok to leave a little later than normal, like at noon? the plane is at 6'],
    ['en', 'can we go home later than usual on the final day?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(isCheckin(r.message), `${said} → ${r.message}`);
  }
});

Deno.test('the stay\'s hour asked with its day is the check-in text, not the free rooms of that day', async () => {
  for (const [lang, said] of [
    ['it', 'arriviamo sabato 12 dicembre in mattinata, il check-in si puo fare prima?'],
    ['it', 'domani mattina per che ora bisogna lasciare la camera?'],
    ['en', 'we arrive on 5 january around noon, can we check in earlier?'],
    ['en', 'must we be out of the room by 11 tomorrow?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(isCheckin(r.message), `${said} → ${r.type} ${r.message}`);
  }
});

Deno.test('a stay said by days and nights later or before is no hour asked', async () => {
  for (const [lang, said] of [
    ['en', 'we arrive on friday and leave two nights later, any room free?'],
    ['it', 'arriviamo sabato e ripartiamo 4 giorni dopo, avete una camera?'],
  ] as const) {
    const r = await talkToFarmStub({ ...tools, quoteRooms: () => Promise.resolve(new Map()) }, lang, [said]);
    ok(!isCheckin(r.message), `${said} → ${r.type} ${r.message}`);
  }
});
