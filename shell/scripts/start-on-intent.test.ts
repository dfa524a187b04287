/**
 * The loader of the pages that hydrate on intent (start-on-intent.js, ADR 0041), run as the browser runs it: a
 * script element whose `document.currentScript` carries the attributes the server wrote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/dom';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { minifyScript } = require('./minify-script.cjs') as { minifyScript: (s: string) => string };

// what the pages get: the source minified (prerender.cjs)
const CODE = minifyScript(readFileSync(path.join(__dirname, 'start-on-intent.js'), 'utf8'));
const MAIN = '/main.1234abcd.js';

/** Runs the loader with `attrs` on its script element (jsdom runs inline scripts with currentScript set). */
function load(attrs: Record<string, string> = {}): void {
  // the previous test's loader stops listening (its start removes its listeners); what it inserted goes
  (window as { __plStartApp?: (r: string) => void }).__plStartApp?.('cleanup');
  document.querySelectorAll('script[src]').forEach((el) => el.remove());
  document.documentElement.removeAttribute('data-app-start');
  document.documentElement.removeAttribute('data-hydrated');
  const s = document.createElement('script');
  s.setAttribute('data-main', MAIN);
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  s.textContent = CODE;
  document.head.appendChild(s);
}
const started = () =>
  Array.from(document.querySelectorAll('script[src]')).filter((s) => s.getAttribute('src') === MAIN);
const reason = () => document.documentElement.getAttribute('data-app-start');

let register: jest.Mock;
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><a href="/next">next</a><input aria-label="x"></main>';
  document.documentElement.removeAttribute('data-app-start');
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
  register = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

describe('start-on-intent', () => {
  it('does not evaluate the app at load, nor because time passes or the tab is hidden', async () => {
    load();
    expect(started()).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 50));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
    expect(started()).toHaveLength(0);
    expect(reason()).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it("preloads main.js once the page has loaded (not before: the server's page paints first), and only once", () => {
    const preloads = () => document.querySelectorAll(`link[rel="preload"][as="script"][href="${MAIN}"]`);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      load();
      expect(preloads()).toHaveLength(0);
      window.dispatchEvent(new Event('load'));
      expect(preloads()).toHaveLength(1);
      expect(started()).toHaveLength(0); // downloaded, not evaluated
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
    // a page whose server wrote the preload keeps its own; a page already loaded preloads at once
    document.head.innerHTML = `<link rel="preload" as="script" href="${MAIN}">`;
    load();
    expect(preloads()).toHaveLength(1);
    document.head.innerHTML = '';
    load();
    expect(preloads()).toHaveLength(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'evaluates main.js once, on the first %s anywhere in the page',
    (type) => {
      load();
      const target = type === 'focusin' ? document.querySelector('input')! : document.querySelector('main')!;
      target.dispatchEvent(new Event(type, { bubbles: true }));
      expect(started()).toHaveLength(1);
      expect(reason()).toBe(type);
      // later intents do not add it again
      for (const again of ['pointerdown', 'keydown', 'focusin'])
        document.body.dispatchEvent(new Event(again, { bubbles: true }));
      expect(started()).toHaveLength(1);
    },
  );

  it('a tap, a focus or Enter on a link the browser follows to another page does not start it (issue 28)', () => {
    window.history.replaceState(null, '', '/feed');
    document.body.innerHTML =
      '<main><a href="/resource/12"><img alt="" src="/c.jpg"><h3>Card</h3></a>' +
      '<a href="/resource/12" target="_self" id="self">self</a>' +
      `<a href="${location.origin}/folders" id="abs">abs</a><button type="button">b</button></main>`;
    load();
    const follow = (el: Element, init: EventInit & Record<string, unknown>, type = 'pointerdown') => {
      const e = new Event(type, { bubbles: true });
      Object.assign(e, init);
      el.dispatchEvent(e);
    };
    for (const el of [
      document.querySelector('h3')!,
      document.getElementById('self')!,
      document.getElementById('abs')!,
    ]) {
      follow(el, { button: 0 });
      follow(el, {}, 'touchstart');
      follow(el, {}, 'focusin');
      follow(el, { key: 'Enter' }, 'keydown');
    }
    expect(started()).toHaveLength(0);
    expect(reason()).toBeNull();
    // the next intent elsewhere starts it
    follow(document.querySelector('button')!, { button: 0 });
    expect(reason()).toBe('pointerdown');
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['a new tab (target=_blank)', '<a href="/resource/12" target="_blank">x</a>', {}],
    ['a download', '<a href="/files/1.pdf" download>x</a>', {}],
    ['another origin', '<a href="https://elsewhere.example/x">x</a>', {}],
    ['a fragment of this page', '<a href="#part">x</a>', {}],
    ['a modifier key', '<a href="/resource/12">x</a>', { ctrlKey: true }],
    ['the middle button', '<a href="/resource/12">x</a>', { button: 1 }],
    ['a key other than Enter', '<a href="/resource/12">x</a>', { key: 'Tab' }, 'keydown'],
  ] as Array<[string, string, Record<string, unknown>, string?]>)(
    'a link that does not navigate this tab to another page still starts it: %s',
    (_, markup, init, type = 'pointerdown') => {
      document.body.innerHTML = `<main>${markup}</main>`;
      load();
      const e = new Event(type, { bubbles: true });
      Object.assign(e, init);
      document.querySelector('a')!.dispatchEvent(e);
      expect(started()).toHaveLength(1);
      expect(reason()).toBe(type);
    },
  );

  it('a control that needs the app starts it through window.__plStartApp', () => {
    load();
    (window as unknown as { __plStartApp: (r: string) => void }).__plStartApp('menu');
    expect(started()).toHaveLength(1);
    expect(reason()).toBe('menu');
  });

  it('starts at once for a signed-in visitor (the marker cookie), not for an empty or other cookie', () => {
    document.cookie = 'pl_signed_in=; path=/';
    document.cookie = 'pl_signed_in_other=1; path=/';
    load({ 'data-session-cookie': 'pl_signed_in' });
    expect(started()).toHaveLength(0);
    document.head.innerHTML = '';
    document.cookie = 'pl_signed_in=1; path=/';
    load({ 'data-session-cookie': 'pl_signed_in' });
    expect(started()).toHaveLength(1);
    expect(reason()).toBe('session');
  });

  it("starts at once when the shell's stored-session flag is there (its key and value), not for another value", () => {
    const flag = 'k_cGxhdGZvcm0uaGFzU2Vzc2lvbg=MQ==';
    localStorage.setItem('k_cGxhdGZvcm0uaGFzU2Vzc2lvbg', 'MA==');
    load({ 'data-session-flag': flag });
    expect(started()).toHaveLength(0);
    localStorage.setItem('k_cGxhdGZvcm0uaGFzU2Vzc2lvbg', 'MQ==');
    load({ 'data-session-flag': flag });
    expect(reason()).toBe('session');
    expect(started()).toHaveLength(1);
    localStorage.clear();
  });

  it('a button clicked before the app owns it is clicked again once React has hydrated it', async () => {
    document.body.innerHTML = '<header><button type="button" aria-label="menu">≡</button></header>';
    load();
    const button = document.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (e) => clicks.push(e.isTrusted));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(started()).toHaveLength(1);
    expect(clicks).toHaveLength(1); // the visitor's own, which nothing handled
    await new Promise((r) => setTimeout(r, 120));
    expect(clicks).toHaveLength(1); // not before the app owns the button
    (button as unknown as Record<string, unknown>)['__reactFiber$abc'] = {};
    await new Promise((r) => setTimeout(r, 120));
    expect(clicks).toHaveLength(1); // rendered by React, not committed yet: its events are not React's yet
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((r) => setTimeout(r, 120));
    expect(clicks).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 120));
    expect(clicks).toHaveLength(2); // once
  });

  it('a language chosen in a <select> before the app owns it is chosen again through React (a change event)', async () => {
    document.body.innerHTML =
      '<select aria-label="lang"><option value="es">es</option><option value="en">en</option></select>';
    load();
    const select = document.querySelector('select')!;
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(select.value));
    select.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    select.value = 'en';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // hydration puts the controlled value back; then the app owns the node
    select.value = 'es';
    (select as unknown as Record<string, unknown>)['__reactFiber$abc'] = {};
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((r) => setTimeout(r, 120));
    expect(seen).toEqual(['en', 'en']);
    expect(select.value).toBe('en');
  });

  it('a form submitted before the app handles it is not sent by the browser; submitted again until the app does', async () => {
    document.body.innerHTML =
      '<div id="shell-root"><form action="/login"><input name="password" aria-label="p" value="secret"><button type="submit">go</button></form></div>';
    load();
    const form = document.querySelector('form')!;
    const button = form.querySelector('button')!;
    const sent: boolean[] = [];
    let reactHandles = false;
    form.addEventListener('submit', (e) => {
      if (reactHandles) e.preventDefault(); // the app's onSubmit
    });
    window.addEventListener('submit', (e) => sent.push(!e.defaultPrevented)); // after the loader's: would the browser send it?
    button.click(); // jsdom submits the form for a submit button's click
    expect(sent).toEqual([false]); // the browser's submission was cancelled
    expect(reason()).toBe('submit');
    await new Promise((r) => setTimeout(r, 120));
    expect(sent).toHaveLength(1); // not before React owns the form
    for (const el of [form, button]) (el as unknown as Record<string, unknown>)['__reactFiber$abc'] = {};
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((r) => setTimeout(r, 80));
    // owned but not handled yet (hydration under way): cancelled again, kept
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((s) => s === false)).toBe(true);
    reactHandles = true;
    await new Promise((r) => setTimeout(r, 120));
    const n = sent.length;
    await new Promise((r) => setTimeout(r, 120));
    expect(sent).toHaveLength(n); // handled by the app once: nothing kept any more
  });

  it('a link is never clicked again (it navigated as a real link)', async () => {
    load();
    const link = document.querySelector('a')!;
    const clicks: number[] = [];
    link.addEventListener('click', (e) => {
      e.preventDefault();
      clicks.push(1);
    });
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link.click();
    (link as unknown as Record<string, unknown>)['__reactFiber$abc'] = {};
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((r) => setTimeout(r, 120));
    expect(clicks).toHaveLength(1);
  });

  it('a page whose configured sign-in providers need the app starts it after the first paint; none configured: no', async () => {
    const frames: Array<() => void> = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(() => cb(0)));
    document.body.innerHTML =
      '<script id="providers" type="application/json">{"google":null,"microsoft":null}</script>';
    load({ 'data-providers-json': 'providers' });
    expect(frames).toHaveLength(0);
    document.body.innerHTML =
      '<script id="providers" type="application/json">{"google":{"clientId":"x"},"microsoft":null}</script>';
    load({ 'data-providers-json': 'providers' });
    expect(started()).toHaveLength(0); // not before the first paint
    frames.forEach((f) => f());
    await new Promise((r) => setTimeout(r, 10));
    expect(reason()).toBe('providers');
    raf.mockRestore();
  });

  it('data-start-now starts at once', () => {
    load({ 'data-start-now': '' });
    expect(reason()).toBe('server');
    expect(started()).toHaveLength(1);
  });

  it('markup rendered for another path (a page the worker answered offline): rendered by the app, not hydrated', () => {
    document.body.innerHTML = `<div data-ssr="mf-student-view" data-ssr-path="/r/1/class/2"><h1>Clase</h1></div>`;
    window.history.replaceState(null, '', '/r/1');
    load();
    expect(document.querySelector('[data-ssr-path]')!.hasAttribute('data-ssr')).toBe(false);
    expect(reason()).toBe('path');
    // the same path: hydrated on intent, as usual
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-app-start');
    document.body.innerHTML = `<div data-ssr="mf-student-view" data-ssr-path="/r/1"><h1>Recurso</h1></div>`;
    load();
    expect(document.querySelector('[data-ssr-path]')!.hasAttribute('data-ssr')).toBe(true);
    expect(reason()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('registers the service worker after load and idle, without the app having started', async () => {
    const idle: Array<() => void> = [];
    (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (cb: () => void) => idle.push(cb);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    load({ 'data-sw': '/r/sw.js', 'data-sw-scope': '/r/' });
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled(); // waits for an idle moment
    idle.forEach((cb) => cb());
    expect(register).toHaveBeenCalledWith('/r/sw.js', { scope: '/r/' });
    expect(started()).toHaveLength(0);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("tells the active worker what this page used: its scripts and this link's pages, not other pages", async () => {
    window.history.pushState({}, '', '/r/5/class/2');
    document.body.innerHTML =
      '<main><a href="/r/5">trigger</a><a href="/r/5/class/3#top">class 3</a><a href="/r/55">other link</a>' +
      '<a href="/r/5?lang=en">English</a><a href="/login">sign in</a><a href="https://elsewhere.example/r/5">away</a></main>';
    const postMessage = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register, ready: Promise.resolve({ active: { postMessage } }) },
      configurable: true,
    });
    const perf = performance as unknown as { getEntriesByType?: unknown };
    const had = Object.getOwnPropertyDescriptor(perf, 'getEntriesByType');
    Object.defineProperty(perf, 'getEntriesByType', {
      value: (type: string) => (type === 'resource' ? [{ name: 'http://localhost/main.1234abcd.js' }] : []),
      configurable: true,
    });
    try {
      load({ 'data-sw': '/r/sw.js', 'data-sw-scope': '/r/' });
      window.dispatchEvent(new Event('load'));
      await new Promise((r) => setTimeout(r, 1100)); // no requestIdleCallback in jsdom: a 1 s timer
      await Promise.resolve();
      expect(postMessage).toHaveBeenCalledTimes(1);
      expect(postMessage.mock.calls[0][0]).toEqual({
        type: 'save',
        urls: [
          'http://localhost/r/5/class/2',
          'http://localhost/main.1234abcd.js',
          'http://localhost/r/5',
          'http://localhost/r/5/class/3',
        ],
      });
      expect(started()).toHaveLength(0);
    } finally {
      if (had) Object.defineProperty(perf, 'getEntriesByType', had);
      else delete perf.getEntriesByType;
      window.history.pushState({}, '', '/');
    }
  });

  describe('the signed-in page from the server (data-ssr-session, ADR 0045)', () => {
    const FLAG = 'k_cGxhdGZvcm0uaGFzU2Vzc2lvbg=MQ==';
    const page = (remote: string) =>
      '<div id="shell-root" data-prerendered="es" data-path="/feed" data-signed-in="7">' +
      '<header><nav><a href="/folders">Carpetas</a><button type="button" aria-label="Notificaciones">🔔</button></nav></header>' +
      `<main><div id="remote-area"><div id="remote-mf-explore" data-remote="mf-explore" data-ssr="mf-explore" data-ssr-path="/feed">${remote}</div></div></main></div>`;
    const fiber = (el: Element) => ((el as unknown as Record<string, unknown>)['__reactFiber$abc'] = {});
    beforeEach(() => window.history.replaceState(null, '', '/feed'));
    afterEach(() => {
      localStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it('a stored session (or the marker cookie) does not start the app: the server checked it; an intent does', () => {
      localStorage.setItem('k_cGxhdGZvcm0uaGFzU2Vzc2lvbg', 'MQ==');
      document.cookie = 'pl_signed_in=1; path=/';
      document.body.innerHTML = page('<h1>Explorar</h1>');
      load({ 'data-session-flag': FLAG, 'data-session-cookie': 'pl_signed_in', 'data-ssr-session': '' });
      expect(started()).toHaveLength(0);
      expect(reason()).toBeNull();
      document.querySelector('h1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(started()).toHaveLength(1);
      expect(reason()).toBe('pointerdown');
      // the remote's markup is this page's: it is hydrated, not rendered again
      expect(document.getElementById('remote-mf-explore')).toHaveAttribute('data-ssr', 'mf-explore');
    });

    it("the bell tapped before the shell's hydration is clicked again once the shell has committed, not when the remote has", async () => {
      document.body.innerHTML = page('<h1>Explorar</h1>');
      load({ 'data-ssr-session': '' });
      const bell = document.querySelector('button')!;
      const clicks: number[] = [];
      bell.addEventListener('click', () => clicks.push(1));
      bell.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      bell.click();
      expect(reason()).toBe('pointerdown');
      fiber(bell); // rendered by the shell's hydration, not committed yet
      document.getElementById('remote-mf-explore')!.removeAttribute('data-ssr'); // the remote mounted first
      await new Promise((r) => setTimeout(r, 120));
      expect(clicks).toHaveLength(1); // the visitor's own only: the bar's events are not React's yet
      document.documentElement.setAttribute('data-hydrated', '');
      await new Promise((r) => setTimeout(r, 120));
      expect(clicks).toHaveLength(2);
      await new Promise((r) => setTimeout(r, 120));
      expect(clicks).toHaveLength(2);
    });

    it('text typed into the search box before the remote hydrated reaches its state, then Enter searches for it', async () => {
      // a search box like mf-explore's: a controlled input in a form whose submit searches for the state's text
      const searched: string[] = [];
      function SearchBox() {
        const [text, setText] = useState('');
        return createElement(
          'form',
          {
            role: 'search',
            'data-text': text,
            onSubmit: (e: FormEvent) => {
              e.preventDefault();
              searched.push(text);
            },
          },
          createElement('input', {
            type: 'search',
            'aria-label': 'Buscar',
            value: text,
            onChange: (e: { target: HTMLInputElement }) => setText(e.target.value),
          }),
          createElement('button', { type: 'submit' }, 'Buscar'),
        );
      }
      document.body.innerHTML = page(renderToString(createElement(SearchBox)));
      load({ 'data-ssr-session': '' });
      const container = document.getElementById('remote-mf-explore')!;
      const input = container.querySelector('input')!;
      const form = container.querySelector('form')!;
      // the visitor taps the box and types (the browser's own events; nothing of the app's runs yet), then Enter
      input.dispatchEvent(new Event('focusin', { bubbles: true }));
      expect(reason()).toBe('focusin');
      const type = (text: string) => {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      ['h', 'hu', 'huerto'].forEach(type);
      form.requestSubmit(); // implicit submission: held by the loader, not sent by the browser
      expect(searched).toEqual([]);
      type('huertos'); // and corrected while the app was on its way: the search is for what the field holds
      // the app arrives: the remote hydrates its container (the typed text stays in the DOM), then drops data-ssr
      const root = hydrateRoot(container, createElement(SearchBox));
      await waitFor(() => expect(Object.keys(input).some((k) => k.startsWith('__reactFiber$'))).toBe(true));
      await new Promise((r) => setTimeout(r, 20));
      // hydrated: the text is in the field, not in the component's state
      expect(input.value).toBe('huertos');
      expect(form).toHaveAttribute('data-text', '');
      container.removeAttribute('data-ssr');
      await waitFor(() => expect(searched).toEqual(['huertos']));
      expect(input.value).toBe('huertos');
      expect(form).toHaveAttribute('data-text', 'huertos');
      await new Promise((r) => setTimeout(r, 150));
      expect(searched).toEqual(['huertos']); // once
      root.unmount();
    });

    it('Enter pressed once the remote has hydrated the box, before the typed text was given to it: it searches for the text', async () => {
      const searched: string[] = [];
      function SearchBox() {
        const [text, setText] = useState('');
        return createElement(
          'form',
          {
            role: 'search',
            onSubmit: (e: FormEvent) => {
              e.preventDefault();
              searched.push(text);
            },
          },
          createElement('input', {
            type: 'search',
            'aria-label': 'Buscar',
            value: text,
            onChange: (e: { target: HTMLInputElement }) => setText(e.target.value),
          }),
        );
      }
      document.body.innerHTML = page(renderToString(createElement(SearchBox)));
      load({ 'data-ssr-session': '' });
      const container = document.getElementById('remote-mf-explore')!;
      const input = container.querySelector('input')!;
      input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      input.value = 'huerto';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // React hydrates the box; the remote has not dropped data-ssr yet, so the text still waits for its turn
      const root = hydrateRoot(container, createElement(SearchBox));
      await waitFor(() => expect(Object.keys(input).some((k) => k.startsWith('__reactFiber$'))).toBe(true));
      await new Promise((r) => setTimeout(r, 20));
      expect(container).toHaveAttribute('data-ssr');
      container.querySelector('form')!.requestSubmit(); // Enter: React's own submit handler runs
      expect(searched).toEqual(['huerto']);
      container.removeAttribute('data-ssr');
      await new Promise((r) => setTimeout(r, 150));
      expect(searched).toEqual(['huerto']); // the text was not given twice, nothing submitted again
      expect(input.value).toBe('huerto');
      root.unmount();
    });
  });

  it('no service worker when the page does not ask for one', () => {
    load();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
