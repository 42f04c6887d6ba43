// A day the guest has free during the stay, to go somewhere: the places' entry, not free rooms on that day.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const VILLAGES = 'villages: Tempio about 30-40 minutes.';
const tools = {
  ...farmStubTools((q) => (/paes|borgh|town|village|visit|tempio|gita|trip/.test(q)
    ? [{ ...stubHit('villages', 0.62, 'paesi vicini borghi da visitare gita in giornata quanto dista tempio towns nearby villages to visit day trip how far is tempio'), answer: VILLAGES }]
    : [])),
  quoteRooms: () => Promise.resolve(new Map()),
};

Deno.test('a free day of the stay, with where to go, is the places’ entry, not a free room', async () => {
  for (const [lang, text] of [
    ['en', 'we have a day off on saturday during the stay, any nice villages to visit nearby?'],
    ['en', 'got a free day tomorow, what town would u suggest for a day trip?'],
    ['it', 'sabato abbiamo un giorno libero, quali borghi ci consigliate di visitare?'],
    ['it', 'dopodomani giornata libera, che paese vale una gita? quanto dista tempio?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.message === VILLAGES, `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('a free room asked on a day is still the rooms', async () => {
  const r = await talkToFarmStub(tools, 'it', ['avete una camera libera sabato?']);
  ok(r.message !== VILLAGES, r.message);
});
