// Scoring of the assistant's labelled sets: a case is right when the reply has the expected type (if given) and
// every fact it must contain; a wrong fact is any fact it must not state. Figures per language and per topic.
import fs from 'node:fs';
import path from 'node:path';
import { chat, type ChatReply } from './chat.ts';

type Lang = 'it' | 'en';

export interface Case {
  lang: Lang;
  /** The page's language when the guest writes in the other one. */
  site?: Lang;
  topic: string;
  text?: string;
  turns?: string[];
  type?: string;
  /** Facts a right reply contains; "a|b" is either way of writing one fact (a price as "5 €" or "5,00" before the no-break space of a formatted euro). */
  must: string[];
  not: string[];
}

export interface Outcome {
  c: Case;
  /** Milliseconds of each reply, as the client waits for it (the local stack, the function, the database). */
  ms: number[];
  right: boolean;
  wrongFacts: string[];
  /** A turn answered with a server error (any turn, not only the last): never acceptable, right or not. */
  serverError: boolean;
  /** The first 5xx's status and code (WORKER_LIMIT, WORKER_ERROR, the function's own), to tell load from a bug. */
  serverErrorCode: string | null;
  detail: string;
}

export function loadCases(file: string): Case[] {
  // A case with nothing it must not state may leave "not" out.
  const { cases } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as { cases: Array<Omit<Case, 'not'> & { not?: string[] }> };
  return cases.map((c) => ({ ...c, not: c.not ?? [] }));
}

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** `{fri}`, `{fri+2}`: the coming Friday after today (in the farm's time zone), and days after it, as dd/mm. */
function expandDates(fact: string, today = ROME_DAY.format(new Date())): string {
  return fact.replace(/\{(sun|mon|tue|wed|thu|fri|sat)(?:\+(\d+))?\}/g, (_, wd: string, plus?: string) => {
    const d = new Date(`${today}T00:00:00Z`);
    const ahead = (WEEKDAYS[wd] - d.getUTCDay() + 7) % 7 || 7;
    d.setUTCDate(d.getUTCDate() + ahead + Number(plus ?? 0));
    return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const said = (r: ChatReply) =>
  `${r.message} ${r.follow_up ?? ''} ${(r.data ?? []).map((d) => d.name ?? '').join(' ')}`.toLowerCase();

/** The stack the cases are asked on (the shared test stack unless given). */
export interface Target { url: string; key: string }

async function runCase(c: Case, target?: Target): Promise<Outcome> {
  const turns = c.turns ?? [c.text ?? ''];
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  const sessionId = `eval-${crypto.randomUUID()}`;
  let status = 0;
  let reply: ChatReply = { message: '', type: '', data: [], follow_up: null };
  const ms: number[] = [];
  let serverError = false;
  let serverErrorCode: string | null = null;
  for (const turn of turns) {
    history.push({ role: 'user', content: turn });
    const start = performance.now();
    const res = await chat(history, { language: c.site ?? c.lang, sessionId, ...target });
    ms.push(performance.now() - start);
    status = res.status;
    if (status >= 500 && !serverError) {
      const b = res.body as { code?: unknown; error?: unknown };
      serverErrorCode = `${status} ${JSON.stringify(b.code ?? b.error ?? '')}`;
    }
    serverError ||= status >= 500;
    reply = res.body;
    history.push({ role: 'assistant', content: reply.message ?? '' });
  }
  const hay = said(reply);
  const missing = c.must.map((f) => expandDates(f)).filter((f) => !f.split('|').some((way) => hay.includes(way.toLowerCase())));
  const wrongFacts = c.not.filter((f) => hay.includes(f.toLowerCase()));
  const typeOk = !c.type || reply.type === c.type;
  const right = status === 200 && typeOk && missing.length === 0 && wrongFacts.length === 0;
  const detail = `[${c.lang}/${c.topic}] ${JSON.stringify(turns)} → ${status} ${reply.type}${typeOk ? '' : ` (expected ${c.type})`}${missing.length ? `, missing ${JSON.stringify(missing)}` : ''}${wrongFacts.length ? `, WRONG ${JSON.stringify(wrongFacts)}` : ''}: ${reply.message}`;
  return { c, right, wrongFacts, serverError, serverErrorCode, detail, ms };
}

/** Runs the cases a few at a time (the function runs in one worker and the machine is shared). */
export async function runAll(cases: Case[], target?: Target, parallel = 6): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (let i = 0; i < cases.length; i += parallel) out.push(...(await Promise.all(cases.slice(i, i + parallel).map((c) => runCase(c, target)))));
  return out;
}

const pct = (a: number, n: number) => (n ? `${((100 * a) / n).toFixed(1)}%` : '-');

/** Rows "group  right/total  percent  wrong facts" per language, per topic and in all. */
export function table(title: string, outcomes: Outcome[]): string {
  const rows: Array<[string, Outcome[]]> = [
    ['all', outcomes],
    ...(['it', 'en'] as const).map((l): [string, Outcome[]] => [`lang ${l}`, outcomes.filter((o) => o.c.lang === l)]),
    ...[...new Set(outcomes.map((o) => o.c.topic))].sort().map((t): [string, Outcome[]] => [`topic ${t}`, outcomes.filter((o) => o.c.topic === t)]),
  ];
  const lines = rows.map(([name, os]) => {
    const right = os.filter((o) => o.right).length;
    const wrong = os.filter((o) => o.wrongFacts.length).length;
    return `${name.padEnd(18)} ${`${right}/${os.length}`.padStart(8)} ${pct(right, os.length).padStart(7)}   wrong facts: ${wrong}`;
  });
  const ms = outcomes.flatMap((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]?.toFixed(0);
  return `${title}\n${lines.join('\n')}\nreply time (6 conversations at once): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}
