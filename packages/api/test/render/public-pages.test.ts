/** How the server picks a pre-rendered public page (docs/decisions/0033): language and white-label host. */
import { isWhiteLabelHostname, pickLanguage } from '../../src/render/public-pages';

describe('pre-rendered page language', () => {
  test('the language cookie wins', () => {
    expect(pickLanguage('en', 'ca-ES,ca;q=0.9')).toBe('en');
    expect(pickLanguage('ca', undefined)).toBe('ca');
  });

  test('without a (supported) cookie: Accept-Language by preference, then Spanish', () => {
    expect(pickLanguage(undefined, 'ca-ES,ca;q=0.9,en;q=0.8')).toBe('ca');
    expect(pickLanguage('fr', 'fr-FR,en;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, 'de;q=0.9,en;q=0.2,ca;q=0.7')).toBe('ca');
    expect(pickLanguage(undefined, 'en;q=0,es-ES;q=0.1')).toBe('es');
    expect(pickLanguage(undefined, 'fr-FR')).toBe('es');
    expect(pickLanguage(undefined, undefined)).toBe('es');
    expect(pickLanguage(undefined, '*')).toBe('es');
  });
});

describe('white-label hosts get the browser render', () => {
  test('a subdomain of the platform host or of localhost', () => {
    expect(isWhiteLabelHostname('demo-school.kimple.example', 'kimple.example')).toBe(true);
    expect(isWhiteLabelHostname('demo-school.localhost', 'kimple.example')).toBe(true);
  });

  test('the platform host itself, www/app/api and other hosts do not', () => {
    for (const host of [
      'kimple.example',
      'www.kimple.example',
      'app.kimple.example',
      'localhost',
      '127.0.0.1',
      'other.example',
    ]) {
      expect(isWhiteLabelHostname(host, 'kimple.example')).toBe(false);
    }
  });
});
