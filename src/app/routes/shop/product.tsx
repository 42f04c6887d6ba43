// /prodotto/:slug composes the catalogue details with the cart's add button and the wishlist heart.
import { useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useDeferredData } from '@/hooks/use-deferred-data.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { useSession } from '@/features/auth/api/use-session.ts';
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx';
import { useProduct } from '@/features/catalogue/api/get-product.ts';
import { ProductDetails } from '@/features/catalogue/components/product-details.tsx';
import { ProductGallery } from '@/features/catalogue/components/product-gallery.tsx';
import { ProductJsonLd } from '@/features/catalogue/components/product-json-ld.tsx';
import { ProductSummary } from '@/features/catalogue/components/product-summary.tsx';
import { galleryImages } from '@/features/catalogue/product.ts';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button.tsx';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('catalogue');
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const query = useProduct(slug, lang);
  // The page's many parts (gallery, summary, details) render as a deferred update when the product arrives.
  const shown = useDeferredData(query);
  const { user } = useSession();
  const product = shown.data ?? null;
  usePageMeta({
    title: product?.name ?? (query.isSuccess && !shown.isPending ? t('notFound.title') : ''),
    description: product?.short_description ?? undefined,
    image: product?.image_url ?? undefined,
  });

  useEffect(() => {
    if (!query.isError) return;
    toast.error(t('errors.load'), { description: query.error.message });
    void navigate('/formaggi', { replace: true });
  }, [query.isError, query.error, navigate, t]);

  if (shown.isPending || shown.isError) {
    return (
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-2" aria-busy="true">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    );
  }

  const back = `/${product?.category_slug === 'salumi' ? 'salumi' : 'formaggi'}`;
  if (!product) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-4xl">{t('notFound.title')}</h1>
        <p className="text-stone-600">{t('notFound.description')}</p>
        {/* A withdrawn product is no longer readable, so its category is unknown: both shelves are offered. */}
        <nav aria-label={t('notFound.shelves')} className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {(['formaggi', 'salumi'] as const).map((shelf) => (
            <Link key={shelf} to={`/${shelf}`} className="inline-flex items-center gap-2 font-medium text-olive-800 underline">
              <ArrowLeft className="size-4" aria-hidden />
              {t(`notFound.${shelf}`)}
            </Link>
          ))}
        </nav>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ProductJsonLd product={product} />
      <Link to={back} className="mb-6 inline-flex min-h-6 items-center gap-1 text-sm text-olive-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('detail.back')}
      </Link>
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery images={galleryImages(product)} alt={product.name} />
        <ProductSummary
          product={product}
          actions={
            <div className="flex items-center gap-3">
              <AddToCart
                product={{
                  product_id: product.id,
                  name: product.name,
                  slug: product.slug,
                  price: product.price,
                  image_url: product.image_url,
                  sku: product.sku,
                  stock: product.stock_quantity,
                }}
              />
              <WishlistButton productId={product.id} userId={user?.id ?? null} />
            </div>
          }
        />
      </div>
      <ProductDetails product={product} />
    </article>
  );
}
