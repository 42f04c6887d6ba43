import { describe, expect, it } from 'vitest';
import { monthDays } from './month-calendar.ts';
import { tapeRuns, type TapeItem } from './tape-rows.ts';

const days = monthDays(2026, 10).slice(0, 10);
const item = (kind: string, id: string, check_in: string, check_out: string, room_id = 'r1'): TapeItem => ({ kind, id, room_id, check_in, check_out });

describe('tape chart rows', () => {
  it('gives a stay one run over its nights, check-out day free', () => {
    const runs = tapeRuns([item('booking', 'b', '2026-11-03', '2026-11-06')], 'r1', days);
    expect(runs.map((r) => [r.item?.id ?? null, r.first, r.span])).toEqual([
      [null, '2026-11-01', 1], [null, '2026-11-02', 1], ['b', '2026-11-03', 3],
      [null, '2026-11-06', 1], [null, '2026-11-07', 1], [null, '2026-11-08', 1], [null, '2026-11-09', 1], [null, '2026-11-10', 1],
    ]);
  });

  it('keeps back-to-back stays apart and cuts a stay that began last month at the first day', () => {
    const runs = tapeRuns([item('booking', 'a', '2026-10-29', '2026-11-02'), item('booking', 'b', '2026-11-02', '2026-11-04')], 'r1', days);
    expect(runs.slice(0, 2).map((r) => [r.item?.id, r.first, r.span])).toEqual([['a', '2026-11-01', 1], ['b', '2026-11-02', 2]]);
  });

  it('shows a booking over a closure of the same nights, and only the asked room', () => {
    const runs = tapeRuns([
      item('closure', 'c', '2026-11-01', '2026-11-11'), item('booking', 'b', '2026-11-04', '2026-11-05'),
      item('booking', 'x', '2026-11-01', '2026-11-11', 'r2'),
    ], 'r1', days);
    expect(runs.map((r) => [r.item?.id, r.span])).toEqual([['c', 3], ['b', 1], ['c', 6]]);
  });
});
