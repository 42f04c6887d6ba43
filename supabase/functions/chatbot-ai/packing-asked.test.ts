// What to pack or wear for a season at the farm is its weather, "chilly" the cold and no chilli: the weather's entry,
// not the rooms' heating nor the spicy products.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';

const search = wordShareSearch([
  ['climate', 'aria condizionata in camera c e il riscaldamento fa freddo d inverno is there air conditioning is there heating is it cold in winter'],
  ['weather_altitude', 'fa caldo in estate fa freddo la sera che vestiti portare cosa mettere in valigia clima in collina is it hot in summer what clothes to bring what should we pack is it cold at night is it chilly in the evenings do we need a jumper warm clothes climate weather'],
  ['beaches', 'spiagge vicine nearest beach how far is the sea'],
], (_w, has) => (has ? 1 : 0.5), ['the', 'and', 'for', 'che', 'what', 'there', 'should']);
const tools = farmStubTools((q, _l, topic) => search(q).map((h) => ({ ...h, answer: h.topic === 'weather_altitude' ? 'weather: winters are cold, evenings cool.' : h.answer, topic: h.topic ?? topic })));

Deno.test('what to pack or wear in a season is the weather’s entry', async () => {
  for (const [lang, text] of [
    ['en', 'how cold does it get there in january? what clothes should we bring'],
    ['en', 'is it chilly in the evenings in june, do we pack jumpers?'],
    ['en', 'gets chilly at nite in august? wat to pack'],
    ['it', 'a febbraio fa freddo da voi? cosa metto in valigia?'],
    ['it', 'd estate la sera fa fresco? che vestiti porto in valigia'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.message.startsWith('weather:'), `${text} → ${r.type} ${r.message}`);
  }
});
