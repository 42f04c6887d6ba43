// schema.org Product for search engines. JSON.stringify output is escaped for '<' so text can never close the tag.
import type { ProductDetail } from '@/domain/catalogue.ts';
import { galleryImages } from '../product.ts';

function productJsonLd(p: ProductDetail, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.short_description ?? p.description ?? undefined,
    sku: p.sku ?? undefined,
    image: galleryImages(p).map((u) => new URL(u, origin).href),
    offers: {
      '@type': 'Offer',
      price: p.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: p.stock_quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}/prodotto/${p.slug}`,
    },
  };
}

export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const json = JSON.stringify(productJsonLd(product, window.location.origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
