// How long a product keeps: the storage the data gives, and the farm to ask for a number of days it does not give.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { keepingTimeAskedIn } from './keeping-days.ts';

const tools = farmStubTools();

Deno.test('how long a product keeps, with no days in the data, is to ask the farm with its contacts', async () => {
  for (const [lang, q, days] of [['it', 'per quanti giorni si conserva la ricotta fuori dal frigo?', 'giorni'],
    ['en', 'how long does the primo fiore keep out of the fridge?', 'days'], ['it', 'il pecorino fresco quanto dura in valigia?', 'giorni']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes(days) && r.message.includes('123 456'), `${q}: ${r.message}`);
  }
});

Deno.test('a keeping time is not read in other questions', () => {
  ok(!keepingTimeAskedIn('how long is the drive from olbia?'));
  ok(!keepingTimeAskedIn('quanto costa la ricotta?'));
  ok(keepingTimeAskedIn('how many days will the ricotta last'));
});
