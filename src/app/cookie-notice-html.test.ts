// The first-visit cookie notice of the html: built from the locale texts (scripts/cookie-notice-plugin.ts) and
// painted by the server only for a visitor without a choice, in the page's language (or the `lang` cookie's).
import { describe, expect, it } from 'vitest';
import { cookieNoticeHtml } from '../../scripts/cookie-notice-plugin.ts';
import { createCookieNotice, withCookieNotice } from '../../scripts/cookie-notice.mjs';
import it_ from '../locales/it/common.json';
import en from '../locales/en/common.json';

describe('the built notice', () => {
  const html = cookieNoticeHtml(it_.cookies, 'it');

  it('is the app notice: a named region with the text, the link to the cookie terms and both choices', () => {
    expect(html).toMatch(/^<div id="first-notice" role="region" aria-label="Informativa sui cookie" class="fixed /);
    expect(html).toContain(`<p class="text-sm text-stone-700">${it_.cookies.text} <a href="/termini-e-condizioni#cookie"`);
    expect(html.match(/<button type="button" disabled /g)).toHaveLength(2);
    expect(html).toContain(`>${it_.cookies.essential}</button>`);
    expect(html).toContain('lucide-cookie');
    expect(html).toMatch(/^<div [^>]* lang="it">/);
    expect(cookieNoticeHtml(en.cookies, 'en')).toMatch(/^<div [^>]* lang="en">/);
  });

  it('links the English notice to the English terms', () => {
    expect(cookieNoticeHtml(en.cookies, 'en')).toContain(`${en.cookies.text} <a href="/en/termini-e-condizioni#cookie"`);
  });

  // Lighthouse's SEO audit (and a screen reader's list of links) refuses generic link texts such as "Learn more".
  it('names what its link opens, in both languages', () => {
    expect(en.cookies.more).toMatch(/cookie/i);
    expect(it_.cookies.more).toMatch(/cookie/i);
    expect(cookieNoticeHtml(en.cookies, 'en')).toContain(`>${en.cookies.more}</a>`);
  });

  it('escapes its texts', () => {
    expect(cookieNoticeHtml({ ...en.cookies, text: '<b>"x" & y</b>' }, 'en')).toContain('&lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;');
  });
});

describe('the server', () => {
  const noticeFor = createCookieNotice({ it: '<div id="first-notice">it</div>', en: '<div id="first-notice">en</div>' });

  it('paints the notice until a choice is recorded, in the cookie language, Italian by default', () => {
    expect(noticeFor('')?.key).toBe('it');
    expect(noticeFor('lang=en')?.key).toBe('en');
    expect(noticeFor('lang=fr; other=1')?.key).toBe('it');
    expect(noticeFor('cookie_consent=essential; lang=en')).toBeNull();
    expect(noticeFor('cookie_consent=all')).toBeNull();
    expect(noticeFor('cookie_consent=maybe')?.key).toBe('it');
  });

  it('paints the English notice on an English address, whatever the cookie says', () => {
    expect(noticeFor('', 'en')?.key).toBe('en');
    expect(noticeFor('lang=it', 'en')?.key).toBe('en');
    expect(noticeFor('lang=en', 'it')?.key).toBe('en');
    expect(noticeFor('cookie_consent=all', 'en')).toBeNull();
  });

  it('puts it last in body, outside the root React replaces', () => {
    const html = withCookieNotice('<body><div id="root"></div>\n  </body>', noticeFor(''));
    expect(html).toBe('<body><div id="root"></div>\n  <div id="first-notice">it</div>\n  </body>');
    expect(withCookieNotice('<body></body>', null)).toBe('<body></body>');
  });

  it('on a page that paints a photo, puts it with the tags that start after the photo', () => {
    const html = '<head><!-- app-start src=/s.js -->\n<script type="module" src="/a.js"></script>\n<!-- /app-start --></head><body></body>';
    expect(withCookieNotice(html, noticeFor(''), true)).toBe(
      '<head><!-- app-start src=/s.js -->\n<script type="module" src="/a.js"></script>\n<div id="first-notice">it</div>\n    <!-- /app-start --></head><body></body>',
    );
  });
});
