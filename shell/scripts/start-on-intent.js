/*
 * The one script of a server-rendered page that hydrates on intent (docs/decisions/0041-hydrate-on-intent.md).
 * The page is complete without JavaScript (links, downloads, print, the language links); the app (`data-main`, the
 * shell's main.js, already downloading through <link rel="preload">) is evaluated only when it is needed:
 *   - the visitor's first intent: `pointerdown`, `touchstart`, `keydown` or `focusin` anywhere in the page (a tap gives
 *     the app a head start over the `click` that follows; a link still navigates as a real link meanwhile);
 *   - `data-start-now` on this script (the server knows the page needs the app at once), or a marker cookie named by
 *     `data-session-cookie` (a signed-in visitor: the route guard must run). The cookie says only "a session was
 *     started in this browser"; it carries no secret;
 *   - the markup was rendered for another path than the one in the address bar (`data-ssr-path` on the server
 *     render's container: a page a service worker answered offline for a sibling path): the server's markup is not
 *     this page's, the app renders it (the container loses `data-ssr`, so it is rendered, not hydrated).
 * Nothing starts the app because time passed or the tab is hidden.
 * `data-sw` (+ `data-sw-scope`): a service worker registered once the page has loaded and the browser is idle,
 * whether the app has started or not (the student view's offline copy, ADR 0038).
 * The evaluation is exposed as `window.__plStartApp(reason)` for a control that needs the app.
 */
(function () {
  var me = document.currentScript;
  if (!me) return;
  var src = me.getAttribute('data-main');
  var EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  var started = false;
  var opts = { capture: true, passive: true };

  function start(reason) {
    if (started || !src) return;
    started = true;
    for (var i = 0; i < EVENTS.length; i++) window.removeEventListener(EVENTS[i], onIntent, opts);
    document.documentElement.setAttribute('data-app-start', reason || 'need');
    var s = document.createElement('script');
    s.src = src;
    document.body.appendChild(s);
  }
  function onIntent(e) {
    start(e.type);
  }
  window.__plStartApp = start;

  var sw = me.getAttribute('data-sw');
  if (sw && 'serviceWorker' in navigator) {
    var register = function () {
      navigator.serviceWorker
        .register(sw, { scope: me.getAttribute('data-sw-scope') || undefined })
        .catch(function () {});
    };
    var idle = function () {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
      else setTimeout(register, 1000);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }

  var cookie = me.getAttribute('data-session-cookie');
  var signedIn =
    !!cookie &&
    document.cookie.split('; ').some(function (c) {
      return c.indexOf(cookie + '=') === 0 && c.length > cookie.length + 1;
    });
  var ssr = document.querySelector('[data-ssr-path]');
  var elsewhere = !!ssr && ssr.getAttribute('data-ssr-path') !== location.pathname;
  if (elsewhere) ssr.removeAttribute('data-ssr');

  if (me.hasAttribute('data-start-now')) start('server');
  else if (signedIn) start('session');
  else if (elsewhere) start('path');
  else for (var j = 0; j < EVENTS.length; j++) window.addEventListener(EVENTS[j], onIntent, opts);
})();
