// The "Perhaps you meant …" of PostgREST's errors: the fuzzy-set match it uses (character 3-grams, then 2-grams,
// cosine similarity, the best 50 re-scored by normalised Levenshtein distance), so the same names are suggested.

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, '');

function gramCounts(value: string, size: number): Map<string, number> {
  const s = `-${normalise(value)}-`;
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= s.length; i++) {
    const g = s.slice(i, i + size);
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

const magnitude = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((a, n) => a + n * n, 0));

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

const similarity = (a: string, b: string) => (a.length || b.length ? 1 - levenshtein(a, b) / Math.max(a.length, b.length) : 1);

/** The closest of `candidates` to `value` scoring above `minScore` (0.33 is the library's default), if any. */
export function closest(candidates: Iterable<string>, value: string, minScore = 0.33): string | undefined {
  const key = value.toLowerCase();
  const items = [...new Set(candidates)];
  const exact = items.find((c) => c.toLowerCase() === key);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const query = gramCounts(value, size);
    const qNorm = magnitude(query);
    const scored = items
      .map((item) => {
        const grams = gramCounts(item, size);
        let dot = 0;
        for (const [g, n] of query) dot += n * (grams.get(g) ?? 0);
        return { item, score: dot === 0 ? 0 : dot / (qNorm * magnitude(grams)) };
      })
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 50)
      .map((r) => ({ item: r.item, score: similarity(key, r.item.toLowerCase()) }))
      .filter((r) => r.score > minScore)
      .sort((a, b) => b.score - a.score);
    if (scored.length) return scored[0].item;
  }
  return undefined;
}
