// A product found or answered by what its own text says (its short description, listed ingredients, description):
// the wood of its smoke asked in words of the fire, a product sought by what it is cured or smoked in, a food the
// guest reacts to asked of a named product, and a dish named with what to buy for it.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();
const ask = (lang: 'it' | 'en', ...turns: string[]) => talkToFarmStub(tools, lang, turns);

Deno.test('the smoke of a named product asked in words of the fire is its short description', async () => {
  const burnt = await ask('it', 'il fiore sardo affumicato, che legna bruciate per affumicarlo?');
  ok(burnt.message.includes('lentisco'), burnt.message);
  const smokeFrom = await ask('it', 'fiore sardo affumicato: il fumo da cosa viene?');
  ok(smokeFrom.message.includes('lentisco'), smokeFrom.message);
  const burn = await ask('en', 'smoked fiore sardo - what do you burn to smoke it?');
  ok(burn.message.includes('mastic'), burn.message);
  const firewood = await ask('en', 'what firewood goes into the smoke for the fiore sardo?');
  ok(firewood.message.includes('mastic'), firewood.message);
});

Deno.test('a product sought by what it is cured, aged or smoked in is the one whose text says it', async () => {
  const aged = await ask('en', 'got any cured meat aged in red wine?');
  ok(aged.message.includes('18,50') && aged.data.length === 1, aged.message);
  const col = await ask('it', 'avete un salume stagionato col vino rosso?');
  ok(col.message.includes('18,50') && col.data.length === 1, col.message);
  const soaked = await ask('en', 'which of your meats is soaked in wine before curing');
  ok(soaked.message.includes('18,50'), soaked.message);
  const smoked = await ask('en', 'a cheese smoked over mastic, do you have one?');
  ok(smoked.message.includes('26,50') && smoked.data.length === 1, smoked.message);
});

Deno.test('a food the guest reacts to, asked of a named product, is whether its ingredients list it', async () => {
  const sick = await ask('en', 'my son gets sick from pepper, can he have the coppa?');
  ok(sick.message.includes('contains pepper'), sick.message);
  const bear = await ask('it', "mia moglie non sopporta l'aglio, la lonza va bene?");
  ok(bear.message.includes('contiene aglio'), bear.message);
  const have = await ask('en', 'does the rolled pancetta have nutmeg in?');
  ok(have.message.includes('contains nutmeg'), have.message);
  const hurts = await ask('it', 'il finocchio mi fa male, la salsiccia sarda ce l ha?');
  ok(hurts.message.includes('contiene finocchio'), hurts.message);
  // The product's name in the other language is no food ("eat the lonza" asked in English).
  const named = await ask('en', 'garlic gives my husband a rash, can he eat the lonza?');
  ok(named.message.includes('contains garlic') && !/lonza is not among/i.test(named.message), named.message);
  const has = await ask('it', 'la coppa ha il pepe?');
  ok(has.message.includes('contiene pepe'), has.message);
  const absent = await ask('en', 'my dad cannot have garlic, does the ham have garlic?');
  ok(/garlic is not among/i.test(absent.message) && absent.message.includes('ask the farm'), absent.message);
});

Deno.test('a dish named with what to buy for it is the product whose description names the dish', async () => {
  const fregola = await ask('en', 'cooking fregola with mussels tomorrow, what should I buy?');
  ok(fregola.message.includes('guanciale'), fregola.message);
  const carbonara = await ask('it', 'domani carbonara con gli amici, cosa dovrei comprare?');
  ok(carbonara.message.includes('Guanciale'), carbonara.message);
  const need = await ask('en', 'having people over for carbonara. what do I need to get from you guys');
  ok(need.message.includes('guanciale'), need.message);
});

Deno.test('a word asked to be in a product names no food its ingredients do not list, and plain questions stay plain', async () => {
  const rind = await ask('en', 'does the peretta have a rind?');
  ok(!/not among the ingredients/i.test(rind.message), rind.message);
  const stock = await ask('en', 'is the spicy sausage in stock?');
  ok(!stock.message.includes('ingredients'), stock.message);
  const price = await ask('it', 'quanto costa il fiore sardo affumicato?');
  ok(!price.message.includes('lentisco'), price.message);
  const shop = await ask('en', 'do you have the peppered guanciale?');
  ok(!shop.message.includes('ingredients'), shop.message);
  const inIt = await ask('en', 'what goes in the peppered guanciale?');
  ok(!/not among|contains/.test(inIt.message), inIt.message);
  const noise = await ask('en', 'my wife is sensitive to noise, which room is the quietest?');
  ok(noise.type !== 'products', noise.message);
});
