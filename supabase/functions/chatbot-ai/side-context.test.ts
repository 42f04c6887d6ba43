// A question said beside when or who is coming: the day or the party is context, not the request. The sentence that
// asks is answered; a day in the same sentence as a clear question of the way here is when; a holiday span named
// for a booking asks which days; whether the rooms are something the room rows do not say gets the contacts.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Tools } from './tools.ts';

const ENTRIES: Array<[string, string]> = [
  ['beaches', 'spiagge spiaggia mare beaches beach sea vicine nearest closest lontano'],
  ['airport', 'aeroporto airport olbia auto car drive quanto ci vuole how long minuti minutes'],
  ['port_golfo', 'golfo aranci porto port traghetto ferry km strada'],
  ['documents', 'documenti documento documents id identita passaporto passports check in'],
  ['children', 'bambini children kids letto aggiuntivo extra bed culla cot bimbi'],
  ['climate', 'riscaldamento heating inverno winter freddo cold aria condizionata'],
  ['accessibility', 'accessibile accessible sedia rotelle wheelchair gradini steps scale stairs disabili'],
];
const search = (query: string): KnowledgeHit[] => {
  const words = new Set(query.toLowerCase().split(/[^a-z0-9]+/));
  return ENTRIES.map(([topic, wordings]): KnowledgeHit => {
    const score = wordings.split(' ').filter((w) => words.has(w)).length / 4;
    return { id: topic, topic, question: `${topic}?`, answer: `${topic}: the answer.`, score, wordings };
  }).filter((h) => h.score > 0).sort((a, b) => b.score - a.score);
};
const stub = farmStubTools(search);
// Every room free, for the stays the engine would otherwise check.
const tools: Tools = { ...stub, quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 100, sameEveryNight: true }]))) };

Deno.test('a question said beside the day or the party coming is the question asked', async () => {
  for (const [lang, text, topic] of [
    ['it', 'Il mare è lontano da voi? Veniamo con tre bambini di 5, 7 e 9 anni', 'beaches'],
    ['en', 'wich beach is closest to the farm?? we travel with 2 kids aged 3 and 8', 'beaches'],
    ['en', 'do teenagers need a passport at check in? ours are 13 and 16', 'documents'],
    ['it', 'serve un documento anche per i ragazzi? hanno 12 e 14 anni', 'documents'],
    ['en', 'Is the bathroom wheelchair accessible, are there steps? My mum is 85, we come on the 9th of May.', 'accessibility'],
    ['it', "d'inverno c'è il riscaldamento? arriviamo il 27 dicembre", 'climate'],
    ['en', 'how long is it by car from the airport? we are 4 and we land on 3rd september', 'airport'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === `${topic}: the answer.`, `${text} → ${said}`);
  }
});

Deno.test('rooms asked beside the day or the party stay a stay', async () => {
  for (const [lang, text] of [
    ['en', 'we arrive on 12 august. do you have a free room?'],
    ['it', 'siamo in 3. avete una camera libera dal 4 al 6 maggio?'],
  ] as const) {
    const reply = await talkToFarmStub(tools, lang, [text]);
    ok(reply.type === 'rooms' || reply.type === 'booking', `${text} → ${reply.type} ${reply.message}`);
  }
});

Deno.test('a day in the same sentence as the way here asked is when, not a stay', async () => {
  for (const [lang, text] of [
    ['it', 'sbarchiamo a golfo aranci il 12/9 col traghetto: quanti km di strada sono fino a voi?'],
    ['en', 'we land at olbia airport on 5 may, how long is the drive to you?'],
    ['it', "arriviamo all'aeroporto di olbia il 3 agosto, quanto ci vuole in auto?"],
  ] as const) {
    const reply = await talkToFarmStub(tools, lang, [text]);
    ok(reply.type === 'text' && !/notte|night/.test(reply.message), `${text} → ${reply.type} ${reply.message}`);
  }
});

Deno.test('a holiday span named for a booking asks which days, never one night', async () => {
  for (const [lang, text] of [
    ['it', "possiamo prenotare una camera per il ponte dell'8 dicembre?"],
    ['it', 'vorremo prenotare per il ponte del 25 aprile, come si fa?'],
    ['en', 'can I book a room for the bank holiday, 4 may?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(/quali date|which dates/i.test(said) && !/1 notte|1 night/.test(said), `${text} → ${said}`);
  }
  // The days said with it are the stay's.
  const said = (await talkToFarmStub(tools, 'it', ['vorrei prenotare per il ponte, dal 1 al 3 giugno'])).message;
  ok(said.includes('2 notti'), said);
});

Deno.test('whether the rooms are something their rows do not say gets the contacts, not every room', async () => {
  for (const [lang, text] of [
    ['en', 'are the rooms soundproof?'],
    ['it', 'le camere sono insonorizzate?'],
    ['en', 'is the room pet proof'],
  ] as const) {
    const reply = await talkToFarmStub(tools, lang, [text]);
    ok(reply.message.includes('123 456') && reply.type !== 'rooms', `${text} → ${reply.type} ${reply.message}`);
  }
});
