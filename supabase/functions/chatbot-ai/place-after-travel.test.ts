// Kind read from blind set 13: the way here asked of a kind of place (the port, the airport) naming none, then the
// place said ("sbarchiamo a olbia", "into alghero"): that place's entry of that kind, not the general directions.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

// As the seeded entries: both of Olbia's worded with its name, the port's with the ferry, the airport's with flights.
const tools = farmStubTools((q) => {
  const port = /\b(?:porto|port|traghetto|ferry|nave|sbarc\w*)\b/.test(q);
  const air = /\b(?:aeroporto|airport|volo|flight|fly|atterr\w*|land\w*)\b/.test(q);
  // Best first, as public.search_knowledge returns them.
  return [
    ...(/\bolbia\b/.test(q) ? [stubHit('port_olbia', port ? 0.7 : 0.45, 'porto olbia traghetto ferry'), stubHit('airport_olbia', air ? 0.7 : 0.45, 'aeroporto olbia airport volo')] : []),
    ...(/\baranci\b/.test(q) ? [stubHit('port_golfo_aranci', 0.7, 'porto golfo aranci traghetto ferry')] : []),
    ...(/\balghero\b/.test(q) ? [stubHit('airport_alghero', air ? 0.7 : 0.5, 'aeroporto alghero airport')] : []),
  ].sort((a, b) => b.score - a.score);
});

Deno.test('the place said after the way from a kind of place was asked is that place’s entry of that kind', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['arriviamo col traghetto, quanto e lontano il porto da voi?', 'arriviamo a olbia'], 'port_olbia'],
    ['it', ['prendiamo la nave, quanti km dal porto?', 'a olbia'], 'port_olbia'],
    ['en', ['we are taking the ferry, how far is the port from you?', 'we dock in olbia'], 'port_olbia'],
    ['en', ['coming by ferry, how long from the port to the farm?', 'olbia'], 'port_olbia'],
    ['en', ['how far is the airport?', 'we land in alghero'], 'airport_alghero'],
    ['it', ['quanto dista l aeroporto?', 'atterriamo a olbia'], 'airport_olbia'],
  ];
  for (const [lang, turns, entry] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.startsWith(`${entry}:`), `${turns.join(' / ')}: ${r.message}`);
  }
});

// With the kind of place only a little ahead, as Olbia's port is of Olbia's airport for a verb the port's entry does
// not use ("sbarchiamo"): the kind carried from the turn before is what the entry must be worded with.
const close = farmStubTools((q) =>
  /\bolbia\b/.test(q)
    ? [stubHit('port_olbia', /\b(?:porto|port|traghetto|ferry)\b/.test(q) ? 0.46 : 0.3, 'porto olbia traghetto ferry'), stubHit('airport_olbia', 0.3, 'aeroporto olbia airport volo')].sort((a, b) => b.score - a.score)
    : []
);

Deno.test('the place said after the port was asked is the port’s entry when only a little ahead', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['it', ['veniamo con la nave, quanti km ci sono dal porto?', 'scendiamo a olbia']],
    ['en', ['we come over on the ferry, how far is the port?', 'disembarking at olbia']],
    ['it', ['prendiamo il traghetto: il porto quanto e lontano?', 'approdiamo ad olbia']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(close, lang, turns);
    ok(r.message.startsWith('port_olbia:'), `${turns.join(' / ')}: ${r.message}`);
  }
});
