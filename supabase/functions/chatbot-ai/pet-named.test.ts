// A pet the guest named, talked about later by its name alone ("we're coming with our dog Rocky", then "does Rocky
// need to pay anything?"): the pets' rule answers, not the prices nor an unknown question.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import { petNamedIn, petNamesAsPets } from './pet-named.ts';

const PETS = 'Pets are allowed with prior notice; for any extra charge ask the farm.';
// The pets' entry comes back when the question is searched with a pet's words.
const tools = farmStubTools((query) => [
  ...(/\b(?:pets?|dog|cane|cat|gatt[oa]|animali)\b/.test(query) ? [{ ...stubHit('pets', 0.6, 'animali ammessi pets allowed cane dog'), answer: PETS }] : []),
  stubHit('rules', 0.2, 'regole house rules'),
]);

Deno.test('a pet named in an earlier turn and talked about by its name is the pets’ rule', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['we are coming with our dog Rocky', 'does Rocky need to pay anything?']],
    ['it', ['viaggiamo con il nostro cane, si chiama Otto', 'otto può stare in camera con noi?']],
    ['en', ['our puppy is called biscotto', 'is there a fee for biscotto?']],
    ['it', ['portiamo anche la gatta Mimi', 'per Mimi si paga un supplemento?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.startsWith(PETS), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a pet word followed by no name names no pet', () => {
  for (const s of ['our dog in october', 'we bring the dog and the kids', 'il cane e il gatto vengono con noi', 'a dog On the bed?', 'Are Pets Allowed In The Rooms?']) {
    ok(petNamedIn(s) === null, `${s}: ${JSON.stringify(petNamedIn(s))}`);
  }
  const said = petNamesAsPets([{ role: 'user', content: 'our dog Luna' }, { role: 'assistant', content: 'Luna is welcome' }, { role: 'user', content: 'can Luna swim?' }]);
  ok(said[1].content === 'Luna is welcome' && said[2].content === 'can dog swim?', JSON.stringify(said));
});
