// How many the whole farm takes, asked as a most or a number of people hosted (blind set 10): the rooms' capacity,
// with the total the extra beds allow, never the farm's description or an entry read from the words around it.
import { ok } from 'node:assert';
import { capacityAskedIn } from './capacity-asked.ts';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import { normalise } from './normalise.ts';
import type { Lang } from './types.ts';

const asked = (q: string) => capacityAskedIn(normalise(q).split(' '), null);

Deno.test('a most or a count of people taken in asks the capacity', () => {
  ok(asked('what is the largest group you can host?'));
  ok(asked('fino a quante persone potete ospitare?'));
  ok(!asked('how many people live in telti?'));
  ok(!asked('il numero di telefono per un gruppo?'));
});

// The search finds an unrelated entry worded with the filler words, as the seeded quiet hours did.
const tools = farmStubTools(() => [stubHit('quiet_hours', 0.4, 'fino a che ora si puo fare rumore')]);
const ask = (lang: Lang, text: string) => talkToFarmStub(tools, lang, [text]);

Deno.test('the most people the farm can host is the rooms’ total with the extra beds', async () => {
  for (const [lang, q] of [['en', 'what is the biggest group you can sleep? it is for my parents anniversary'], ['it', 'qual e il numero massimo di ospiti che potete accogliere?'], ['it', 'fino a quante persone potete ospitare in tutto? facciamo una rimpatriata'], ['en', 'maximum amount of guests the whole place can take at once?']] as const) {
    const r = await ask(lang, q);
    ok(r.message.includes('12') && !r.message.includes('silenzio') && !r.message.includes('quiet'), `${q} → ${r.message}`);
  }
});
