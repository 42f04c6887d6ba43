// Kinds read from blind sets 16-18: the rooms' names and count, two rooms compared, a callback asked to help book,
// the nights of a stay corrected while booking.
import { ok } from 'node:assert';
import { callbackAskedIn } from './callback-asked.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { tokenize } from './normalise.ts';

const tools = farmStubTools();
const says = async (lang: 'it' | 'en', turns: string[], facts: string[], never: string[] = []) => {
  const r = await talkToFarmStub(tools, lang, turns);
  ok(facts.every((f) => r.message.includes(f)) && !never.some((n) => r.message.includes(n)), `${turns.join(' | ')} → ${r.message}`);
};

Deno.test('how many rooms and their names: the count and every name', async () => {
  for (const [lang, q] of [['it', 'quante camere avete? come si chiamano?'], ['en', 'what r the names of ur rooms'], ['en', 'how many rooms u got, name them pls'], ['en', 'how many bedrooms do you have and what are they called'], ['it', 'che camere avete?']] as const) {
    await says(lang, [q], ['5', 'Lavanda', 'Orchidea', 'Elicrisio', 'Mirto', 'Ginepro']);
  }
});

Deno.test('two named rooms compared: what their descriptions say', async () => {
  await says('en', ['elicrisio or ginepro, how are they different?'], ['helichrysum', 'juniper']);
  await says('it', ["che differenza c'è tra la mirto e la ginepro?"], ['giardino di mirto', 'trave di ginepro']);
  await says('en', ['lavanda or orchidea, how do they differ?'], ['beams', 'Chestnut']);
  await says('it', ['meglio la lavanda o la elicrisio per una coppia?'], ['travi a vista', 'elicriso']);
  await says('en', ['we are 2, lavanda or orchidea, which is nicer?'], ['beams', 'Chestnut']);
});

Deno.test('a callback asked in any form of the verb', async () => {
  ok(callbackAskedIn(tokenize('sarebbe possibile che mi chiamaste domani')));
  ok(callbackAskedIn(tokenize('could someone give me a ring')));
  ok(!callbackAskedIn(tokenize('chiamo io domani')));
  await says('it', ['buongiorno, non sono pratica di internet, qualcuno potrebbe chiamarmi per prenotare una camera per due?'], ['123 456']);
  await says('it', ['mi potete telefonare per prenotare una camera per 3?'], ['123 456'], ['servono 2 camere']);
  await says('it', ['potete richiamarmi per la prenotazione di una camera per 2?'], ['123 456']);
  await says('en', ['can someone phone me to sort out a room for 3 of us'], ['123 456']);
  await says('en', ["could someone give me a ring to help me book a room for two? I'm not good with computers"], ['123 456']);
});
