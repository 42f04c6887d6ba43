// The last answer asked again in another language ("can you say that in english?", "me lo ripeti in italiano?"):
// the same question answered again, in that language; not an unknown question.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the answer before asked in another language is that answer in that language', async () => {
  const en = await talkToFarmStub(tools, 'it', ['buongiorno, quanto costa il guanciale al pepe?', 'sorry could you write it in english pls']);
  ok(/14,00/.test(en.message) && /in stock/.test(en.message), en.message);
  const it = await talkToFarmStub(tools, 'en', ['how much is the lonza', 'scusa me lo ripeti in italiano?']);
  ok(/18,50/.test(it.message) && /disponibile/.test(it.message), it.message);
  const short = await talkToFarmStub(tools, 'it', ['avete formaggi di capra?', 'in english please?']);
  ok(/goat's milk/.test(short.message), short.message);
  const typo = await talkToFarmStub(tools, 'it', ['quanto costa la pancetta', 'can u translate that into englsh']);
  ok(/15,90/.test(typo.message) && /in stock/.test(typo.message), typo.message);
});

Deno.test('whether the staff speak a language is no answer asked again', async () => {
  const r = await talkToFarmStub(tools, 'it', ['quanto costa il guanciale?', 'do you speak english at the farm?']);
  ok(!/14,00/.test(r.message), r.message);
});

Deno.test('an answer asked in a language with the other language named as not understood is in the one asked', async () => {
  const it = await talkToFarmStub(tools, 'en', ['how much is the lonza', "potresti rispondere in italiano? mia madre non parla l'inglese"]);
  ok(/18,50/.test(it.message) && /disponibile/.test(it.message), it.message);
  const it2 = await talkToFarmStub(tools, 'en', ['how much is the pancetta?', 'scrivimelo in italiano per favore, con l inglese faccio fatica']);
  ok(/15,90/.test(it2.message) && /disponibile/.test(it2.message), it2.message);
  const en = await talkToFarmStub(tools, 'it', ['quanto costa il guanciale?', "could you reply in english, my wife doesn't understand italian at all"]);
  ok(/14,00/.test(en.message) && /in stock/.test(en.message), en.message);
  const en2 = await talkToFarmStub(tools, 'it', ['quanto costa la coppa', 'english pls, my italian is not good enough']);
  ok(/19,90/.test(en2.message) && /in stock/.test(en2.message), en2.message);
});
