// A fact of a product that its card does not say and its data does: the wood of the smoke and the bone of a ham
// are in its short description, what goes with it or why its rind looks so in its description.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the wood a product is smoked with is its short description', async () => {
  const en = await talkToFarmStub(tools, 'en', ['which wood gives the smoked fiore sardo its smoke?']);
  ok(/mastic/i.test(en.message), en.message);
  const it = await talkToFarmStub(tools, 'it', ['il fiore sardo lo affumicate con quale legno?']);
  ok(/lentisco/.test(it.message), it.message);
  const after = await talkToFarmStub(tools, 'en', ['do you have smoked cheese?', 'what kind of wood do you burn for it']);
  ok(/mastic/i.test(after.message), after.message);
});

Deno.test('whether a ham is sold whole or with its bone is its short description', async () => {
  const it = await talkToFarmStub(tools, 'it', ['il prosciutto di montagna ha ancora l osso?']);
  ok(/disossat/i.test(it.message), it.message);
  const en = await talkToFarmStub(tools, 'en', ['is the mountain ham bone in or boneless']);
  ok(/boned/i.test(en.message), en.message);
  const after = await talkToFarmStub(tools, 'it', ['quanto costa il prosciutto?', 'me lo mandate intero?']);
  ok(/disossat/i.test(after.message), after.message);
});

Deno.test('why the rind of the product talked about looks so is its description', async () => {
  const en = await talkToFarmStub(tools, 'en', ['what is the rigatello like?', 'how come the crust has all those grooves?']);
  ok(/basket/.test(en.message), en.message);
  const it = await talkToFarmStub(tools, 'it', ['parlami del rigatello', 'perche la crosta e tutta segnata?']);
  ok(/fuscell/.test(it.message), it.message);
  const typo = await talkToFarmStub(tools, 'en', ['the rigatelo please', 'why does the rnd look ribbed']);
  ok(/basket/.test(typo.message), typo.message);
});

Deno.test('what to eat a named product with, named between the verb and "with", is its description', async () => {
  const en = await talkToFarmStub(tools, 'en', ['what would you eat the primo fiore with?']);
  ok(/honey/.test(en.message), en.message);
  const goat = await talkToFarmStub(tools, 'en', ['what shoud I serve the goat cheese with']);
  ok(/fig/i.test(goat.message), goat.message);
  const it = await talkToFarmStub(tools, 'it', ['con cosa si mangia la ricotta maggiolina?']);
  ok(/miele/.test(it.message), it.message);
});
