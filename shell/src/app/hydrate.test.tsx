/**
 * The language a server-rendered page starts in (hydrate.tsx): the student view (/r/{id}, ADR 0041) hydrates in the
 * language the server rendered, which the visitor may have chosen with the bar's language links without JavaScript,
 * even when this browser remembers another one; elsewhere the remembered language wins.
 */
import { STORAGE_KEYS, clientStorage, getLocale, setLocale } from '@platform/session';
import { adoptServerLanguage } from './hydrate';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'es';
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
});
