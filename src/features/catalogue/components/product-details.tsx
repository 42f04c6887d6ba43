// Every detail field of the product, allergens highlighted in the ingredients, storage temperature, weight
// and aging by the display rules.
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@/domain/catalogue.ts';
import { DETAIL_TEXT_FIELDS } from '@/domain/product-facts.ts';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { agingLabel, highlightAllergens, weightLabel } from '@/domain/product-labels.ts';

export function ProductDetails({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const label = useEnumLabel();
  const weight = weightLabel(product, i18n.resolvedLanguage ?? 'it');
  const aging = agingLabel(product.aging_months);
  const rows: Array<[string, string]> = [[t('detail.fields.weight'), t(weight.key, weight.values)]];
  if (aging) rows.push([t('detail.fields.agingMonths'), t(aging.key, aging.values)]);
  if (product.milk_animal) {
    const animal = label('milkAnimal', product.milk_animal);
    const treatment = product.milk_treatment ? ` · ${label('milkTreatment', product.milk_treatment)}` : '';
    rows.push([t('detail.fields.milk'), animal + treatment]);
  }
  for (const field of DETAIL_TEXT_FIELDS) {
    const value = product[field];
    // The aging text repeats the months already shown; keep it only when there is no number.
    if (value && !(field === 'aging' && aging)) rows.push([t(`detail.fields.${field}`), value]);
  }
  if (product.storage_temperature) rows.push([t('detail.fields.storage_temperature'), product.storage_temperature]);

  const segments = product.ingredients ? highlightAllergens(product.ingredients, product.allergens) : [];
  return (
    <section aria-labelledby="product-details" className="mt-10">
      <h2 id="product-details" className="mb-4 text-2xl">
        {t('detail.details')}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {segments.length > 0 && (
          <>
            <dt className="font-semibold text-olive-900">{t('detail.fields.ingredients')}</dt>
            <dd data-testid="ingredients">
              {segments.map((s, i) =>
                s.allergen ? (
                  <strong key={i} className="font-bold text-terracotta-800">
                    {s.text}
                  </strong>
                ) : (
                  <span key={i}>{s.text}</span>
                ),
              )}
              {segments.some((s) => s.allergen) && <p className="mt-1 text-xs text-stone-500">{t('detail.allergensNote')}</p>}
            </dd>
          </>
        )}
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-olive-900">{label}</dt>
            <dd className="text-stone-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
