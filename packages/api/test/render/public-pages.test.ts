/** How the server picks a pre-rendered public page (docs/decisions/0033): language and white-label host. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  encodePage,
  isWhiteLabelHostname,
  pickEncoding,
  pickLanguage,
  withExternalProviders,
} from '../../src/render/public-pages';
import { externalProviders } from '../../src/modules/account/registration-external';

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

describe('the configured external sign-in providers are written into the page (issue 12)', () => {
  const page = '<html><head><title>x</title></head><body><div id="shell-root"></div></body></html>';
  const read = (html: string) =>
    JSON.parse(/<script id="platform-external-providers" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

  test('as the JSON GET /AccountApi/ExternalProviders answers, before </head>', () => {
    const providers = externalProviders({ external: { google: { clientId: 'g-1' } } } as never);
    const html = withExternalProviders(page, providers);
    expect(html.indexOf('platform-external-providers')).toBeLessThan(html.indexOf('</head>'));
    expect(read(html)).toEqual({
      google: { clientId: 'g-1', authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' },
      microsoft: null,
    });
    expect(read(withExternalProviders(page, externalProviders({} as never)))).toEqual({
      google: null,
      microsoft: null,
    });
  });

  test('a value cannot close the script element', () => {
    const html = withExternalProviders(page, {
      google: { clientId: '</script><script>alert(1)</script>', authorizationEndpoint: 'https://idp.test' },
      microsoft: null,
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(read(html).google.clientId).toBe('</script><script>alert(1)</script>');
  });

  test('no providers given or no head: the page unchanged', () => {
    expect(withExternalProviders(page, undefined)).toBe(page);
    expect(withExternalProviders('<div></div>', { google: null, microsoft: null })).toBe('<div></div>');
  });
});

describe('pre-rendered pages go out compressed (issue 12)', () => {
  test('brotli when accepted, else gzip, else none; q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding(['deflate', 'gzip'])).toBe('gzip');
  });

  test('each encoding decodes to the page, and is smaller than it', () => {
    const html = `<!doctype html><html><body>${'<p class="css-1q18stf">Bienvenido de nuevo</p>'.repeat(200)}</body></html>`;
    const page = encodePage(html);
    expect(page.html).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(html.length / 5);
    expect(page.gzip.length).toBeLessThan(html.length / 5);
  });
});
