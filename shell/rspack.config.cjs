const { createAppConfig } = require('@platform/mf-config');

// The host: no exposes; remotes are registered at run time from /remotes.json (written by the build).
module.exports = createAppConfig({ name: 'shell', dir: __dirname, isHost: true });
