// i18next with one JSON file per namespace and language, found at build time and loaded on first use.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setSiteCookie } from './cookie-consent.ts';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'it';
const LANGUAGE_STORAGE_KEY = 'lang';

type Resource = Record<string, unknown>;
// Keys relative to the folder (`./it/common.json`): shorter in the first-render bundle, which lists them all.
const files = import.meta.glob<{ default: Resource }>('./*/*.json', { base: '../locales' });

/** Anything but a supported code becomes Italian. */
export function toLanguage(value: unknown): Language {
  const code = typeof value === 'string' ? value.toLowerCase().slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : DEFAULT_LANGUAGE;
}

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`./${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

function storedLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(language: string) {
  const lang = toLanguage(language);
  // Unit tests run i18n in node, without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  // The server paints its first-visit cookie notice in this language (scripts/cookie-notice.mjs).
  setSiteCookie(LANGUAGE_STORAGE_KEY, lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage blocked: the choice lasts for this page view.
  }
}

i18n.on('languageChanged', applyLanguage);

export const i18nReady = i18n
  .use(lazyJsonBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    // 'cart': the navigation bar's cart button, on every page (loaded with the first batch, not after it).
    ns: ['common', 'errors', 'cart'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    react: { useSuspense: true },
  });

/** Starts downloading namespaces' files in the language the app is in (or will start in) before i18next asks
 * for them: it asks only after its first namespaces are in, which would cost a page a round trip. */
export function prefetchNamespaces(namespaces: string[]): void {
  const lang = i18n.isInitialized ? currentLanguage() : storedLanguage();
  for (const ns of namespaces) void files[`./${lang}/${ns}.json`]?.().catch(() => undefined);
}

/** The current interface language, narrowed to the supported ones. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export { i18n };
