// A room's bed or feature asked without naming a room, right after one room was talked about ("ha il letto
// matrimoniale?" after its description): that room's, not every room that has it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a bed asked after one room was described is that room’s beds', async () => {
  const cases: Array<['it' | 'en', string[], RegExp, RegExp]> = [
    ['it', ['com è la camera mirto?', 'ci sono due letti singoli o uno matrimoniale?'], /Mirto ha due letti singoli/, /Lavanda/],
    ['it', ['parlami della camera orchidea', 'c e il leto matrimoniale?'], /Orchidea Deluxe ha un letto matrimoniale/, /Elicrisio/],
    ['en', ['describe the ginepro room please', 'got a double bed?'], /Ginepro has two single beds/, /Lavanda/],
    ['en', ['what is the lavanda like?', 'is the bed a double or are there two singles?'], /Lavanda Deluxe has a double bed/, /Mirto|Ginepro/],
  ];
  for (const [lang, turns, must, not] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(must.test(r.message) && !not.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a bed asked of the rooms, or of another room, after one room was described is not that room alone', async () => {
  const rooms = await talkToFarmStub(tools, 'it', ['com è la camera mirto?', 'quali camere hanno il letto matrimoniale?']);
  ok(/Lavanda/.test(rooms.message) && !/Mirto ha/.test(rooms.message), rooms.message);
  const other = await talkToFarmStub(tools, 'en', ['tell me about the ginepro', 'does the lavanda have a double bed?']);
  ok(/Lavanda Deluxe has a double bed/.test(other.message) && !/Ginepro/.test(other.message), other.message);
  const another = await talkToFarmStub(tools, 'en', ['tell me about the ginepro', 'i need another room with a double bed']);
  ok(/Lavanda/.test(another.message), another.message);
});
