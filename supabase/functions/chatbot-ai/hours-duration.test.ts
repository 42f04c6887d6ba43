// "Hours" as a length of time is not the opening hours (blind set 10: working a couple of hours a day asked with the
// Wi-Fi read the opening hours).
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import { hoursOnlyDuration } from './hours-duration.ts';
import { normalise } from './normalise.ts';
import { type Names, understand } from './understand.ts';

const tokens = (q: string) => normalise(q).split(' ');

Deno.test('hours with a count or a span before it is a length of time; the farm’s hours are not', () => {
  ok(hoursOnlyDuration(tokens('i work a few hours a day')));
  ok(hoursOnlyDuration(tokens('is it 2 hours from cagliari?')));
  assertEquals(hoursOnlyDuration(tokens('what are your hours on saturday?')), false);
  assertEquals(hoursOnlyDuration(tokens('opening hours please')), false);
});

const wifi = stubHit('wifi', 0.41, 'avete il wifi c e internet in camera connessione internet lavorare da remoto is there internet working remotely remote work');
const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };

Deno.test('a message whose hours are only a length of time reads no opening hours', () => {
  for (const q of ['is the internet fast enough for video calls? i work a few hours a day', 'need wifi for meetings, about three hours every morning', 'we drive for 3 hours, is there parking?']) {
    assertEquals(understand(q, NAMES, '2026-11-26').scores.hours, undefined, q);
  }
  ok(understand('what are your hours on saturday?', NAMES, '2026-11-26').scores.hours);
});

// The search returns the intent's general entry after the hits, as public.search_knowledge does with p_topic.
const openingHours = { ...stubHit('hours', 0.05, 'orari di apertura opening hours'), answer: 'We are open Monday to Saturday, 08:30 to 13:00.' };
const tools = farmStubTools((q, _lang, topic) => [...(q.includes('wifi') || q.includes('internet') ? [wifi] : []), ...(topic === 'hours' ? [openingHours] : [])]);

// The Wi-Fi's speed is not in the data: its entry (which says to ask the farm), or the honest answer with the contacts.
Deno.test('the Wi-Fi asked for working some hours a day is no opening hours but the Wi-Fi entry or the contacts', async () => {
  for (const q of ['is the internet fast enough for video calls? i work a few hours a day', 'need wifi for meetings, about three hours every morning', 'i have to be online for several hours, does the wifi hold up?']) {
    const r = await talkToFarmStub(tools, 'en', [q]);
    ok(!r.message.includes('08:30') && (r.message === wifi.answer || r.message.includes('123 456')), `${q} → ${r.message}`);
  }
});
