import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { Product } from '@/domain/catalogue.ts';
import { ProductCard } from './product-card.tsx';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={gridClass}>
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <ProductCard product={p} priority={i < 3} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const SKELETON_COUNT = 6;

export function ProductGridSkeleton() {
  return (
    <div className={gridClass} aria-busy="true">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
