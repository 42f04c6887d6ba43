// How a named product (or the one talked about) is made, or why it looks as it does, asked in words its card does
// not answer: its description says it (the baskets of the rind, the hearth's smoke, the wine it rests in).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('why a named product looks or smells as it does is its description', async () => {
  const smoke = await talkToFarmStub(tools, 'it', ['come mai il fiore sardo affumicato sa di fumo?']);
  ok(smoke.message.includes('focolare') && smoke.data.length === 1, smoke.message);
  const ridges = await talkToFarmStub(tools, 'en', ['why does the rigatelo have ridges all over?']);
  ok(ridges.message.includes('woven baskets'), ridges.message);
});

Deno.test('how a named product is made is its description', async () => {
  const peretta = await talkToFarmStub(tools, 'en', ['how is the peretta made?']);
  ok(peretta.message.includes('shaped by hand'), peretta.message);
  const lonza = await talkToFarmStub(tools, 'it', ['come la preparate la lonza stagionata']);
  ok(lonza.message.includes('Cannonau'), lonza.message);
});

Deno.test('how it is made, asked of the product talked about the turn before', async () => {
  const coppa = await talkToFarmStub(tools, 'en', ['do you sell coppa?', 'how do you cure it?']);
  ok(coppa.message.includes('Myrtle berries'), coppa.message);
  const smoked = await talkToFarmStub(tools, 'it', ['vorrei il fiore sardo affumicato', 'con che legno lo affumicate?']);
  ok(smoked.message.includes('focolare'), smoked.message);
});

Deno.test('a price or the stock asked of a named product does not add its description', async () => {
  const price = await talkToFarmStub(tools, 'it', ['quanto costa il rigatello?']);
  ok(!price.message.includes('fuscelle'), price.message);
});

Deno.test('what flavours or marinates a product is its description and listed ingredients', async () => {
  const coppa = await talkToFarmStub(tools, 'it', ['la coppa con cosa la insaporite?']);
  ok(coppa.message.includes('mirto'), coppa.message);
  const flavoured = await talkToFarmStub(tools, 'en', ['what is the coppa flavoured with?']);
  ok(flavoured.message.includes('myrtle'), flavoured.message);
  const lonza = await talkToFarmStub(tools, 'en', ['do you have lonza?', 'what do you marinate it in?']);
  ok(lonza.message.includes('red wine'), lonza.message);
  const vino = await talkToFarmStub(tools, 'it', ['in cosa marinate la lonza??']);
  ok(vino.message.includes('vino'), vino.message);
});
