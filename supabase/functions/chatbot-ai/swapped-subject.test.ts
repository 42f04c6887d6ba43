// Follow-ups that keep the question and swap its subject: a cot asked of one room, then "and the other one?"; the way
// from one port or airport, then "and from <another>?".
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('a cot asked of one room, then another room named alone, is that room’s cot', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['can you put a cot in the orchidea?', 'and elicrisio?'], /Elicrisio Standard takes a cot at 5,00/],
    ['it', ['c è un lettino per il bimbo nell elicrisio?', 'e nella orchidea?'], /Orchidea Deluxe prende una culla, gratuita/],
    ['en', ['is a crib possible in lavanda', 'what about mirto?'], /Mirto takes no cot/],
    ['it', ['nell orchidea ci sta una culla', 'invece nell elicrisio?'], /Elicrisio Standard prende una culla a 5,00/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(farmStubTools(), lang, turns);
    ok(must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('the way from another place asked after one is searched without the place before', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['quanto dista il porto di olbia?', 'e da golfo aranci?'], /olbia/],
    ['en', ['how far is alghero airport from you', 'and from cagliari airport?'], /alghero/],
    ['en', ['how far are you from golfo aranci port', 'and from the olbia one?'], /aranci|golfo/],
    ['en', ['how many km is it from palau', 'and from olbia?'], /palau/],
    ['it', ['quanti km ci sono dall aeroporto di cagliari?', 'e dal porto di olbia?'], /cagliari/],
  ];
  for (const [lang, turns, before] of cases) {
    const queries: string[] = [];
    await talkToFarmStub(farmStubTools((q) => (queries.push(q), [stubHit('location', 0.3, 'come arrivare directions')])), lang, turns);
    const last = queries.filter((q) => q.startsWith(turns[1].slice(0, 6)));
    // The question kept: its words of distance, or the kind of place it asked from, go with the new place.
    ok(last.length && last.every((q) => !before.test(q) && /far|dista|km|port/.test(q)), `${turns.join(' / ')}: ${last.join(' | ')}`);
  }
});
