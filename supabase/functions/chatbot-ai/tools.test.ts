import { deepStrictEqual as assertEquals } from 'node:assert';
import { forOneReply, quotesByRoom, type Tools } from './tools.ts';

Deno.test('one quote of several rooms gives each room its outcome: priced, taken, refused by a rule, or the whole stay refused', () => {
  const ok = quotesByRoom(['a', 'b'], {
    ok: true,
    rooms: [
      { room_id: 'a', total: '180.00', nights: [{ price: 90 }, { price: 90 }] },
      { room_id: 'b', total: '250.00', nights: [{ price: 120 }, { price: 130 }] },
    ],
  });
  assertEquals([...ok], [['a', { ok: true, total: 180, sameEveryNight: true }], ['b', { ok: true, total: 250, sameEveryNight: false }]]);

  const refused = quotesByRoom(['a', 'b', 'c'], {
    ok: false, reason: 'TAKEN', room_id: 'a',
    problems: [{ reason: 'TAKEN', room_id: 'a' }, { reason: 'MIN_STAY', room_id: 'b', min_nights: 3 }],
  });
  assertEquals(refused.get('a'), { ok: false, reason: 'TAKEN', minNights: null, free: false });
  assertEquals(refused.get('b'), { ok: false, reason: 'MIN_STAY', minNights: 3, free: true });
  assertEquals(refused.get('c'), { ok: true, total: null, sameEveryNight: false });

  const whole = quotesByRoom(['a', 'b'], { ok: false, reason: 'STAY_TOO_LONG', problems: [{ reason: 'STAY_TOO_LONG' }] });
  assertEquals([...whole.values()].map((q) => !q.ok && q.free), [null, null]);
});

Deno.test('within one reply the settings are read once; the next reply reads them again', async () => {
  let reads = 0;
  const base = { settings: () => Promise.resolve(void reads++).then(() => ({ contact_email: `v${reads}` })) } as unknown as Tools;
  const reply = forOneReply(base);
  const [a, b] = await Promise.all([reply.settings(), reply.settings()]);
  await reply.settings();
  assertEquals([a.contact_email, b.contact_email, reads], ['v1', 'v1', 1]);
  assertEquals((await forOneReply(base).settings()).contact_email, 'v2');
});

Deno.test('within one reply the same knowledge search is asked of the database once; another query or language is its own', async () => {
  const asked: string[] = [];
  const base = { searchKnowledge: (q: string, l: string) => Promise.resolve(void asked.push(`${l}:${q}`)).then(() => []) } as unknown as Tools;
  const reply = forOneReply(base);
  await Promise.all([reply.searchKnowledge('wifi', 'it'), reply.searchKnowledge('wifi', 'it')]);
  await reply.searchKnowledge('wifi', 'en');
  await reply.searchKnowledge('parcheggio', 'it');
  assertEquals(asked, ['it:wifi', 'en:wifi', 'it:parcheggio']);
  await forOneReply(base).searchKnowledge('wifi', 'it');
  assertEquals(asked.length, 4);
});
