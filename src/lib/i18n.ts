// i18next with one JSON file per namespace and language, found at build time and loaded on first use.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setSiteCookie } from './cookie-consent.ts';
import { localizePath, pagePath, pathLanguage } from './localized-path.mjs';

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

/** Whether the visitor's last language on this browser was English (kept by applyLanguage). */
function storedEnglish(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en';
  } catch {
    return false;
  }
}

/** Keeps the language for the next visit (and the server's first-visit notice, scripts/cookie-notice.mjs), and
 * says it to the document. */
function applyLanguage(lang: Language) {
  // Unit tests run i18n in node, without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  setSiteCookie(LANGUAGE_STORAGE_KEY, lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage blocked: the choice lasts for this page view.
  }
}

/** The language of this page view: its address's (src/lib/localized-path.mjs). A root address opened by a visitor
 * whose last language was English (an old link, a bookmark) moves to its English twin first, before the router
 * reads it. A page view never changes language: the switch loads the other address. */
function entryLanguage(): Language {
  // Unit tests run i18n in node, without an address.
  if (typeof location === 'undefined') return DEFAULT_LANGUAGE;
  const { pathname, search, hash } = location;
  if (pathLanguage(pathname) === 'en') return 'en';
  if (!storedEnglish()) return 'it';
  history.replaceState(null, '', localizePath(pathname, 'en') + search + hash);
  return 'en';
}
const startLanguage = entryLanguage();
applyLanguage(startLanguage);

export const i18nReady = i18n
  .use(lazyJsonBackend)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
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

/** Starts downloading namespaces' files in the page's language before i18next asks for them: it asks only after
 * its first namespaces are in, which would cost a page a round trip. */
export function prefetchNamespaces(namespaces: string[]): void {
  for (const ns of namespaces) void files[`./${startLanguage}/${ns}.json`]?.().catch(() => undefined);
}

/** The language switch: the page's other address (query and hash kept), its html and app in that language. The
 * choice is stored first, or an Italian address would send a visitor whose last language was English back. */
export function switchLanguage(language: Language) {
  applyLanguage(language);
  location.assign(localizePath(pagePath(location.pathname), language) + location.search + location.hash);
}

/** The page's language (i18next's, which follows the address). */
export const currentLanguage = (): Language => startLanguage;

export { i18n };
