// How cold or cool it gets at night or in the evening at the farm, asked among the guest's plans: the weather's
// entry (the altitude, cool evenings), not "I don't know".
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';

const WEATHER = 'weather_altitude: 700 m, cool evenings.';
// The weather entry's wordings as the data has them (with migration 20261129600000).
const search = wordShareSearch([
  ['weather_altitude', 'che clima c e alla tenuta what is the weather like at the farm fa freddo la sera sere fresche is it cold at night is it chilly in the evenings climate in the hills clima weather ' +
    'does the temperature drop at night does it get cool at night how cold are the nights la sera fa freschino di notte scende la temperatura'],
  ['climate', 'aria condizionata air conditioning heating riscaldamento is it cold in winter fa freddo d inverno'],
  ['late_arrival', 'arrivo tardi la sera late arrival at night'],
], (_w, any) => (any ? 1 : 0.5), ['the', 'and', 'does', 'get', 'you', 'your', 'yours', 'are', 'che', 'per']);
const tools = farmStubTools((query) => search(query).map((h) => (h.topic === 'weather_altitude' ? { ...h, answer: WEATHER } : h)));

Deno.test('cold at night asked among plans is the weather entry', async () => {
  for (const [lang, text] of [
    ['en', 'cycling the coast road next week, will we freeze in the evenings up where you are?'],
    ['en', 'walking tour around tempio in late april: does the temperature drop much at nite at your place?'],
    ['it', 'giriamo la gallura a piedi a maggio, da voi la sera fa freschino?'],
    ['it', 'ottobre, trekking sul limbara: di notte lassu quanto e freddo?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === WEATHER, `${text} → ${said}`);
  }
});
