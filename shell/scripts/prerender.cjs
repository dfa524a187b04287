/**
 * After the shell's build: writes the pre-rendered public pages (docs/decisions/0033-prerendered-public-pages.md).
 * For every page of dist-server/server.cjs (src/prerender.tsx) and every language, the built dist/index.html with
 * the page's markup in #shell-root (marked data-prerendered="<lang>"), its CSS in <head>, <html lang> and <title>.
 * The pages without a form hydrate on the visitor's first intent (ADR 0041: start-on-intent.js, main.js only
 * preloaded; their links are real links). The pages with a form start after the first paint and their #shell-root is
 * `inert` (and aria-disabled, which browser automation waits on) until the browser has hydrated it: what a visitor
 * types before that would be lost (the form's first render sets its fields).
 *   dist-prerender/<lang>/<path>.html   (/ → index.html, /quote/program → quote/program.html)
 *   dist-prerender/pages.json           the paths and languages written
 *   dist-prerender/scripts.json         main.js and the intent loader (for /r/{id}, packages/api/src/render/student.ts)
 * packages/api/src/render/public-pages.ts serves them. Not under dist/: nothing here is a static file.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { minifyScript } = require('./minify-script.cjs');

const root = path.join(__dirname, '..');
const out = path.join(root, 'dist-prerender');

/**
 * The page's scripts: main.js is preloaded from <head> and started by start-after-paint.js after the first paint (it
 * was a `defer` script, run before the browser painted the server's page). Written into dist/ with its content hash.
 */
function startAfterPaint(shell) {
  const main = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(shell);
  if (!main) throw new Error('dist/index.html has no deferred main script');
  const mainSrc = main[1] ?? main[2];
  const code = minifyScript(fs.readFileSync(path.join(__dirname, 'start-after-paint.js'), 'utf8'));
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const name = `start-after-paint.${hash}.js`;
  fs.writeFileSync(path.join(root, 'dist', name), code);
  return shell
    .replace(main[0], `<script defer src="/${name}" data-main="${mainSrc}"></script>`)
    .replace('</head>', `<link rel="preload" href="${mainSrc}" as="script"></head>`);
}

/**
 * The loader of the pages that hydrate on intent (start-on-intent.js, ADR 0041), written into dist/ with its content
 * hash. Its name and main.js' are in dist-prerender/scripts.json for the server renders that use it (/r/{id}:
 * packages/api/src/render/student.ts).
 */
function startOnIntent(shell) {
  const main = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(shell);
  if (!main) throw new Error('dist/index.html has no deferred main script');
  const code = minifyScript(fs.readFileSync(path.join(__dirname, 'start-on-intent.js'), 'utf8'));
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const name = `start-on-intent.${hash}.js`;
  fs.writeFileSync(path.join(root, 'dist', name), code);
  return { main: main[1], startOnIntent: `/${name}` };
}

/**
 * The pages that hydrate on the visitor's first intent (ADR 0041), the sign-in pages too since 2026-11-27: the form reads
 * what was typed before hydration on mount, a submit before it is held by the loader and submitted by the app, and a
 * <select> changed before (the language) is changed again once React owns it (the loader, since ADR 0045). At load they
 * cost /login a Lighthouse TBT of 430-970 ms on this host (benchmarkIndex ~2700), the hydration of the form and the
 * bars under 4x CPU throttling. /reset-password and /quote/* (react-hook-form with default values: it writes them into
 * the fields when they register, over what was typed) stay started after the first paint, `inert` until hydrated.
 */
const ON_INTENT = new Set(['/', '/content', '/how-it-works', '/impact', '/login', '/corporative-login']);
/** @platform/session's stored-session flag (clientStorage: encoded key = encoded "1"): a signed-in visitor starts at once. */
const SESSION_FLAG = `k_${Buffer.from('platform.hasSession').toString('base64').replace(/=+$/, '')}=${Buffer.from('1').toString('base64')}`;

function intentShell(index, scripts) {
  const main = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(index);
  return index.replace(
    main[0],
    `<script defer src="${scripts.startOnIntent}" data-main="${scripts.main}" data-session-flag="${SESSION_FLAG}" data-providers-json="platform-external-providers"></script>`,
  );
}

const escHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function main() {
  const index = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  const scripts = startOnIntent(index);
  const afterPaint = startAfterPaint(index);
  const onIntent = intentShell(index, scripts);
  const ssr = require(path.join(root, 'dist-server', 'server.cjs'));
  fs.rmSync(out, { recursive: true, force: true });
  const written = [];
  for (const lang of ssr.LANGUAGES) {
    for (const page of ssr.PAGES) {
      // the render contract (@platform/contracts/render): a public page for an anonymous visitor
      const { html, styles, title } = await ssr.render({ pathname: page, search: '', lang });
      const intent = ON_INTENT.has(page);
      // function replacers: the markup and the CSS are inserted as they are (no `$&`-like patterns)
      const doc = (intent ? onIntent : afterPaint)
        .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escHtml(title)}</title>`)
        .replace('</head>', () => `${styles}</head>`)
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          /<div id="?shell-root"?><\/div>/,
          () =>
            `<div id="shell-root" data-prerendered="${lang}" data-path="${escHtml(page)}"${intent ? '' : ' inert aria-disabled="true"'}>${html}</div>`,
        );
      if (!doc.includes('data-prerendered=')) throw new Error('dist/index.html has no empty #shell-root');
      const file = path.join(out, lang, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, doc);
      written.push(`${lang}${page}`);
    }
  }
  fs.writeFileSync(path.join(out, 'scripts.json'), JSON.stringify(scripts, null, 2) + '\n');
  fs.writeFileSync(
    path.join(out, 'pages.json'),
    JSON.stringify({ languages: ssr.LANGUAGES, pages: ssr.PAGES }, null, 2) + '\n',
  );
  console.log(`prerender: ${written.length} pages written to dist-prerender/`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error('prerender failed', err);
    process.exit(1);
  },
);
