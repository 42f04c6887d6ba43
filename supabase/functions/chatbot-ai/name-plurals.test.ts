// An English plural of a word of a product's name names that product: short words are never typo-corrected, so
// "hams" or "cheeks" once named nothing and the stock or price asked of them was not answered.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { singularOfNameWord } from './name-plurals.ts';

const tools = farmStubTools();

Deno.test('a plural of a name word is that word', () => {
  ok(singularOfNameWord('hams', ['mountain', 'ham']) === 'ham');
  ok(singularOfNameWord('peaches', ['peach']) === 'peach');
  ok(singularOfNameWord('dogs', ['ham']) === 'dogs');
  ok(singularOfNameWord('is', ['i']) === 'is');
});

Deno.test('how many are left, asked with the plural of a product name, is its stock', async () => {
  const ham = await talkToFarmStub(tools, 'en', ['how many mountain hams are left?']);
  ok(ham.message.includes('10 left'), ham.message);
  const hams = await talkToFarmStub(tools, 'en', ['do u still have any mountain hams left, how many']);
  ok(hams.message.includes('10 left'), hams.message);
  const loins = await talkToFarmStub(tools, 'en', ['how many cured loins do you have left?']);
  ok(loins.message.includes('18 left'), loins.message);
});
