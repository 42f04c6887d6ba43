// The farm's address asked to drive to it: the directions with the address, not an entry worded with another word.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('weather_altitude', 0.62, 'altitudine clima tempo esattamente metri'), stubHit('villages', 0.3, 'paesi vicini')]);

Deno.test('the address asked for a navigator is the directions with the address', async () => {
  for (const [lang, text] of [
    ['it', 'cosa devo scrivere nel navigatore per trovarvi esattamente?'],
    ['en', 'what do i type into the satnav to find you'],
    ['en', 'can u send the exact address for google maps pls'],
    ['it', 'mi serve l indirizzo esatto per il gps'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.message.includes('Telti') && !r.message.includes('weather_altitude'), `${text} → ${r.message}`);
  }
});

Deno.test('an address of another kind is not the way here', async () => {
  const r = await talkToFarmStub(tools, 'en', ['can i change the shipping address of my order?']);
  ok(!r.message.includes('Gallura'), r.message);
});
