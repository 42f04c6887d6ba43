// The shop's badge rule, shared by the catalogue and the admin product grid: the four capitalised badges of the
// spec each have their own colour, any other value is neutral.

export type ProductBadgeTone = 'bestseller' | 'nuovo' | 'premium' | 'esclusivo' | 'neutral';

/** The tone of a product badge; null when the product has none. */
export function productBadgeTone(badge: string | null | undefined): ProductBadgeTone | null {
  if (!badge) return null;
  switch (badge) {
    case 'Bestseller':
      return 'bestseller';
    case 'Nuovo':
      return 'nuovo';
    case 'Premium':
      return 'premium';
    case 'Esclusivo':
      return 'esclusivo';
    default:
      return 'neutral';
  }
}

export const productBadgeClass: Record<ProductBadgeTone, string> = {
  bestseller: 'bg-terracotta-600 text-white',
  nuovo: 'bg-olive-600 text-white',
  premium: 'bg-amber-500 text-amber-950',
  esclusivo: 'bg-stone-900 text-amber-200',
  neutral: 'bg-stone-100 text-stone-800',
};
