import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the document title, description and Open Graph tags of the current page (already translated texts). */
export function usePageMeta({ title, description, image }: { title: string; description?: string; image?: string }) {
  const { t, i18n } = useTranslation('common');
  const siteName = t('brand.name');
  const fullTitle = title ? `${title} · ${siteName}` : `${siteName} · ${t('brand.tagline')}`;
  const text = description ?? t('meta.description');
  const lang = i18n.resolvedLanguage;
  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:locale', lang === 'en' ? 'en_GB' : 'it_IT');
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [fullTitle, text, image, lang]);
}
