// How long the drive is, asked after the guest said where they arrive ("we fly into alghero", then "how long would it
// take us to drive to the farm?"): the entry of that place, searched with its name from the turn before.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';

// The seeded entries of the arrival places are worded with their names; the weather's and the hours' answer any
// question weakly, as a search of travel words alone would.
const tools = farmStubTools((q, _lang, topic) => [
  ...(/\bcagliari\b/.test(q) ? [stubHit('airport_cagliari', 0.72, 'aeroporto cagliari airport atterro a cagliari')] : []),
  ...(/\balghero\b/.test(q) ? [stubHit('airport_alghero', 0.7, 'aeroporto alghero airport atterro ad alghero')] : []),
  ...(/\baranci\b/.test(q) ? [stubHit('port_golfo_aranci', 0.74, 'porto golfo aranci traghetto ferry')] : []),
  stubHit('weather', 0.34, 'che tempo fa weather clima'),
  ...(topic === 'hours' ? [stubHit('hours', 0.2, 'orari hours')] : []),
]);

Deno.test('a drive’s length asked after the arrival place was said is that place’s entry', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['sbarchiamo a golfo aranci col traghetto della notte', 'quanto tempo serve per arrivare da voi?'], 'port_golfo_aranci'],
    ['it', ['atterriamo ad alghero nel pomeriggio', 'poi quanto ci vuole con la macchina fino alla tenuta?'], 'airport_alghero'],
    ['en', ['our flight lands in alghero', 'how long would it take us to drive to the farm?'], 'airport_alghero'],
    ['en', ['we are coming by ferry into golfo aranci', 'roughly how many minutes by car to your place?'], 'port_golfo_aranci'],
    ['en', ['we fly into cagliari', 'how long is teh drive?'], 'airport_cagliari'],
  ];
  for (const [lang, turns, entry] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.startsWith(`${entry}:`), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a drive’s length asked from a place of its own is searched without the place said before', async () => {
  for (const [lang, turns] of [['en', ['we fly into cagliari', 'how long is the drive from palau?']], ['it', ['atterriamo ad alghero', 'quanto ci vuole in macchina dal porto?']]] as const) {
    const queries: string[] = [];
    const recording = farmStubTools((q) => (queries.push(q), []));
    await talkToFarmStub(recording, lang, [...turns]);
    const last = queries.filter((q) => q.startsWith(turns[1].slice(0, 10)));
    ok(last.length && last.every((q) => !/cagliari|alghero/.test(q)), last.join(' | '));
  }
});

Deno.test('how long asked after a product question is no way here', async () => {
  for (const [lang, turns] of [['en', ['do you produce any cheese with cows milk?', 'how long is it aged?']], ['it', ['producete anche formaggio di capra?', 'quanto tempo stagiona?']]] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(r.type === 'products', `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a drive’s length asked after the landing place was said with its day is that place’s entry', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['atterriamo a cagliari il 3 maggio', 'e da lì quanto ci mettiamo in auto?'], 'airport_cagliari'],
    ['en', ['we land in alghero on 2 june', 'how long will it take us from there by car?'], 'airport_alghero'],
    ['it', ['sbarco a golfo aranci il 10 luglio', 'e da li quanto ci metto fino a voi?'], 'port_golfo_aranci'],
  ];
  // The day said reads as a stay too: its rooms are quoted free.
  const quoting: Tools = { ...tools, quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 120, sameEveryNight: true }]))) };
  for (const [lang, turns, entry] of cases) {
    const r = await talkToFarmStub(quoting, lang, turns);
    ok(r.message.startsWith(`${entry}:`), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('how long asked after the guest said where they drive from, said with their arrival, is that place’s entry', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['buonasera, sono giulia e arrivo da alghero con la macchina', 'quanto ci metto più o meno?'], 'airport_alghero'],
    ['it', ['arriviamo da cagliari in auto sabato mattina', 'quanto tempo ci vuole secondo te?'], 'airport_cagliari'],
    ['en', ['hello, we are arriving from alghero by car', 'how long will it take us do you reckon?'], 'airport_alghero'],
    ['en', ['hi im tom and ill arrive from cagliari driving', 'how long will the trip take me?'], 'airport_cagliari'],
  ];
  for (const [lang, turns, entry] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.startsWith(`${entry}:`), `${turns.join(' / ')}: ${r.message}`);
  }
});
