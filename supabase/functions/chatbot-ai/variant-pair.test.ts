// Two variants of one product compared (the spicy or smoked one and the plain one, the one without the qualifier):
// both with their prices, said in one message or the plain one asked after the other.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const both = (m: string) => m.includes('12,90') && m.includes('13,50');

Deno.test('the plain and the spicy variant compared in one message are both shown with prices', async () => {
  const it = await talkToFarmStub(tools, 'it', ['quanto costa in più la salsiccia piccante rispetto a quella normale?']);
  ok(both(it.message), it.message);
  const en = await talkToFarmStub(tools, 'en', ['price difference between the plain sausage and the hot one?']);
  ok(both(en.message), en.message);
  const typo = await talkToFarmStub(tools, 'it', ['diferenza tra salsiccia classica e piccante?']);
  ok(both(typo.message), typo.message);
});

Deno.test('the plain variant compared after the spicy one is talked about: both', async () => {
  const en = await talkToFarmStub(tools, 'en', ["how's the spicy sausage?", 'and the regular one, cheaper?']);
  ok(both(en.message), en.message);
  const it = await talkToFarmStub(tools, 'it', ["com'è la salsiccia piccante?", 'e quella normale costa meno?']);
  ok(both(it.message), it.message);
});

Deno.test('the plain variant asked alone after the spicy one is the plain one', async () => {
  const plain = await talkToFarmStub(tools, 'it', ["com'è la salsiccia piccante?", 'e quella normale?']);
  ok(plain.message.includes('12,90') && !plain.message.includes('13,50'), plain.message);
});

Deno.test('the plain variant asked with the quality it lacks ("without chilli") after the spicy one is that variant, not every product without it', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['it', ['avete qualcosa di piccante tra i salumi?', 'e la versione classica senza peperoncino a quanto la vendete?']],
    ['en', ['any spicy salami?', 'and the regular one without the chilli, how much is that?']],
    ['it', ['la salsiccia piccante quanto costa?', 'quella normale non piccante invece?']],
    ['en', ['is the spicy sausage very hot?', 'ok whats the plain version w/o chili cost']],
  ];
  for (const [lang, turns] of cases) {
    const reply = await talkToFarmStub(tools, lang, turns);
    ok(reply.message.includes('12,90') && !reply.message.includes('34,00'), `${turns.join(' / ')} → ${reply.message}`);
  }
});

Deno.test('"chili" is the pepper in English and kilos after a count in Italian', async () => {
  const it = await talkToFarmStub(tools, 'it', ['vorrei 2 chili di salsiccia, che prezzo?']);
  ok(!it.message.includes('13,50') || it.message.includes('12,90'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['any sausage with chili in it?']);
  ok(en.message.includes('13,50') && !en.message.includes('12,90'), en.message);
});
