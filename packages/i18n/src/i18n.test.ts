import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { bus } from '@platform/event-bus';
import { clientStorage, STORAGE_KEYS, getLocale } from '@platform/session';
import { i18n, initI18n, changeLanguage, registerNamespace, namespaceReady, currentLocale } from './index';

const root = path.join(__dirname, '..');

describe('i18n instance', () => {
  beforeAll(() => initI18n('es'));

  it('defaults to Spanish and translates common keys in the three languages', async () => {
    expect(i18n.language).toBe('es');
    expect(i18n.t('common:remoteFallback.title')).toBe('Esta sección no se ha podido cargar');
    await changeLanguage('en');
    expect(i18n.t('common:errors.offline')).toBe("We couldn't process your request, try again later.");
    await changeLanguage('ca');
    expect(i18n.t('common:actions.close')).toBe('Tancar');
    await changeLanguage('es');
  });

  it('changeLanguage persists the language under an encoded key, sets <html lang> and emits', async () => {
    const seen = jest.fn();
    const off = bus.on('platform.locale.changed.v1', seen);
    await changeLanguage('en');
    off();
    expect(seen).toHaveBeenCalledWith({ locale: 'en' });
    expect(getLocale()).toBe('en');
    expect(clientStorage.get(STORAGE_KEYS.language)).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(currentLocale()).toBe('en');
    await changeLanguage('es');
  });

  it('ignores unsupported languages', async () => {
    expect(await changeLanguage('fr')).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it('registers a remote namespace', () => {
    registerNamespace('explore', {
      es: require('../locales/es/explore.json'),
      en: require('../locales/en/explore.json'),
      ca: require('../locales/ca/explore.json'),
    });
    expect(i18n.t('explore:programs.title')).toBe('Programas');
    expect(i18n.t('explore:programs.title', { lng: 'en' })).toBe('Programs');
    expect(i18n.t('explore:programs.title', { lng: 'ca' })).toBe('Programes');
  });

  it('registers a namespace whose EN/CA texts load on demand, before a language switch resolves', async () => {
    const en = jest.fn(() => Promise.resolve({ default: { hello: 'Hello' } }));
    const ca = jest.fn(() => Promise.resolve({ hello: 'Hola (ca)' }));
    await registerNamespace('lazyns', { es: { hello: 'Hola' }, en, ca });
    expect(en).not.toHaveBeenCalled(); // Spanish is the language: nothing to load
    expect(i18n.t('lazyns:hello')).toBe('Hola');
    await changeLanguage('en');
    expect(i18n.t('lazyns:hello')).toBe('Hello');
    await changeLanguage('ca');
    expect(i18n.t('lazyns:hello')).toBe('Hola (ca)');
    await changeLanguage('es');
    expect(en).toHaveBeenCalledTimes(1);
    expect(ca).toHaveBeenCalledTimes(1);
  });

  it('loads the shell page texts (pages) on demand; the shell namespace answers their keys', async () => {
    expect(i18n.hasResourceBundle('es', 'pages')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'shell')).toBe(true);
    await namespaceReady('pages');
    expect(i18n.t('shell:notFound.title')).toBe('¡Oh no! Algo ha salido mal');
    expect(i18n.getFixedT(null, 'shell')('notFound.back')).toBe('Volver a explorar');
    await changeLanguage('en');
    expect(i18n.t('shell:notFound.title')).toBe('Oh no! Something went wrong');
    await changeLanguage('ca');
    expect(i18n.t('shell:notFound.back')).toBe('Torna a explorar');
    await changeLanguage('es');
  });

  it('an on-demand namespace loads in the current language only (no Spanish fallback copy on an English page)', async () => {
    const es = jest.fn(async () => ({ hi: 'Hola' }));
    const en = jest.fn(async () => ({ hi: 'Hi' }));
    const ca = jest.fn(async () => ({ hi: 'Hola (ca)' }));
    await changeLanguage('en');
    await registerNamespace('onlycurrent', { es, en, ca });
    expect(i18n.t('onlycurrent:hi')).toBe('Hi');
    expect(en).toHaveBeenCalledTimes(1);
    expect(es).not.toHaveBeenCalled();
    expect(ca).not.toHaveBeenCalled();
    await changeLanguage('es');
    expect(i18n.t('onlycurrent:hi')).toBe('Hola');
  });

  it('the onboarding tour has a namespace of its own, also answered from the shell namespace', async () => {
    await namespaceReady('tour');
    expect(i18n.getFixedT(null, 'shell')('tour.next')).toBe(i18n.t('tour:tour.next'));
    expect(i18n.hasResourceBundle('es', 'pages')).toBe(true); // loaded by the test above, not by the tour
    expect(Object.keys(i18n.getResourceBundle('es', 'pages'))).not.toContain('tour');
  });
});

describe('check-keys', () => {
  it('passes on the real locales', () => {
    const out = execFileSync(process.execPath, [path.join(root, 'check-keys.mjs')], { encoding: 'utf8' });
    expect(out).toMatch(/i18n check OK/);
  });
  it('fails on a missing or empty key', () => {
    let failed = false;
    try {
      execFileSync(process.execPath, [path.join(root, 'check-keys.mjs'), path.join(root, 'test-fixtures/bad')], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (e: any) {
      failed = true;
      expect(e.stderr).toContain('x:b missing in en');
      expect(e.stderr).toContain('x:a is empty or not a string in ca');
    }
    expect(failed).toBe(true);
  });
});

describe('plurals and numbers in the texts (issue #31 item 12)', () => {
  // the platform instance's options (plurals through Intl.PluralRules, the built-in Intl number formatter)
  const load = (lng: string, ns: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the JSON as shipped
    require(path.join(root, 'locales', lng, `${ns}.json`)) as Record<string, unknown>;
  beforeAll(() => {
    initI18n('es');
    for (const lng of ['es', 'en', 'ca'])
      for (const ns of ['explore', 'krea']) i18n.addResourceBundle(lng, ns, load(lng, ns), true, true);
  });
  afterAll(() => changeLanguage('es'));
  const nb = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

  it('one resource is singular, and each count of a card has its own plural', async () => {
    const t = i18n.getFixedT('es', 'explore');
    expect(t('program.cardMeta', { resources: 1, classes: 1, min: 6, max: 11 })).toBe(
      '1 recurso · 1 clase · 6-11 años',
    );
    expect(t('program.cardMeta', { resources: 3, classes: 2, min: 6, max: 11 })).toBe(
      '3 recursos · 2 clases · 6-11 años',
    );
    expect(i18n.getFixedT('ca', 'explore')('folder.cardMeta', { resources: 1, sessions: 4, min: 6, max: 11 })).toBe(
      '1 recurs · 4 sessions · 6-11 anys',
    );
    expect(i18n.getFixedT('en', 'krea')('dashboard.meta', { count: 1, completeness: '27.1%' })).toBe(
      '1 resource · 27.1% complete',
    );
    expect(i18n.getFixedT('es', 'krea')('editor.resourceSummary', { count: 1, minutes: 50 })).toMatch(/^1 recurso · /);
  });

  it('hours are an Intl number in the language, with their plural', () => {
    expect(i18n.getFixedT('es', 'explore')('program.hours', { count: 10.2 })).toBe('10,2 horas');
    expect(i18n.getFixedT('ca', 'explore')('program.hours', { count: 1 })).toBe('1 hora');
    expect(i18n.getFixedT('en', 'explore')('program.hours', { count: 10.2 })).toBe('10.2 hours');
    expect(nb(i18n.getFixedT('es', 'explore')('program.hours', { count: 1234.5 }))).toBe('1234,5 horas');
  });
});
