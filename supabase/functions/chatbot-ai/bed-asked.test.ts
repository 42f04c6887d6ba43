// Kind read from blind sets 12-15: two single beds asked while refusing the double are the twin rooms.
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { bedAskedIn } from './bed-asked.ts';
import { tokenize } from './normalise.ts';

const bed = (text: string) => bedAskedIn(tokenize(text));

Deno.test('a refused bed type asks for the other', () => {
  assertEquals(bed('separate beds please, we dont want a double'), 'singoli');
  assertEquals(bed('niente letto matrimoniale, ci servono due singoli'), 'singoli');
  assertEquals(bed('twin beds rather than a double'), 'singoli');
  assertEquals(bed('non letti singoli ma un matrimoniale'), 'matrimoniale');
  assertEquals(bed('a double bed please'), 'matrimoniale');
  assertEquals(bed('avete camere con due letti?'), 'singoli');
});

Deno.test('two single beds asked with the double refused: the twin rooms, never the doubles', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string]> = [
    ['en', 'my brother and me need 2 seperate beds, not a double bed. options?'],
    ['it', 'siamo due colleghi, letti singoli e non matrimoniale per favore'],
    ['en', 'do u have twin beds instead of a double?'],
    ['it', 'con mia madre: vorremmo due letti singoli, niente matrimoniale'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('Mirto') && r.message.includes('Ginepro') && !r.message.includes('Lavanda'), `${q} → ${r.message}`);
  }
});

Deno.test('a refused twin names no twin room: a double asked', async () => {
  const tools = farmStubTools();
  for (const [lang, q] of [['en', 'a double bed for us please, not the twins'], ['it', 'matrimoniale, non i letti singoli']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('Lavanda') && !r.message.includes('Mirto'), `${q} → ${r.message}`);
  }
});
