// "Is there X?" where X is a thing of the farm no entry nor detail holds: the farm is to be asked, with its contacts,
// never the entry of a word beside it (who it is for: the cots) nor a product a typo of it is near (massages: sausages).
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

// The cots' entry, which the children's words beside a thing find.
const tools = farmStubTools(() => [stubHit('cot', 0.5, 'culla per la bimba lettino per bambino avete il lettino cot for the baby crib'), stubHit('children', 0.3, 'venire con i bambini accettate bambini kids welcome')]);

Deno.test('a thing asked for the children that no entry names is unknown, not the cots', async () => {
  for (const [lang, text] of [
    ['en', 'is there a swimming pool for the children?'],
    ['it', 'avete una piscina per i bambini piccoli?'],
    ['en', 'do you have a playground for kids?'],
    ['it', 'c è un parco giochi x i bimbi'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('123 456') && !said.startsWith('cot'), `${text} → ${said}`);
  }
});

Deno.test('a massage or spa asked is unknown with the contacts, never the sausages', async () => {
  for (const [lang, text] of [
    ['en', 'can we book a massage at the farm?'],
    ['it', 'fate massaggi o trattamenti benessere?'],
    ['en', 'any massages? we need to relax'],
    ['it', 'avete massaggi per le coppie?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type !== 'products' && r.message.includes('123 456') && !/salsicc|sausage/i.test(r.message), `${text} → ${r.message}`);
  }
});

Deno.test('a cot asked is still the cots\' entry', async () => {
  const said = (await talkToFarmStub(tools, 'en', ['do you have a cot for the baby?'])).message;
  ok(said.startsWith('cot'), said);
});

Deno.test('a thing is asked for someone only when "for" names people, not a step of the stay', async () => {
  const { thingForSomeoneAskedIn } = await import('./room-feature-held.ts');
  const { tokenize } = await import('./normalise.ts');
  for (const said of ['avete una piscina per i bambini?', 'is there a playground for our kids', 'c e un recinto x i nostri bimbi?'])
    ok(thingForSomeoneAskedIn(tokenize(said)), said);
  for (const said of ['ci sono problemi per il check in?', 'any issue for the late arrival?', 'ci sono problemi x la cena?'])
    ok(!thingForSomeoneAskedIn(tokenize(said)), said);
});
