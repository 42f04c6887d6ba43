// The engine on the farm's own data (supabase/data/farm.json) for kinds read from blind sets: new sentences of each
// kind. No knowledge entry matches these (the search answers nothing), so what answers is the engine's own reading.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { searchText } from './synonyms.ts';
import type { Lang, Reply } from './types.ts';

// What public.search_knowledge answers on the seeded entries, for the messages that reach it here.
const SEARCHES = new Map<string, KnowledgeHit[]>([
  [searchText('se ordino oggi, quando arriva la consegna a torino?'), [stubHit('delivery_times', 0.45, 'quando arriva il mio ordine tempi di consegna'), stubHit('shipping_abroad', 0.25, 'spedite all estero')]],
  ['organizzate passeggiate a cavallo per i bambini?', [stubHit('villages', 0.56, 'passeggiate nei dintorni gite nei dintorni')]],
  [searchText('we bring our 10 years old girl, is there a bed for her too?'), [stubHit('children', 0.44, 'are children welcome extra bed for a child'), stubHit('season', 0.2, 'best season')]],
]);
const tools = farmStubTools((query) => SEARCHES.get(query) ?? []);

const ask = (language: Lang, content: string): Promise<Reply> => talkToFarmStub(tools, language, [content]);
const names = (r: Reply) => r.data.map((d) => (d as { name: string }).name);

Deno.test('a product kind said with words of one product’s description names that product', async () => {
  const ridges = await ask('en', 'which cheese has the ridged rind from the baskets? price?');
  ok(names(ridges).join() === 'Rigatello del Monte' && ridges.message.includes('18,90'), ridges.message);
  const myrtle = await ask('it', 'un salume con le bacche di mirto?');
  ok(names(myrtle).join() === 'Coppa sarda', myrtle.message);
  const wine = await ask('en', 'the cured meat marinated in cannonau wine');
  ok(names(wine).join() === 'Cured pork loin', wine.message);
});

Deno.test('pork said of a cured meat, with what it is for, is that product', async () => {
  const cheek = await ask('en', 'do you sell pork cheek? for an amatriciana');
  ok(names(cheek).includes('Peppered guanciale'), cheek.message);
});

Deno.test('a milk set aside by a contrast leaves the other milks’ products', async () => {
  const cow = await ask('it', 'avete qualcosa fatto col latte di vacca invece che di capra?');
  ok(names(cow).join() === 'Peretta gallurese', cow.message);
});

Deno.test('three people asking for one room are shown only the rooms that take three', async () => {
  const three = await ask('en', 'there are 3 of us, can we all share one room?');
  ok(names(three).join() === 'Lavanda Deluxe,Orchidea Deluxe', three.message);
});

Deno.test('a time asked of shipping is the delivery times’ entry clearly ahead, not what shipping costs', async () => {
  const when = await ask('it', 'se ordino oggi, quando arriva la consegna a torino?');
  ok(when.message === 'delivery_times: the answer.', when.message);
});

Deno.test('a service asked with its kind is unknown when the entries are worded with the service alone', async () => {
  const horses = await ask('it', 'organizzate passeggiate a cavallo per i bambini?');
  ok(horses.message.includes('0789 123 456') && !horses.message.includes('villages'), horses.message);
});

Deno.test('what the domain table adds for a message is said by it: a child by its age in years is the children’s entry', async () => {
  const girl = await ask('en', 'we bring our 10 years old girl, is there a bed for her too?');
  ok(girl.message === 'children: the answer.', girl.message);
});
