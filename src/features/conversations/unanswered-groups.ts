// The unanswered queue as staff read it: one line per wording (the database's normalised `wording`), most asked first.
export interface UnansweredRow {
  id: string;
  kind: 'unknown' | 'unhelpful';
  question: string;
  wording: string;
  language: 'it' | 'en';
  created_at: string;
}

export interface UnansweredGroup {
  wording: string;
  /** The latest visitor wording, kept as the new entry's phrasing. */
  question: string;
  language: 'it' | 'en';
  count: number;
  unhelpful: number;
  last: string;
}

export function groupUnanswered(rows: UnansweredRow[]): UnansweredGroup[] {
  const groups = new Map<string, UnansweredGroup>();
  for (const r of rows) {
    const g = groups.get(r.wording);
    if (!g) {
      groups.set(r.wording, { wording: r.wording, question: r.question, language: r.language, count: 1, unhelpful: r.kind === 'unhelpful' ? 1 : 0, last: r.created_at });
      continue;
    }
    g.count++;
    if (r.kind === 'unhelpful') g.unhelpful++;
    if (r.created_at > g.last) Object.assign(g, { last: r.created_at, question: r.question, language: r.language });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.last.localeCompare(a.last));
}
