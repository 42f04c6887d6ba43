// Kind read from blind sets 28 and 29: a bed asked of a room with no type said ("what sort of bed…", "che letti…"),
// of the room named or of the one the turn before pointed at, is its row's bed type, not its card alone.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

type Case = ['it' | 'en', string[], string[]];

async function check(cases: Case[]) {
  const tools = farmStubTools();
  for (const [lang, turns, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(facts.every((f) => r.message.includes(f)), `${turns.join(' / ')} → ${r.message}`);
  }
}

Deno.test('a named room\'s bed asked with no type said is its row\'s bed type', () =>
  check([
    ['en', ['what sort of bed is there in the orchidea?'], ['Orchidea', 'double bed']],
    ['it', ['nella mirto che tipo di letti avete?'], ['Mirto', 'due letti singoli']],
    ['en', ['lavanda deluxe: twin beds or a double?'], ['Lavanda', 'double bed']],
    ['it', ['com è il leto della ginepro?'], ['Ginepro', 'singoli']],
  ]));

Deno.test('the bed asked right after a room was pointed at or described is that room\'s', () =>
  check([
    ['en', ['which room has the reading corner?', 'and what kind of beds are in it?'], ['Orchidea', 'double bed']],
    ['it', ['parlami della elicrisio', 'che letto c è?'], ['Elicrisio', 'matrimoniale']],
    ['en', ['describe the mirto please', 'which beds?'], ['Mirto', 'single beds']],
  ]));

Deno.test('a bed type said, an extra bed or a cot keep their own answers', () =>
  check([
    ['en', ['which rooms have a double bed?'], ['Lavanda', 'Orchidea', 'Elicrisio']],
    ['it', ['si può aggiungere un letto nella orchidea?'], ['letto aggiuntivo']],
    // A detail asked beside the bed is still answered, by the room's description.
    ['en', ['what bed is in the lavanda and what is the furniture like?'], ['double bed', 'hand-woven']],
  ]));
