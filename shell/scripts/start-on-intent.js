/*
 * The one script of a server-rendered page that hydrates on intent (docs/decisions/0041-hydrate-on-intent.md).
 * The page is complete without JavaScript (links, downloads, print, the language links); the app (`data-main`, the
 * shell's main.js, preloaded by this script once the page has loaded) is evaluated only when it is needed:
 *   - the visitor's first intent: `pointerdown`, `touchstart`, `keydown` or `focusin` anywhere in the page (a tap gives
 *     the app a head start over the `click` that follows), except on a link the browser follows to another page of this
 *     origin (in this tab, no modifier, no download, not a fragment of this page): that page is a document of its own,
 *     and the app evaluated here would only make the click wait (issue 28, ADR 0041);
 *   - `data-start-now` on this script (the server knows the page needs the app at once), or a signed-in visitor (the
 *     route guard must run: e.g. away from /login). `data-session-flag="<key>=<value>"` names the stored-session flag
 *     the shell itself keeps in localStorage (@platform/session `hasStoredSession`, written when a session starts and
 *     removed when it ends): it says only "a session was started in this browser" and carries no secret (the
 *     tokens are an httpOnly cookie and memory). `data-session-cookie` does the same with a cookie's name.
 *     `data-ssr-session`: the page was rendered by the server for the signed-in user (the signed-in /feed, ADR 0045):
 *     the server checked the session, so a session does not start the app; it starts on intent like the others;
 *   - the markup was rendered for another path than the one in the address bar (`data-ssr-path` on the server
 *     render's container: a page a service worker answered offline for a sibling path): the server's markup is not
 *     this page's, the app renders it (the container loses `data-ssr`, so it is rendered, not hydrated).
 * Nothing starts the app because time passed or the tab is hidden.
 * A button clicked or a <select> changed before the app owns it (the tap that started the app, on the mobile menu, the
 * bell or the language) is done again once React has hydrated it, so the menu opens or the language changes instead
 * of the tap being lost; links need nothing (they navigate to the next server page). Text typed into a field before
 * the app owns it (the feed's search box) is given to the app once it does (React keeps it in the DOM, not in the
 * component's state). A form submitted before the app owns it is submitted by the app once it does, after its fields
 * (never by the browser: a GET would put the fields, a password too, in the URL).
 * `data-sw` (+ `data-sw-scope`): a service worker registered once the page has loaded and the browser is idle,
 * whether the app has started or not (the student view's offline copy, ADR 0038).
 * The evaluation is exposed as `window.__plStartApp(reason)` for a control that needs the app.
 */
(function () {
  var me = document.currentScript;
  if (!me) return;
  var src = me.getAttribute('data-main');
  var ssrSession = me.hasAttribute('data-ssr-session');
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
    if (pending.length) replay(); // a click before the start (Enter on a button: keydown, then click)
  }
  function onIntent(e) {
    if (!follows(e)) start(e.type);
  }
  // The intent is the start of a link's navigation the browser follows by itself (a tap, a press or Enter on a
  // same-origin <a href> to another page, in this tab, no modifier): the next page is a document of its own, so the
  // app evaluated here would only hold the main thread while the click waits (~800 ms of main.js at 4x CPU on a
  // phone, issue 28). The intent after, anywhere else, starts it.
  function follows(e) {
    if (e.type === 'keydown' && e.key !== 'Enter') return false;
    if (e.button > 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return false;
    var a = e.target && e.target.closest ? e.target.closest('a[href]') : null;
    if (!a || a.hasAttribute('download')) return false;
    var target = a.getAttribute('target');
    if (target && target.toLowerCase() !== '_self') return false;
    var to = a.href;
    if (typeof to !== 'string' || to.indexOf(location.origin + '/') !== 0) return false; // another origin, javascript:
    var here = location.href.split('#')[0];
    return to.split('#')[0] !== here || to.indexOf('#') < 0; // not a fragment of this page
  }
  window.__plStartApp = start;

  // What the visitor did on a control the app does not own yet is done again once React has hydrated it (React's
  // fiber on the node means its props and the root's listeners are in place): the click on a button (the tap that
  // started the app, on the mobile menu), the choice in a <select> (the language). Checked every 50 ms once the app
  // has started, 20 s at most.
  var pending = []; // [element, replay]
  // React has committed the node's part of the page: in a remote's server markup (its container `[data-ssr-path]`),
  // the remote dropped data-ssr after mounting; elsewhere <html data-hydrated> (the shell's hydrated pages,
  // hydrate.tsx), or, on the student view (whose shell bar is never hydrated), the remote's data-ssr dropped. Then
  // React's fiber on the node says the control is React's.
  var committed = function (node) {
    var box = node.closest ? node.closest('[data-ssr-path]') : null;
    if (box) return !box.hasAttribute('data-ssr');
    if (document.documentElement.hasAttribute('data-hydrated')) return true;
    return !ssrSession && !!document.querySelector('[data-ssr-path]') && !document.querySelector('[data-ssr]');
  };
  var fiber = function (node) {
    var keys = Object.keys(node);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactFiber$') === 0) return true;
    return false;
  };
  var owned = function (node) {
    return committed(node) && fiber(node);
  };
  function keep(el, again) {
    for (var i = 0; i < pending.length; i++) if (pending[i][0] === el) pending.splice(i--, 1);
    pending.push([el, again]);
    if (started) replay();
  }
  document.addEventListener(
    'click',
    function (e) {
      if (window.__plStartApp !== start) return; // one loader per page (a page that ran it twice: the last one)
      var b = e.target && e.target.closest ? e.target.closest('button, [role="button"]') : null;
      // a form's submit button: its form's submit event is kept instead (below)
      if (b && b.tagName === 'BUTTON' && b.type === 'submit' && b.form) return;
      if (b && !owned(b) && !b.disabled)
        keep(b, function () {
          b.click();
        });
    },
    true,
  );
  document.addEventListener(
    'change',
    function (e) {
      if (window.__plStartApp !== start) return;
      var el = e.target;
      if (!el || el.tagName !== 'SELECT' || owned(el)) return;
      var value = el.value;
      start('change');
      keep(el, function () {
        // the native setter: React's value tracker sees a change, and its onChange runs for the 'change' event
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(el, value);
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    true,
  );
  // Text typed into a field the app does not own yet: hydration leaves it in the DOM, but the component's state (a
  // controlled input) still holds the server's value. Once React owns the field, an input event it sees as a change
  // (its value tracker remembers the value the field had when hydrated: set it apart first, through the tracker's own
  // setter, then back with the native one) hands the field's current text to its onChange.
  var retyping = false;
  document.addEventListener(
    'input',
    function (e) {
      if (window.__plStartApp !== start || retyping) return;
      var el = e.target;
      var tag = el && el.tagName;
      if ((tag !== 'INPUT' && tag !== 'TEXTAREA') || /^(checkbox|radio|file|submit|button)$/.test(el.type) || owned(el))
        return;
      keep(el, function () {
        var proto = tag === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        var value = el.value;
        var from = el.selectionStart;
        var to = el.selectionEnd;
        el.value = value + ' ';
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
        try {
          if (document.activeElement === el && from !== null) el.setSelectionRange(from, to);
        } catch (err) {
          // a field type without a selection
        }
        retyping = true;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        retyping = false;
      });
    },
    true,
  );
  // A form submitted (Enter) once React has its fields but before their typed text was given to it: the text first, so
  // that the app's own submit handler, which runs next, submits what was typed (React renders a controlled field's
  // change at once)
  document.addEventListener(
    'submit',
    function (e) {
      if (window.__plStartApp !== start) return;
      for (var i = 0; i < pending.length; i++) {
        var el = pending[i][0];
        if (el.form === e.target && el.tagName !== 'BUTTON' && fiber(el)) pending.splice(i--, 1)[0][1]();
      }
    },
    true,
  );
  // A form submitted before the app handles it is never submitted by the browser (a GET with the fields in the
  // address, the password with them): seen when it reaches the window, after React's own listeners, and not
  // prevented by them (every form of the app prevents the browser's submission), it is kept and submitted again once
  // React owns the form; again until React handles it (a submit during hydration), 20 s at most.
  window.addEventListener('submit', function (e) {
    if (window.__plStartApp !== start || e.defaultPrevented) return;
    var f = e.target;
    if (!f || f.tagName !== 'FORM' || !f.closest('[data-prerendered], #shell-root, [data-ssr-main]')) return;
    e.preventDefault();
    keep(f, function () {
      if (typeof f.requestSubmit === 'function') f.requestSubmit();
      else f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    start('submit');
  });
  var polling = false;
  function replay() {
    if (polling) return;
    polling = true;
    var since = Date.now();
    (function tick() {
      // the fields and controls first, then the forms: a form submits what its fields hold by then
      var due = [];
      for (var pass = 0; pass < 2; pass++)
        for (var i = 0; i < pending.length; i++)
          if ((pending[i][0].tagName === 'FORM') === !!pass && owned(pending[i][0])) {
            due.push(pending[i]);
            pending.splice(i--, 1);
          }
      // what one of them keeps again (a submit React did not handle yet) waits for the next tick
      for (var j = 0; j < due.length; j++) if (due[j][0].isConnected) due[j][1]();
      if (pending.length && Date.now() - since < 20000) setTimeout(tick, 50);
      else {
        pending = [];
        polling = false;
      }
    })();
  }

  // The app's script downloads once the page has loaded (its largest paint is the server's), so that a tap later
  // starts it without waiting for the network; preloaded from <head> it took the page's bandwidth from the first
  // paint and the cover (Lantern's FCP/LCP). A page whose server still writes the preload keeps its own.
  var preload = function () {
    if (started || !src || document.querySelector('link[rel="preload"][as="script"][href="' + src + '"]')) return;
    var l = document.createElement('link');
    l.setAttribute('rel', 'preload');
    l.setAttribute('as', 'script');
    l.setAttribute('href', src);
    document.head.appendChild(l);
  };
  if (document.readyState === 'complete') preload();
  else window.addEventListener('load', preload, { once: true });

  var sw = me.getAttribute('data-sw');
  if (sw && 'serviceWorker' in navigator) {
    // once the worker is active, it is told what this page has used: the scripts fetched before it controlled the page
    // (the loader's preload, the app's chunks if it started) and the pages of this link the index points to. It saves
    // those and nothing else of the platform (issue 11); a later fetch from the page goes through it anyway.
    var report = function (reg) {
      var active = reg && reg.active;
      if (!active) return;
      var urls = [location.href.split('#')[0]];
      var entries =
        (window.performance && performance.getEntriesByType && performance.getEntriesByType('resource')) || [];
      for (var i = 0; i < entries.length; i++) urls.push(entries[i].name);
      // the link's pages, not its language links (?lang= answers with a cookie: fetching them would switch languages)
      var link = location.pathname.split('/').slice(0, 3).join('/');
      var anchors = document.querySelectorAll('a[href]');
      for (var k = 0; k < anchors.length; k++) {
        var href = anchors[k].href.split('#')[0];
        var base = location.origin + link;
        if (href === base || href.indexOf(base + '/') === 0) urls.push(href);
      }
      active.postMessage({ type: 'save', urls: urls });
    };
    var register = function () {
      navigator.serviceWorker
        .register(sw, { scope: me.getAttribute('data-sw-scope') || undefined })
        .then(function () {
          return navigator.serviceWorker.ready;
        })
        .then(report)
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
  var flag = me.getAttribute('data-session-flag');
  // the server rendered this page for the signed-in user (data-ssr-session): a session is no reason to start
  var signedIn =
    !ssrSession &&
    ((!!cookie &&
      document.cookie.split('; ').some(function (c) {
        return c.indexOf(cookie + '=') === 0 && c.length > cookie.length + 1;
      })) ||
      (!!flag && storedFlag(flag)));
  function storedFlag(f) {
    var at = f.indexOf('=');
    try {
      return at > 0 && window.localStorage.getItem(f.slice(0, at)) === f.slice(at + 1);
    } catch (err) {
      return false; // no storage: the shell keeps the session in memory only, nothing to restore
    }
  }
  var ssr = document.querySelector('[data-ssr-path]');
  var elsewhere = !!ssr && ssr.getAttribute('data-ssr-path') !== location.pathname;
  if (elsewhere) ssr.removeAttribute('data-ssr');

  // the page needs the app to show something: the configured external sign-in buttons of /login (the server writes
  // them as JSON, packages/api/src/render/public-pages.ts; the pre-render has no provider): started after the first
  // paint, as a page that hydrates at load
  var providers = me.getAttribute('data-providers-json');
  var needed = false;
  if (providers) {
    try {
      var p = JSON.parse((document.getElementById(providers) || {}).textContent || 'null');
      for (var key in p) if (p[key]) needed = true;
    } catch (err) {
      needed = false;
    }
  }
  if (me.hasAttribute('data-start-now')) start('server');
  else if (signedIn) start('session');
  else if (elsewhere) start('path');
  else if (needed)
    requestAnimationFrame(function () {
      setTimeout(function () {
        start('providers');
      }, 0);
    });
  else for (var j = 0; j < EVENTS.length; j++) window.addEventListener(EVENTS[j], onIntent, opts);
})();
