// The travel time asked from a kind of place ("from the port", "dall'aeroporto") after the guest told where they land
// by that kind's way (a ferry docking at a port, a flight landing at a town): the place landed at, its km and minutes.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();

Deno.test('the way from the kind of place asked after landing there by its way is from the place landed at', async () => {
  for (const [lang, turns, must] of [
    ['en', ['we are taking the ferry, docking at golfo aranci', 'how long from the port to your place?'], '45 km'],
    ['en', ['hi, im mark, our boat gets into golfo aranci early morning', 'and from the port how long does it take us to drive?'], '45 km'],
    ['it', ['sono paolo, vengo col traghetto e sbarco a golfo aranci', 'e dal porto quanto ci vuole?'], '45 km'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [...turns])).message;
    ok(said.includes(must), `${turns.join(' / ')} → ${said}`);
  }
});
