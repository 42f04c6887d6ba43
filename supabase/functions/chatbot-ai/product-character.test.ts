// What a product is like, asked after it was named ("che odore ha?", "what does it taste like?", "and the texture?"):
// its descriptions, which tell its scent, taste and paste, beside its card.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the scent, taste or texture asked of the product talked about is its description', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['thinking of getting the smoked fiore sardo for my dad', 'what does it smell like?'], /mastic|smoky scent/],
    ['it', ['mi interessa il rigatello del monte', 'che odore ha?'], /compatta e profumata/],
    ['en', ['is the gallurese peretta in stock', 'whats the texture like'], /stretched-curd/],
    ['it', ['avete la lonza stagionata?', 'com è di sapore?'], /Cannonau/],
    ['en', ['i want the peppered guanciale', 'how does it tast'], /black pepper/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'products' && must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});
