// Whether the farm is open on a holiday: its weekly hours say nothing of holidays, so the reply gives them and says to
// ask the farm, with the contacts, never that it is open or closed that day.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const HOURS = 'We are open Monday to Saturday, 08:30 to 13:00. Closed on Sunday.';
const tools = {
  ...farmStubTools((_q, _l, topic) => (topic === 'hours' ? [{ ...stubHit('hours', 0.2, 'orari opening hours'), answer: HOURS }] : [])),
  quoteRooms: () => Promise.resolve(new Map()),
};

Deno.test('the opening asked on a holiday is the hours and the farm to ask, with the contacts', async () => {
  for (const [lang, text] of [
    ['en', 'will the shop be open on easter monday?'],
    ['en', 'r u open on boxing day and new year eve'],
    ['it', 'siete aperti a pasquetta?'],
    ['it', 'il 15 agosto ferragosto il punto vendita e aperto o chiuso?'],
    ['it', 'durante le feste di natale siete aperti?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.message.startsWith(HOURS) && r.message.includes('123 456'), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('the opening asked on a weekday is the hours alone', async () => {
  const r = await talkToFarmStub(tools, 'en', ['are you open on saturday?']);
  ok(r.message === HOURS, r.message);
});
