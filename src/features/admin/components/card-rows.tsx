// A back-office table that becomes one card per row below 768 px (the owner's phone): the same rows, restyled,
// each cell then carrying its column's name, so nothing is cut off or needs a sideways scroll at 390 px.
import type { ReactNode } from 'react';

export const cardRows = {
  table: 'block w-full text-left text-sm md:table',
  head: 'sr-only border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500 md:not-sr-only md:table-header-group',
  body: 'flex flex-col gap-3 md:table-row-group md:divide-y md:divide-stone-100',
  row: 'block rounded-2xl bg-white p-4 shadow-sm md:table-row md:rounded-none md:p-0 md:shadow-none',
  cell: 'flex items-baseline justify-between gap-3 py-0.5 md:table-cell md:px-4 md:py-2',
  /** A cell's value beside its name on a card, aligned to the card's right edge. */
  value: 'min-w-0 break-words text-right md:text-left',
};

/** The column's name, shown on the card only (the table has its header). */
export function CellName({ children }: { children: ReactNode }) {
  return <span className="text-xs text-stone-500 md:hidden">{children}</span>;
}
