// A parcel or a product that arrived damaged ("the box came crushed", "la bottiglia era rotta") is a complaint: the
// farm's contacts, not the product's card.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a damaged parcel is the farm’s contacts', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['my order came today but the ricotta was squashed, what do i do?']],
    ['it', ['il pacco è arrivato danneggiato e la salsiccia era rovinata, chi contatto?']],
    ['en', ['the box arrived damaged and one cheese is broken']],
    ['it', ['mi è arrivata la crema col barattolo rotto, a chi mi rivolgo']],
    ['en', ['got my order today but one of the salamis was missing from the box']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('123 456') && r.type === 'text', `${turns.join(' / ')}: ${r.message}`);
  }
});
