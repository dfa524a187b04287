const { createAppConfig } = require('@platform/mf-config');
const { createServerConfig } = require('@platform/mf-config/server');

/**
 * On-demand chunks the shell always loads together, one file each (every response is compressed on its own: one file
 * is smaller than its parts; ADR 0044). The dynamic imports of these parts name the same chunks (webpackChunkName);
 * these are the modules splitChunks would otherwise cut out of them because another chunk uses them too.
 *  - start: the start-up (src/bootstrap.tsx) and single-spa, on every route
 *  - layout: the full layout and what every page of it shows (footer, language select, the bars' links and menu rules;
 *    not what the student bar of /r/{id} shares with them: that route has no full layout)
 *  - bars: the signed-in bars and their parts (user menu, bell, the bell's calls) and the signed-in page's hydration
 *  - hydrate: the hydration of a server-rendered page (/login, the signed-in pages) and the small parts it always loads
 *  - ui, emotion: @platform/ui with Chakra, and emotion (two chunks: each is a shared module the other's code consumes, and
 *    a chunk must not consume a shared module it provides itself, or loading it would wait for itself)
 *  - api: the API client's transport and axios, and the session's calls (a returning user's first request)
 *  - signalr: SignalR's client and the notification hub that uses it (loaded a moment after the bell)
 * Every app also groups each shared library with the platform facade that provides it (router, query: mf-config).
 */
const chunkGroups = {
  start: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?single-spa[\\/]/,
  layout:
    /[\\/]shell[\\/]src[\\/]app[\\/](chrome[\\/](links|menuRules|LanguageSelector|barFrame|Hamburger)|navigation[\\/]ShellLink)\.tsx?$|[\\/]packages[\\/]ui[\\/]src[\\/]forms[\\/]Select\.tsx$/,
  // what only a signed-in page loads, together: the bars and the signed-in hydration
  bars: /[\\/]shell[\\/]src[\\/]app[\\/](chrome[\\/]parts|ui[\\/]MenuButton|hydrateSignedIn|signedInPage|notifications[\\/]api)\.tsx?$/,
  // the hydration of a server-rendered page (/login, the signed-in pages) and the small parts it always loads
  hydrate:
    /[\\/]shell[\\/]src[\\/]app[\\/](hydrate|chrome[\\/]notificationsState)\.tsx?$|[\\/]packages[\\/]ui[\\/]src[\\/](renderScope\.ts|plain[\\/]behaviour\.tsx)$/,
  ui: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@(chakra-ui|pandacss|zag-js)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/](index\.ts|provider\.tsx|system\.ts|format\.ts|components[\\/])/,
  emotion:
    /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@emotion[\\/]|@babel[\\/]runtime[\\/]|stylis[\\/]|hoist-non-react-statics[\\/]|react-is[\\/])/,
  api: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?axios[\\/]|[\\/]api-client[\\/]src[\\/](http|account-session)\.ts$/,
  signalr:
    /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@microsoft[\\/]signalr[\\/]|[\\/]shell[\\/]src[\\/]app[\\/]notifications[\\/]hub\.ts$/,
};

// The host: no exposes; remotes are registered at run time from /remotes.json (written by the build).
// Second config: dist-server/server.cjs, the build-time pre-render of the public pages (src/prerender.tsx, run by
// scripts/prerender.cjs after the build; docs/decisions/0033-prerendered-public-pages.md).
const browser = createAppConfig({ name: 'shell', dir: __dirname, isHost: true, chunkGroups });
const server = createServerConfig({ name: 'shell', dir: __dirname, entry: './src/prerender.tsx' });
module.exports = (env = {}, argv = {}) => [browser(env, argv), server(env, argv)];
