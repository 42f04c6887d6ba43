import { deepStrictEqual as assertEquals } from 'node:assert';
import { addDays, parseStayDates } from './dates.ts';

const TODAY = '2025-07-09'; // a Wednesday

Deno.test('parses the stay dates visitors write', () => {
  const cases: Array<[string, string | null, string | null]> = [
    ['dal 12 al 14 agosto', '2025-08-12', '2025-08-14'],
    ['camere libere 12-14 agosto?', '2025-08-12', '2025-08-14'],
    ['from august 12 to 14', '2025-08-12', '2025-08-14'],
    ['12 aug to 15 aug', '2025-08-12', '2025-08-15'],
    ['dal 12/08 al 14/08', '2025-08-12', '2025-08-14'],
    ['2025-09-01 to 2025-09-03', '2025-09-01', '2025-09-03'],
    ['il 20 agosot per 3 notti', '2025-08-20', '2025-08-23'],
    ['dal 30 dicembre al 2 gennaio', '2025-12-30', '2026-01-02'],
    ['3 marzo', '2026-03-03', '2026-03-04'], // already past this year
    ['domani per due notti', '2025-07-10', '2025-07-12'],
    ['tonight', '2025-07-09', '2025-07-10'],
    ['next weekend', '2025-07-11', '2025-07-13'],
    ['questo fine settimana', '2025-07-11', '2025-07-13'],
    ['2 adulti, nessuna data', null, null],
    ['siamo in 2 persone il 12 agosto', '2025-08-12', '2025-08-13'],
  ];
  for (const [text, checkIn, checkOut] of cases) {
    const got = parseStayDates(text, TODAY);
    assertEquals(got, checkIn ? { checkIn, checkOut } : null, text);
  }
});

Deno.test('weekend said on the weekend means this one unless "next"', () => {
  assertEquals(parseStayDates('weekend', '2025-07-12'), { checkIn: '2025-07-12', checkOut: '2025-07-13' });
  assertEquals(parseStayDates('next weekend', '2025-07-12'), { checkIn: '2025-07-18', checkOut: '2025-07-20' });
  assertEquals(parseStayDates('weekend', '2025-07-13'), { checkIn: '2025-07-18', checkOut: '2025-07-20' });
});

Deno.test('adds days across month and year ends', () => {
  assertEquals(addDays('2025-12-31', 1), '2026-01-01');
  assertEquals(addDays('2024-02-28', 1), '2024-02-29');
});

Deno.test('a stay from weekday to weekday, or its nights named by weekday', () => {
  const today = '2026-11-27'; // a Friday
  const cases: Array<[string, string | null, string | null]> = [
    ['da venerdi a domenica', '2026-12-04', '2026-12-06'],
    ['from friday to sunday', '2026-12-04', '2026-12-06'],
    ['una doppia per venerdi e sabato notte', '2026-12-04', '2026-12-06'],
    ['friday and saturday nights', '2026-12-04', '2026-12-06'],
    ['sabato notte', '2026-11-28', '2026-11-29'],
    ['dal giovedi al lunedi', '2026-12-03', '2026-12-07'],
    ['da venerdi prossimo per 2 notti', '2026-12-04', '2026-12-06'],
    ['siete aperti sabato e domenica?', null, null],
  ];
  for (const [text, checkIn, checkOut] of cases) {
    const d = parseStayDates(text, today);
    assertEquals([d?.checkIn ?? null, d?.checkOut ?? null], [checkIn, checkOut], text);
  }
});

Deno.test('weekdays in short, joined by a dash or a word of leaving, are a stay; a short one alone is not', () => {
  const today = '2026-11-26'; // a Thursday
  assertEquals(parseStayDates('a room for two fri-sun?', today), { checkIn: '2026-11-27', checkOut: '2026-11-29' });
  assertEquals(parseStayDates('da ven a dom', today), { checkIn: '2026-11-27', checkOut: '2026-11-29' });
  assertEquals(parseStayDates('venerdi-domenica avete posto?', today), { checkIn: '2026-11-27', checkOut: '2026-11-29' });
  assertEquals(parseStayDates('veniamo martedi e ripartiamo giovedi', today), { checkIn: '2026-12-01', checkOut: '2026-12-03' });
  assertEquals(parseStayDates('we love the sun from the terrace', today), null);
});

Deno.test('a weekday with the nights of the stay, or asked free, is the stay’s first day; open on a weekday is not', () => {
  const today = '2026-11-26'; // a Thursday
  assertEquals(parseStayDates('c e posto sabato? 3 notti', today), { checkIn: '2026-11-28', checkOut: '2026-12-01' });
  assertEquals(parseStayDates('anything available on saturday for 2 nights', today), { checkIn: '2026-11-28', checkOut: '2026-11-30' });
  assertEquals(parseStayDates('una doppia libera lunedi?', today), { checkIn: '2026-11-30', checkOut: '2026-12-01' });
  assertEquals(parseStayDates('is the shop open on monday?', today), null);
  assertEquals(parseStayDates('la domenica fate colazione piu tardi?', today), null);
});

Deno.test('any form of a verb of leaving or going home before a second weekday ends the stay there', () => {
  const today = '2026-11-26'; // a Thursday
  const cases: Array<[string, string, string]> = [
    ['arriviamo venerdi e partono tutti domenica', '2026-11-27', '2026-11-29'],
    ['vengo sabato, riparte lunedi mia moglie', '2026-11-28', '2026-11-30'],
    ['arrivo giovedi, parto domenica', '2026-12-03', '2026-12-06'],
    ['we arrive friday and depart on monday', '2026-11-27', '2026-11-30'],
    ['coming saturday, heading home tuesday', '2026-11-28', '2026-12-01'],
    ['arriviamo sabato e torniamo a casa martedi', '2026-11-28', '2026-12-01'],
  ];
  for (const [text, checkIn, checkOut] of cases) assertEquals(parseStayDates(text, today), { checkIn, checkOut }, text);
});
