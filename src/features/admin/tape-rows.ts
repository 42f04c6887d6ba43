// The tape chart's rows: a room's nights of a month as runs of the same booking, hold or closure (one cell
// spanning its nights) and single free nights. A booking wins over a hold, a hold over a closure, when a
// night has several (a closure added over a booking, say).
export interface TapeItem {
  kind: string;
  id: string;
  room_id: string;
  check_in: string;
  check_out: string;
}

export interface TapeRun<T extends TapeItem> {
  item: T | null;
  first: string;
  span: number;
}

const RANK: Record<string, number> = { booking: 0, hold: 1, closure: 2 };

export function tapeRuns<T extends TapeItem>(items: T[], roomId: string, days: string[]): TapeRun<T>[] {
  const mine = items.filter((i) => i.room_id === roomId).sort((a, b) => (RANK[a.kind] ?? 3) - (RANK[b.kind] ?? 3));
  const runs: TapeRun<T>[] = [];
  for (const day of days) {
    const item = mine.find((i) => i.check_in <= day && day < i.check_out) ?? null;
    const last = runs.at(-1);
    if (item && last?.item && last.item.kind === item.kind && last.item.id === item.id) last.span += 1;
    else runs.push({ item, first: day, span: 1 });
  }
  return runs;
}
