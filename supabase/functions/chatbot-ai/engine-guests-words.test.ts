// The engine on the farm's own data for kinds read from set 7: new sentences of each kind (never the set's own), with
// what public.search_knowledge answers for them on the seeded entries, or a stand-in of the same shape.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { searchText } from './synonyms.ts';
import type { Lang, Reply } from './types.ts';

// What public.search_knowledge answers on the seeded entries, for the messages that reach it here.
const SEARCHES = new Map<string, KnowledgeHit[]>();
/** The search answers these hits for the message (as the engine sends it: with the domain's words). */
const searchGives = (message: string, hits: KnowledgeHit[]) => SEARCHES.set(searchText(message), hits);
const tools = farmStubTools((query, _lang, topic) => [...(SEARCHES.get(query) ?? []), ...(topic === 'about' ? [stubHit('about', 0.3, 'chi siete how old is the farm')] : [])]);

const ask = (language: Lang, content: string): Promise<Reply> => talkToFarmStub(tools, language, [content]);
const names = (r: Reply) => r.data.map((d) => (d as { name: string }).name);

Deno.test('how long the family or the farm has been at it asks the farm’s story, not the families’ entry', async () => {
  const family = stubHit('children', 0.55, 'are children welcome family room camera per famiglia');
  for (const [lang, m] of [['en', 'how many generations has your family run the place?'], ['it', 'da quanti anni la vostra famiglia manda avanti la fattoria?'], ['en', 'since when has your family had the farm?']] as const) {
    searchGives(m, [family]);
    const r = await ask(lang, m);
    ok(r.message === 'about: the answer.', `${m}: ${r.message}`);
  }
});

Deno.test('a room feature asked with words only the domain’s table gives an entry for (mobility, steps) is that entry', async () => {
  const access = stubHit('accessibility', 0.5, 'la struttura e accessibile in sedia a rotelle accessibile ai disabili ci sono scale is the farm wheelchair accessible step free access are there stairs');
  for (const [lang, m] of [['it', 'mia madre e in carrozzina: per arrivare al bagno ci sono scalini?'], ['en', 'my dad has mobility problems, are there steps up to the room?']] as const) {
    searchGives(m, [access]);
    const r = await ask(lang, m);
    ok(r.message === 'accessibility: the answer.', `${m}: ${r.message}`);
  }
});

Deno.test('seeing the animals or how the cheese is made is a visit to the dairy, not the cheeses', async () => {
  const visit = stubHit('dairy_visit', 0.52, 'si puo visitare il caseificio visita al caseificio can we visit the dairy dairy tour see the sheep');
  for (const [lang, m] of [['en', 'could our children watch the sheep and the way the cheese gets made?'], ['it', 'i ragazzi potrebbero guardare le pecore e come producete il formaggio?']] as const) {
    searchGives(m, [visit]);
    const r = await ask(lang, m);
    ok(r.message === 'dairy_visit: the answer.', `${m}: ${r.message}`);
  }
});

Deno.test('an activity asked with going and nearness is unknown when entries match only the going and the nearness', async () => {
  const beaches = stubHit('beaches', 0.52, 'quanto distano le spiagge spiagge vicine andare al mare spiaggia vicina how far are the beaches going to the beach closest beach');
  for (const [lang, m] of [['it', 'si puo andare a pescare qui vicino?'], ['en', 'can we go kayaking somewhere nearby?']] as const) {
    searchGives(m, [beaches]);
    const r = await ask(lang, m);
    ok(r.message.includes('0789 123 456') && !r.message.includes('beaches'), `${m}: ${r.message}`);
  }
});

Deno.test('a product recognised by how it looks, in other words than its description’s, is that product', async () => {
  for (const [lang, m] of [['en', 'which cheese is the one with stripes on its crust?'], ['it', 'come si chiama il formaggio con le striature sulla buccia?']] as const) {
    const r = await ask(lang, m);
    ok(names(r).join() === 'Rigatello del Monte', `${m}: ${r.message}`);
  }
});

Deno.test('the time to come asked by what it should be like (calmest, still warm) is the best season', async () => {
  // What the search answers for these with the domain's words for a time asked by its qualities.
  const season = (score: number) => stubHit('season', score, 'qual e il periodo migliore per venire stagione migliore mese migliore in che periodo venire bassa stagione when is the best time to come best season best time of year to visit when should we visit');
  for (const [lang, m, score] of [['en', 'which weeks are calmest for a visit but hot enough for swimming?', 0.399], ['it', 'in che settimane c e piu calma ma fa ancora caldo per nuotare?', 0.371]] as const) {
    searchGives(m, [season(score), stubHit('long_stay', 0.201, 'fate sconti per soggiorni lunghi sconto per una settimana')]);
    const r = await ask(lang, m);
    ok(r.message === 'season: the answer.', `${m}: ${r.message}`);
  }
});

Deno.test('a greeting, who is writing and thanks around a question do not make it small talk: the question is looked up', async () => {
  const beaches = (score: number) => stubHit('beaches', score, 'quanto distano le spiagge quanto dista il mare andare al mare how far are the beaches a day at the seaside');
  const cases = [
    ['it', 'Buonasera, sono Giulia e viaggio con le amiche. Per il mare quanti minuti servono? Grazie infinite', 'Per il mare quanti minuti servono?', 0.303, 0.627],
    ['en', 'Hi there! I’m Tom, here with my parents. Is the seaside handy from your place? Many thanks', 'Is the seaside handy from your place?', 0.31, 0.51],
  ] as const;
  for (const [lang, m, asking, whole, alone] of cases) {
    searchGives(m, [beaches(whole)]);
    searchGives(asking, [beaches(alone), stubHit('groups', 0.233, 'accettate gruppi')]);
    const r = await ask(lang, m);
    ok(r.message === 'beaches: the answer.', `${m}: ${r.message}`);
  }
  // Thanks alone, or with a question of small talk, are still thanks or a greeting.
  ok((await ask('it', 'Grazie mille, a presto!')).message.startsWith('Grazie'));
  ok(!(await ask('it', 'Ciao! Come state? Grazie')).message.includes('0789'));
});
