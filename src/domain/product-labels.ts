// Display rules for product weight, aging and allergens, shared by the shop and the assistant's product cards
// (the badge rule is shared too: components/ui/badge-tone.ts). They return `catalogue:` i18n keys with values so
// the component translates them; the rules themselves stay pure and tested.
import type { Product } from './catalogue.ts';

export interface LabelKey {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Weight label of the spec: the product's own pack label when it has one (the spreadable creams are sold as
 * "4 jars of 200 g", product data the admin edits), anything under 1 kg in grams, otherwise kilograms (1 kg when
 * the weight is unknown).
 */
export function weightLabel(product: Pick<Product, 'pack_label' | 'weight'>, lang: string): LabelKey {
  const pack = product.pack_label?.trim();
  if (pack) return { key: 'catalogue:weight.pack', values: { pack } };
  const kg = Number(product.weight);
  if (!Number.isFinite(kg) || kg <= 0) return { key: 'catalogue:weight.kg', values: { kg: '1' } };
  if (kg < 1) return { key: 'catalogue:weight.grams', values: { grams: Math.round(kg * 1000) } };
  const formatted = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'it-IT', { maximumFractionDigits: 2 }).format(kg);
  return { key: 'catalogue:weight.kg', values: { kg: formatted } };
}

/** Aging in whole years when it is a multiple of 12 months, otherwise in months; null when not aged. */
export function agingLabel(agingMonths: number | null | undefined): LabelKey | null {
  const m = Number(agingMonths);
  if (!Number.isFinite(m) || m <= 0) return null;
  if (m >= 12 && m % 12 === 0) return { key: 'catalogue:aging.years', values: { count: m / 12 } };
  return { key: 'catalogue:aging.months', values: { count: m } };
}

export interface TextSegment {
  text: string;
  allergen: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits an ingredients text into plain and allergen segments (case-insensitive, whole words). */
export function highlightAllergens(text: string, allergens: readonly string[] | null | undefined): TextSegment[] {
  const words = (allergens ?? []).map((a) => a.trim()).filter(Boolean);
  if (!text) return [];
  if (words.length === 0) return [{ text, allergen: false }];
  const pattern = new RegExp(
    `(?<![\\p{L}])(${words.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}])`,
    'giu',
  );
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), allergen: false });
    segments.push({ text: match[0], allergen: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), allergen: false });
  return segments;
}
