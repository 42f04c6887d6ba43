// Raw or pasteurised milk refused ("her doctor said no unpasteurised cheese", "niente formaggi a latte crudo",
// "can't have raw milk cheese while pregnant"): the other treatment is asked for. "non pastorizzato" is raw milk
// itself; refused too ("nothing that is not pasteurised") it is pasteurised.

const RAW = new Set(['raw', 'unpasteurised', 'unpasteurized', 'crudo', 'cruda', 'crudi', 'crude']);
const PASTEURISED = /^(?:pastorizzat[oaie]|pasteuri[sz]ed)$/;
const NOT = new Set(['non', 'not']);
/** Words refusing what follows them within a few words: a negation, avoiding, forbidding. */
const REFUSING_TREATMENT = new Set([
  'no', 'niente', 'nessun', 'nessuna', 'senza', 'without', 'not', 'non', 'cant', 'cannot', 'shouldnt', 'mustnt', 'dont',
  'avoid', 'avoiding', 'evitare', 'evito', 'evita', 'evitiamo', 'vietato', 'vietati', 'vietata', 'vietate', 'forbidden',
  'banned', 'nothing', 'nulla', 'allergic', 'allergica', 'allergico', 'except', 'tranne', 'never', 'mai',
]);
/** Words ending the reach of a refusal ("no raw milk but the aged ones"). */
const CLAUSE_END = new Set(['but', 'ma', 'pero', 'only', 'solo', 'soltanto', 'which', 'quali', 'quale', 'what', 'so', 'quindi']);

/** The treatment asked, a refused one read as the other: raw, pasteurised, or none said. `prosciuttoCrudo` says the
 * "crudo" is the ham's; `negatedAt` is the understanding's negation of a word (also after it: "crudo non lo mangio"). */
export function treatmentAskedIn(
  tokens: string[], prosciuttoCrudo: boolean, negatedAt: (tokens: string[], i: number) => boolean,
): { treatment: 'raw' | 'pasteurised'; refused: boolean } | undefined {
  const said: Array<{ at: number; raw: boolean }> = [];
  for (const [i, t] of tokens.entries()) {
    if (RAW.has(t) && !(prosciuttoCrudo && t.startsWith('crud'))) said.push({ at: i, raw: true });
    else if (PASTEURISED.test(t)) said.push(NOT.has(tokens[i - 1] ?? '') ? { at: i - 1, raw: true } : { at: i, raw: false });
  }
  if (!said.length) return undefined;
  // One treatment said again is asked where it is said last ("devo evitare il latte crudo: quali sono a latte
  // crudo?" asks the raw ones); both said ("raw or pasteurised?") is a choice, read by the first.
  const { at, raw } = said.every((s) => s.raw === said[0].raw) ? said[said.length - 1] : said[0];
  const before = tokens.slice(Math.max(0, at - 6), at);
  const end = before.map((t) => CLAUSE_END.has(t)).lastIndexOf(true);
  const refused = before.slice(end + 1).some((t) => REFUSING_TREATMENT.has(t)) ||
    // Refused after it ("il crudo non lo digerisco"): the words from the treatment's own on.
    negatedAt(tokens.slice(NOT.has(tokens[at]) ? at + 1 : at), 0);
  return { treatment: raw !== refused ? 'raw' : 'pasteurised', refused };
}
