// The cookie notice painted by the html on a first visit (no `cookie_consent` cookie yet), in the language of
// the `lang` cookie (Italian without one), as the app would show it: it is on screen with the first paint
// instead of after the app, and the app's own notice replaces it (src/lib/cookie-consent.ts). Markup from
// the build (scripts/cookie-notice-plugin.ts).
import { parse } from 'cookie';

/** `(cookie header, page language) → { key, html }`: the notice to paint, or null when the visitor has chosen
 * already. An English address gets the English notice; an Italian one the `lang` cookie's language, since the app
 * moves a visitor whose language is English to the English address (src/lib/i18n.ts). */
export function createCookieNotice(notices) {
  return (cookieHeader = '', pageLanguage = 'it') => {
    const cookies = parse(cookieHeader);
    if (cookies.cookie_consent === 'essential' || cookies.cookie_consent === 'all') return null;
    const lang = (pageLanguage === 'en' || cookies.lang === 'en') && notices.en ? 'en' : 'it';
    return notices[lang] ? { key: lang, html: notices[lang] } : null;
  };
}

/** The html with the notice as the last element of body, outside the root React replaces. On a page whose html
 * paints a photo, `afterPhoto` puts it with the app's starting tags instead (scripts/start-after-paint-plugin.ts),
 * to be shown just after the photo: its text would otherwise fetch a font ahead of the photo. */
export function withCookieNotice(html, notice, afterPhoto = false) {
  if (!notice) return html;
  if (afterPhoto && html.includes('<!-- /app-start -->')) return html.replace('<!-- /app-start -->', `${notice.html}\n    <!-- /app-start -->`);
  return html.replace('</body>', `${notice.html}\n  </body>`);
}
