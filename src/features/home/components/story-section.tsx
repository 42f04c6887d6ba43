import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { STORY_IMAGE } from '../images.ts';
import { CountUp } from './count-up.tsx';

const TIMELINE_YEARS = ['1950', '1975', '1995', '2020'] as const;
const COUNTERS = [
  { key: 'years', value: 75, suffix: '' },
  { key: 'generations', value: 3, suffix: '' },
  { key: 'awards', value: 12, suffix: '' },
  { key: 'customers', value: 5000, suffix: '+' },
] as const;

/** Our story (#chi-siamo): the family timeline and four counters. */
export function StorySection() {
  const { t } = useTranslation('home');
  return (
    <section id="chi-siamo" aria-labelledby="chi-siamo-title" className="bg-cream-100 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div>
            <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-terracotta-700">{t('story.eyebrow')}</p>
            <h2 id="chi-siamo-title" className="text-3xl leading-tight sm:text-5xl">{t('story.title')}</h2>
            <p className="mt-6 text-lg leading-relaxed text-stone-700">{t('story.text')}</p>
            <Image src={STORY_IMAGE.src} srcSet={STORY_IMAGE.srcSet} sizes="(min-width: 1024px) 50vw, 100vw" alt={t('story.imageAlt')} className="mt-8 aspect-[16/10] w-full rounded-2xl object-cover shadow-lg" />
          </div>
          <ol className="relative ml-3 border-l-2 border-olive-300">
            {TIMELINE_YEARS.map((year) => (
              <li key={year} className="relative mb-10 pl-8 last:mb-0">
                <span className="absolute -left-[0.6rem] top-1.5 size-4 rounded-full border-4 border-cream-100 bg-terracotta-600" aria-hidden />
                <p className="font-serif text-3xl text-terracotta-700">{year}</p>
                <h3 className="mt-1 text-xl">{t(`story.timeline.${year}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-stone-600">{t(`story.timeline.${year}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
        <dl className="mt-16 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {COUNTERS.map((c) => (
            <div key={c.key} className="rounded-2xl bg-olive-800 p-6 text-center text-white">
              <dd className="font-serif text-4xl sm:text-5xl">
                <CountUp value={c.value} />
                {c.suffix}
              </dd>
              <dt className="mt-2 text-sm text-olive-100">{t(`story.counters.${c.key}`)}</dt>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
