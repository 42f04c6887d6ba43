import { Mountain, Route, Sprout, Trees } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FACTS = [
  { icon: Mountain, key: 'altitude' },
  { icon: Route, key: 'olbia' },
  { icon: Sprout, key: 'pasture' },
  { icon: Trees, key: 'woods' },
] as const;

/** The farm in a few lines and four figures (#azienda). */
export function FarmIntro() {
  const { t } = useTranslation('home');
  return (
    <section id="azienda" aria-labelledby="azienda-title" className="mx-auto max-w-7xl px-6 py-20 sm:py-28">
      <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-terracotta-700">{t('intro.eyebrow')}</p>
          <h2 id="azienda-title" className="text-3xl leading-tight sm:text-5xl">{t('intro.title')}</h2>
          <p className="mt-6 text-lg leading-relaxed text-stone-700">{t('intro.p1')}</p>
          <p className="mt-4 leading-relaxed text-stone-600">{t('intro.p2')}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {FACTS.map(({ icon: Icon, key }) => (
            <div key={key} className="rounded-2xl border border-olive-200 bg-white p-5 shadow-sm">
              <Icon className="mb-3 size-7 text-olive-600" aria-hidden />
              <dt className="text-sm text-stone-600">{t(`intro.facts.${key}.label`)}</dt>
              <dd className="font-serif text-3xl text-olive-900">{t(`intro.facts.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
