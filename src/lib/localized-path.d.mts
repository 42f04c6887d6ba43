// Types of localized-path.mjs (plain JavaScript, shared with scripts/serve.mjs and the sitemap).
export function pathLanguage(pathname: string): 'it' | 'en';
export function pagePath(pathname: string): string;
export function localizePath(path: string, lang: 'it' | 'en'): string;
export function canonicalPage(page: string): string;
