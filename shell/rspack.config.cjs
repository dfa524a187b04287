const { createAppConfig } = require('@platform/mf-config');
const { createServerConfig } = require('@platform/mf-config/server');

// The host: no exposes; remotes are registered at run time from /remotes.json (written by the build).
// Second config: dist-server/server.cjs, the build-time pre-render of the public pages (src/prerender.tsx, run by
// scripts/prerender.cjs after the build; docs/decisions/0033-prerendered-public-pages.md).
const browser = createAppConfig({ name: 'shell', dir: __dirname, isHost: true });
const server = createServerConfig({ name: 'shell', dir: __dirname, entry: './src/prerender.tsx' });
module.exports = (env = {}, argv = {}) => [browser(env, argv), server(env, argv)];
