// What a guest means by booking: how booking works is the two ways, not its first step; something that is no room
// the farm would book is not a stay, and without an entry for it the farm's contacts answer.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('beaches', 0.3, 'spiagge mare beach'), stubHit('villages', 0.28, 'paesi gite villages')]);
const reply = async (lang: 'it' | 'en', text: string) => await talkToFarmStub(tools, lang, [text]);

Deno.test('how booking works, asked by someone new to it, is the two ways to book', async () => {
  for (const [lang, text] of [
    ['it', 'non ho mai prenotato online, come si prenota? dal sito o scrivendo qui?'],
    ['en', 'first time doing this, how do i book? on the website or here in the chat?'],
    ['it', 'scusate, come funziona per prenotare da voi?'],
    ['en', 'where can we book, is there a page on the site?'],
  ] as const) {
    const r = await reply(lang, text);
    ok(r.type === 'text' && r.message.includes('/prenota'), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('a thing the farm would book that is no room is not a stay: the farm’s contacts', async () => {
  for (const [lang, text] of [
    ['en', 'could you book a table for us at a good fish restaurant in olbia?'],
    ['it', 'ci prenotate voi il traghetto per la corsica?'],
    ['en', 'can u reserve us a sailing excursion along the coast'],
    ['it', 'potete prenotarci una gita in gommone?'],
  ] as const) {
    const r = await reply(lang, text);
    ok(r.type === 'text' && r.message.includes('123 456'), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('a room or a stay to book is still the booking', async () => {
  for (const [lang, text] of [['it', 'vorrei prenotare la camera lavanda'], ['en', 'how can i book the orchidea room?']] as const) {
    const r = await reply(lang, text);
    ok(!r.message.includes('/prenota, dove') && !r.message.includes('on the /prenota page'), `${text} → ${r.message}`);
  }
});

Deno.test('how something of a booking works is that thing, not how to book', async () => {
  for (const [lang, text] of [['it', 'come funziona la cancellazione della prenotazione?'], ['en', 'how does payment work for the booking?']] as const) {
    const r = await reply(lang, text);
    ok(!r.message.includes('/prenota, dove') && !r.message.includes('on the /prenota page'), `${text} → ${r.message}`);
  }
});
