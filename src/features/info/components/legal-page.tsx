import { useTranslation } from 'react-i18next';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** A long text page (privacy, terms) from an i18n array of sections, with a table of contents. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: LegalSection[] }) {
  const { t } = useTranslation('info');
  return (
    <article className="mx-auto max-w-5xl px-6 py-14 sm:py-20">
      <header className="border-b border-stone-200 pb-8">
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-stone-500">{updated}</p>
        <p className="mt-6 max-w-3xl text-lg text-stone-700">{intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('toc')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-olive-700">{t('toc')}</p>
          <ol className="flex flex-col gap-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}><a href={`#${s.id}`} className="inline-flex min-h-8 items-center text-stone-700 hover:text-terracotta-700 hover:underline">{s.title}</a></li>
            ))}
          </ol>
        </nav>
        <div className="flex flex-col gap-10">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`} className="text-2xl">{s.title}</h2>
              {s.paragraphs.map((p, i) => (
                <p key={i} className="mt-3 leading-relaxed text-stone-700">{p}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
