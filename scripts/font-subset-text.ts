// The characters kept in the self-hosted fonts (scripts/subset-fonts.ts); src/lib/locales.test.ts checks that
// every interface text is within them, so no text falls back to a system font glyph by glyph.
export const RANGES: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: accented letters, «», ©, °, ×
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];
export const SUBSET_TEXT = RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
