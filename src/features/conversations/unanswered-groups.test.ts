import { describe, expect, it } from 'vitest';
import { groupUnanswered, type UnansweredRow } from './unanswered-groups.ts';

const row = (wording: string, question: string, created_at: string, kind: UnansweredRow['kind'] = 'unknown'): UnansweredRow => ({
  id: created_at, kind, question, wording, language: 'it', created_at,
});

describe('groupUnanswered', () => {
  it('counts the same wording once per group, most asked first, keeping the latest wording', () => {
    const groups = groupUnanswered([
      row('avete la piscina', 'Avete la piscina?', '2026-11-26T10:00:00Z'),
      row('c e il wifi', 'c’è il wifi', '2026-11-26T09:00:00Z'),
      row('avete la piscina', 'avete la piscina', '2026-11-26T11:00:00Z', 'unhelpful'),
    ]);
    expect(groups.map((g) => [g.wording, g.count, g.unhelpful, g.question])).toEqual([
      ['avete la piscina', 2, 1, 'avete la piscina'],
      ['c e il wifi', 1, 0, 'c’è il wifi'],
    ]);
  });

  it('is empty for no rows', () => {
    expect(groupUnanswered([])).toEqual([]);
  });
});
