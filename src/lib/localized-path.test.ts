import { describe, expect, it } from 'vitest';
import { localizePath, pagePath, pathLanguage } from './localized-path.mjs';

describe('the two addresses of a page', () => {
  it.each([
    ['/', 'it'],
    ['/formaggi', 'it'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/formaggi', 'en'],
    ['/en/prodotto/primo-fiore', 'en'],
    ['/english', 'it'],
    ['/enoteca', 'it'],
    ['/blog/en', 'it'],
  ])('%s is in %s', (path, lang) => {
    expect(pathLanguage(path)).toBe(lang);
  });

  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/formaggi', '/formaggi'],
    ['/en/newsletter/conferma', '/newsletter/conferma'],
    ['/formaggi', '/formaggi'],
    ['/english', '/english'],
    ['/', '/'],
  ])('%s shows the page %s', (path, page) => {
    expect(pagePath(path)).toBe(page);
  });

  it.each([
    ['/', 'en', '/en'],
    ['/#prodotti', 'en', '/en#prodotti'],
    ['/?x=1', 'en', '/en?x=1'],
    ['/formaggi', 'en', '/en/formaggi'],
    ['/auth?redirect=%2Fcheckout', 'en', '/en/auth?redirect=%2Fcheckout'],
    ['/termini-e-condizioni#cookie', 'en', '/en/termini-e-condizioni#cookie'],
    ['/', 'it', '/'],
    ['/formaggi?x=1#y', 'it', '/formaggi?x=1#y'],
  ])('%s in %s is %s', (path, lang, address) => {
    expect(localizePath(path, lang as 'it' | 'en')).toBe(address);
  });

  it('goes back and forth between the two addresses of the same page', () => {
    for (const page of ['/', '/formaggi', '/prodotto/primo-fiore', '/admin/orders']) {
      expect(pagePath(localizePath(page, 'en'))).toBe(page);
      expect(pathLanguage(localizePath(page, 'en'))).toBe('en');
      expect(pathLanguage(localizePath(page, 'it'))).toBe('it');
    }
  });
});
