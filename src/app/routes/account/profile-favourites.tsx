// The profile's favourites: the wishlist's ids, the catalogue's products in the page's language, the cart's add
// button and the wishlist's heart, composed here since features do not import each other.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Image } from '@/components/ui/image.tsx';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatEuro } from '@/lib/money.ts';
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx';
import { useProducts } from '@/features/catalogue/api/get-products.ts';
import { useWishlist } from '@/features/wishlist/api/get-wishlist.ts';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button.tsx';

export function ProfileFavourites({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('wishlist');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const ids = useWishlist(userId);
  const products = useProducts(lang);
  // Products withdrawn from sale are not in the catalogue any more, so they drop out of the list too.
  const query = {
    isPending: ids.isPending || products.isPending,
    isError: ids.isError || products.isError,
    data: ids.data && products.data ? products.data.filter((p) => ids.data.includes(p.id)) : undefined,
    refetch: () => Promise.all([ids.refetch(), products.refetch()]),
  };
  return (
    <section aria-labelledby="my-favourites">
      <h2 id="my-favourites" className="mb-3 text-2xl">{t('profile.title')}</h2>
      <PageStates
        query={query}
        pending={<Skeleton className="h-24 w-full" />}
        empty={
          <EmptyState title={t('profile.empty')} description={t('profile.emptyHint')}>
            <Link to="/formaggi" className="font-medium text-olive-800 underline underline-offset-4">{t('profile.browse')}</Link>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid="favourite">
                <div className="flex items-center gap-3">
                  <Image src={p.image_url ?? ''} alt="" className="size-16 shrink-0 rounded-xl object-cover" fallbackClassName="size-16 rounded-xl" compactFallback />
                  <div className="min-w-0 flex-1">
                    <Link to={`/prodotto/${p.slug}`} className="font-serif text-lg leading-tight hover:underline">{p.name}</Link>
                    <p className="font-semibold text-olive-900">{formatEuro(p.price)}</p>
                  </div>
                  <WishlistButton productId={p.id} userId={userId} className="shrink-0" />
                </div>
                <AddToCart
                  product={{ product_id: p.id, name: p.name, slug: p.slug, price: p.price, image_url: p.image_url, sku: p.sku, stock: p.stock_quantity }}
                />
              </li>
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}
