/*
 * The one script of a pre-rendered page (scripts/prerender.cjs, issue 12): starts the app (`data-main`, the
 * shell's main.js, already downloading through <link rel="preload">) once the browser has painted the server's page.
 * A `defer` script runs as soon as the HTML is parsed, before the first paint, so the module federation runtime and
 * the app's start-up delayed the page's first (and largest) paint; the page needs no script to be seen.
 * requestAnimationFrame runs just before the next paint; a task queued from it runs after that paint. A hidden tab
 * does not paint (no animation frames): the app starts at once.
 */
(function () {
  var me = document.currentScript;
  var src = me && me.getAttribute('data-main');
  if (!src) return;
  function start() {
    var s = document.createElement('script');
    s.src = src;
    document.body.appendChild(s);
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
