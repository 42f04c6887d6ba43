// What the guest said of themselves earlier, asked back a few turns later: their name, their dates, how many they are.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { introducedName, rememberedAsked } from './guest-said.ts';
import type { Tools } from './tools.ts';

const stub = farmStubTools();
const tools: Tools = {
  ...stub,
  quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 300, sameEveryNight: true }]))),
};

Deno.test('a name said in an earlier turn is the answer when the guest asks it back', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['buonasera, sono Chiara', 'fate spedizioni in tutta italia?', 'sai ancora come mi chiamo?'], 'Chiara'],
    ['it', ['salve il mio nome è Dario Melis', 'a che ora si fa il check in', 'ricordi il mio nome?'], 'Dario'],
    ['en', ['hey there, i am sarah from leeds', 'do you have parking', 'sorry, what did i say my name was?'], 'Sarah'],
    ['en', ['hello my name is priya', 'any rooms with a sea view?', 'do u remember my name'], 'Priya'],
    ['en', ['hi im jack we might come in may', 'is breakfast included?', 'do you know who i am?'], 'Jack'],
  ];
  for (const [lang, turns, name] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && r.message.includes(name), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a name never said is not made up', async () => {
  const r = await talkToFarmStub(tools, 'en', ['hi, do you have rooms in july?', 'whats my name?']);
  ok(/not told me your name/.test(r.message), r.message);
});

Deno.test('the dates or the party said earlier are the answer when asked back', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['camere libere dal 3 al 6 luglio?', 'che date ti avevo detto?'], /3 luglio[^.]*6 luglio/],
    ['en', ['we are 4 adults looking at 10-13 august', 'which dates did i give you again?'], /10 August[^.]*13 August/],
    ['en', ['we are 4 adults looking at 10-13 august', 'do you remember how many of us i said'], /\b4\b/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('words after "sono" or "I am" that are no name are not taken for one', () => {
  for (const s of ['sono interessato alle camere', 'i am looking for a double room', 'sono arrivata tardi', "i'm not sure about the dates"]) {
    ok(introducedName(s) === null, `${s}: ${introducedName(s)}`);
  }
});

Deno.test('"my name" used, not asked, is no question of memory', () => {
  for (const s of ['can i book it under my name?', 'la prenotazione è a mio nome']) ok(rememberedAsked(s) === null, s);
});

Deno.test('the party and the month said turns before are both answered when asked back together', async () => {
  const cases: Array<['it' | 'en', string[], RegExp[]]> = [
    ['it', ['buongiorno, arriviamo in tre ad agosto', 'avete il wifi?', 'mi ricordi quanti siamo e che mese ti ho detto?'], [/\b3\b|tre/, /agosto/]],
    ['en', ['hello, 2 of us coming in september', 'do you allow dogs?', 'can you remind me how many we are and which month?'], [/\b2\b/, /September/]],
    ['en', ['hi! we are 5 people thinking about june', 'is there a pool', 'what month did I say, and how many guests?'], [/\b5\b/, /June/]],
    ['it', ['veniamo in 4 a maggio', 'che spiaggie ci sono vicino?', 'ti ricordi in quanti siamo?'], [/\b4\b/]],
  ];
  for (const [lang, turns, musts] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    for (const must of musts) ok(must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('"remind me" of the farm\'s own times is no detail of the guest asked back', () => {
  for (const q of ['can you remind me when breakfast is served?', 'remind me what time check in starts', 'pls remind me the dates you are closed']) {
    ok(rememberedAsked(q) === null, `${q}: ${rememberedAsked(q)}`);
  }
});

Deno.test('the room the guest named earlier is answered when asked back, beside the name', async () => {
  const cases: Array<['it' | 'en', string[], string[]]> = [
    ['it', ['ciao sono Marta, vorremmo la Lavanda per il ponte', 'avete il parcheggio?', 'come mi chiamo e che camera ti avevo detto?'], ['Marta', 'Lavanda']],
    ['en', ['hello, this is Greg, we fancy the elicrisio', 'do you remember which room I mentioned?'], ['Elicrisio']],
    ['it', ['buonasera, ci interessa la camera orchidea a giugno', 'scusa quale stanza ti ho detto?'], ['Orchidea']],
  ];
  for (const [lang, turns, musts] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    for (const must of musts) ok(r.message.includes(must), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('the pet’s name said earlier is answered when asked back', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['veniamo con la nostra cagnolina Nuvola a marzo', 'ti ricordi come si chiama la mia cagnolina?'], 'Nuvola'],
    ['en', ['we have a cat named pepper, is that ok?', 'sorry what was my cat called again?'], 'Pepper'],
    ['en', ['hi we travel with our dog Rocky in june', 'do u remember my dogs name'], 'Rocky'],
  ];
  for (const [lang, turns, name] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(name), `${turns.join(' / ')}: ${r.message}`);
  }
  const never = await talkToFarmStub(tools, 'en', ['can we bring a dog?', 'whats my dogs name?']);
  ok(/not told me your pet/.test(never.message), never.message);
});

Deno.test('the arrival day said earlier is answered when asked back', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['siamo in tre, arriviamo il 5 settembre in aereo', 'ti ricordi che giorno arriviamo?'], /5 settembre/],
    ['en', ['we land on 14 march, 2 adults', 'what day did I say we arrive?'], /14 March/],
    ['it', ['arriviamo il 20 ottobre col traghetto', 'mi ricordi il giorno dell arrivo che ti ho scritto?'], /20 ottobre/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('the name word asked back beside having said it is the name given inside a longer first message', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['en', ['hello, my name is Harriet and we want a quiet break in the hills next spring', 'sorry, which name did I tell you earlier?'], 'Harriet'],
    ['en', ['hey there, I am Rupert and im organising a birthday trip for my mum', 'what name did i gave you before?'], 'Rupert'],
    ['it', ['buongiorno, mi chiamo Ilaria e sto cercando un regalo per mio padre', 'che nome ti avevo dato?'], 'Ilaria'],
    ['it', ['salve, il mio nome è Tommaso e vorrei fare una sorpresa a mia moglie', 'come ti ho detto che mi chiamo?'], 'Tommaso'],
  ];
  for (const [lang, turns, name] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(name), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('the name of a thing said before is no name of the guest asked back', () => {
  for (const text of ['what was the name of the cheese i mentioned?', 'il nome della camera che ti ho detto?', 'did i tell you the name of my dog?']) {
    ok(rememberedAsked(text) !== 'name', text);
  }
});
