// A stay of a month or more asked its price with no dates to quote ("tutto febbraio, fate un prezzo?"): the long
// stays' entry, with the farm to ask, not the rooms' nightly price.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Lang } from './types.ts';

const LONG = { it: 'Per soggiorni lunghi scrivici a info@tenutasarda.it o chiamaci al +39 0789 123 456.', en: 'For long stays write to info@tenutasarda.it or call +39 0789 123 456.' };
const search = (q: string, lang: Lang): KnowledgeHit[] =>
  /lung|long/.test(q) ? [{ id: 'long_stay', topic: 'long_stay', question: 'Long stay?', answer: LONG[lang], score: 0.4, wordings: 'long stay soggiorno lungo monthly rate mese' }] : [];
const tools = farmStubTools(search);

Deno.test('a whole month asked its price with no dates is the long stays’ entry, not the nightly price', async () => {
  for (const [lang, said] of [
    ['it', 'ci piacerebbe restare tutto marzo, quanto ci costerebbe?'],
    ['it', 'per tutto il mese di aprile che prezzo ci fate?'],
    ['en', 'how much would it be to stay the whole of october?'],
    ['en', 'price for all of january for two?'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.message.includes('123 456') && !/50,00|50\.00/.test(r.message), `${said} → ${r.message}`);
  }
});
