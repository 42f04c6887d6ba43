// A dog said by its breed and its name ("our labrador Bruno", "il nostro bassotto Pippo"): the pets' entry (with prior
// notice), not an unknown question.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const PETS = 'Pets are allowed with prior notice: say so when you book.';
// The pets' entry comes back only when the question is searched with the pets' words, and a long message with many
// other words ranks it low.
const tools = farmStubTools((query) => [
  ...(/\bpets\b/.test(query) ? [{ ...stubHit('pets', query.length > 60 ? 0.4 : 0.66, 'animali ammessi pets allowed dog friendly cane dog'), answer: PETS }] : []),
  stubHit('rules', 0.2, 'regole house rules'),
]);

Deno.test('a dog said by its breed and name is the pets entry', async () => {
  for (const [lang, text] of [
    ['en', 'can our golden retriever Max come with us? he is very calm'],
    ['it', 'possiamo portare Pippo, il nostro bassotto? è bravissimo'],
    ['en', 'we travel with a small beagle called Luna, is that a problem?'],
    ['it', 'veniamo con il nostro barboncino, va bene?'],
    ['en', 'we would really like to have our sweet old spaniel Toby with us on the holiday, he sleeps all day, would that be alright?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === PETS, `${text} → ${said}`);
  }
});
