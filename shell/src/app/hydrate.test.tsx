/**
 * The language a server-rendered page starts in (hydrate.tsx): the student view (/r/{id}, ADR 0041) hydrates in the
 * language the server rendered, which the visitor may have chosen with the bar's language links without JavaScript,
 * even when this browser remembers another one; elsewhere the remembered language wins.
 */
import { STORAGE_KEYS, clientStorage, getLocale, setLocale } from '@platform/session';
import { adoptServerLanguage } from './hydrate';
import { browserLanguage } from './serverLanguage';

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = 'pl_lang=; path=/; max-age=0';
  document.body.innerHTML = '';
  document.documentElement.lang = 'es';
  setLocale('es'); // the platform's default in memory, nothing remembered
  clientStorage.remove(STORAGE_KEYS.language);
});

describe('adoptServerLanguage', () => {
  it("the student view starts in the server's language, over the remembered one", () => {
    setLocale('es');
    expect(clientStorage.get(STORAGE_KEYS.language)).toBeTruthy();
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<main data-ssr-main=""><div id="remote-area"></div></main>';
    adoptServerLanguage();
    expect(getLocale()).toBe('en');
  });

  it('any other page keeps the language this browser remembers', () => {
    setLocale('ca');
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<div id="shell-root"></div>';
    adoptServerLanguage();
    expect(getLocale()).toBe('ca');
  });

  it("a page the browser renders, with nothing remembered and no cookie, starts in the browser's language", () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ca-ES', 'es']);
    document.body.innerHTML = '<div id="shell-root"></div>';
    adoptServerLanguage();
    expect(getLocale()).toBe('ca');
  });

  it('the language cookie (what the server rendered last) wins over the browser', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ca-ES']);
    document.cookie = 'pl_lang=en; path=/';
    document.body.innerHTML = '<div id="shell-root"></div>';
    adoptServerLanguage();
    expect(getLocale()).toBe('en');
  });
});

describe('browserLanguage', () => {
  it('takes the first language of the preferences the platform speaks, as the server reads Accept-Language', () => {
    expect(browserLanguage({ languages: ['de-DE', 'en-GB', 'ca'], language: 'de-DE' })).toBe('en');
    expect(browserLanguage({ languages: ['CA-es'], language: 'CA-es' })).toBe('ca');
    expect(browserLanguage({ languages: [], language: 'es-MX' })).toBe('es');
    expect(browserLanguage({ languages: ['de', 'fr'], language: 'de' })).toBeNull();
  });
});
