// The rooms the reply before proposed, asked back: their names again ("what were those called?"), or a detail asked
// among them ("which one looks onto the pastures?") picks among those rooms, not the whole house.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the names of the rooms just proposed, asked again, are those rooms', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['me and my brother need a room with two single beds', 'sorry, what were their names again?']],
    ['it', ['siamo due amiche, cerchiamo letti separati', 'come si chiamavano quelle camere?']],
    ['en', ['do you have twin rooms?', 'remind me the names of the rooms you suggested']],
    ['it', ['vorremmo una camera con letti singoli', 'mi ridici i nomi delle stanze che mi hai proposto?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(/Mirto/.test(r.message) && /Ginepro/.test(r.message) && !/Lavanda|Orchidea|Elicrisio/.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a detail asked among the rooms just proposed picks among those', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    // The pastures are in the Lavanda's details too: among the twin rooms only the Ginepro's.
    ['en', ['we are 2 colleagues, separate beds please', 'which one looks out on the pastures?'], /Ginepro/],
    ['it', ['siamo padre e figlio, ci servono due letti singoli', 'quale delle due si affaccia sui pascoli?'], /Ginepro/],
    ['en', ['any twin room?', 'and which of them has the garden?'], /Mirto/],
    ['it', ['avete camere doppie con letto matrimoniale?', 'quale ha l angolo lettura?'], /Orchidea/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a cot asked among the rooms just proposed is no detail of their descriptions', async () => {
  for (const turns of [['quali stanze hanno il matrimoniale?', 'e quali hanno un lettino da campeggio per la nostra piccola?'], ['camere matrimoniali?', 'in quale si puo aggiungere la culla per la piccola?']]) {
    const r = await talkToFarmStub(tools, 'it', turns);
    ok(/Lavanda/.test(r.message) && /Elicrisio/.test(r.message), r.message);
  }
});
