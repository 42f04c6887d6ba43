// Kind read from blind set 13: the farm's own facts (its altitude, its size, since when) asked in words the engine
// has no meaning for ("altezza", "how big", "the estate") are the farm's description, its entry 'about'.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools((_q, _lang, topic) => [
  ...(topic === 'about' ? [stubHit('about', 0.3, 'chi siete raccontami della fattoria')] : []),
  stubHit('weather_altitude', 0.32, 'che clima c e alla tenuta'),
  stubHit('wifi', 0.3, 'wifi internet'),
]);

Deno.test('the farm’s altitude or size asked in other words is the farm’s description', async () => {
  const cases: Array<['it' | 'en', string]> = [
    ['it', 'quanto e in alto la fattoria?'],
    ['it', 'la tenuta a che quota si trova'],
    ['it', 'quanto e grande la vostra azienda?'],
    ['en', 'how large is your property?'],
    ['en', 'how high up is the estate'],
    ['en', 'whats the size of the farm'],
    ['it', 'quanti ettari ha la tenuta'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.startsWith('about:'), `${q} → ${r.message}`);
  }
});

Deno.test('the size of a room is no farm fact', async () => {
  for (const [lang, q] of [['en', 'how big is the lavanda room?'], ['it', 'quanto e grande la camera orchidea']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(!r.message.startsWith('about:'), `${q} → ${r.message}`);
  }
});

// Kind read from blind set 15: a landscape named beside the size asked ("dei boschi", "the pastures") is what the land
// holds, not a room's view.
Deno.test('the farm’s size asked with its woods or pastures named is the farm’s description, not a room’s view', async () => {
  for (const [lang, q] of [
    ['it', 'di quanti ettari e l azienda? dalle foto sembra tutta boschi e pascoli'],
    ['en', 'how many hectares do you have? the oak woods in the photos look huge'],
    ['en', 'how big is the farm with all those forests around it?'],
    ['it', 'quanti ettari avete di terreno? mi hanno detto che c e tanto bosco'],
    ['it', 'abbiamo letto che avete tanti boschi, ma quanti ettari sono in tutto?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.startsWith('about:'), `${q} → ${r.message}`);
  }
});

// Kind read from blind set 26: the altitude or the size asked with why the guest asks (someone's health, who wants to
// know: "me lo chiede", "she's asking") is still the farm's description; those words are no other kind's hint.
Deno.test('the farm’s altitude asked with the reason for asking is the farm’s description', async () => {
  for (const [lang, q] of [
    ['it', 'a che altitudine e la tenuta? mia madre soffre di cuore e me lo chiede sempre'],
    ['it', 'quanti metri sul livello del mare siete? mio marito ha l asma, chiede se e un problema'],
    ['it', 'mia suocera ha la pressione alta e chiede a che altitudine vi trovate'],
    ['en', 'whats the elevation of the farm? my dad has heart trouble and he keeps asking'],
    ['en', 'my mum gets dizzy up high, what altitude are you at? she asked me to check'],
    ['it', 'che altitudine avete? il cardiologo di mio papa vuole saperlo prima della prenotazione'],
    ['en', 'my father asks what altitude youre at, he has to call his doctor first'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.startsWith('about:'), `${q} → ${r.message}`);
  }
});

// A shepherd dog ("pastore tedesco") is a pet's breed, no pasture: "pastore" is an everyday word, never corrected.
Deno.test('a shepherd dog said beside a pet question is no farm fact', async () => {
  for (const q of ['possiamo venire col nostro pastore maremmano? e grande ma buono', 'un pastore australiano di 3 anni e ammesso in camera?']) {
    const r = await talkToFarmStub(tools, 'it', [q]);
    ok(!r.message.startsWith('about:'), `${q} → ${r.message}`);
  }
});

// Kinds read from blind sets 37-40: the altitude asked of "you" ("a che quota state?", "how high up are you"), and
// woods asked as what is around the farm ("ci sono boschi vicino?", "any forest near you for walks?"): the farm's
// description, which says how high it is and how many hectares of woods it has.
Deno.test('the altitude asked of the farm as "you", and the woods around it, are the farm’s description', async () => {
  for (const [lang, q] of [
    ['it', 'a che quota state voi?'],
    ['en', 'how high up are you?'],
    ['it', 'siete in alto? soffro un po la quota'],
    ['it', 'ci sono dei boschi vicino a voi per fare due passi?'],
    ['en', 'any forest around you for walks? we love hiking'],
    ['en', 'are there woods nearby?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.startsWith('about:'), `${q} → ${r.message}`);
  }
});
