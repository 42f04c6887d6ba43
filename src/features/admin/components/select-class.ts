// The look of a native <select> in the admin forms (no select primitive in components/ui).
export const selectClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-terracotta-600';
