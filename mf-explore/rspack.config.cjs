const { withServerRender } = require('@platform/mf-config/server');

// exposes './spa' (src/spa.tsx: the kit's single-spa lifecycles); dist-server/server.cjs: the server render of the
// signed-in /feed (src/server.tsx, used by packages/api/src/render/feed.ts; docs/decisions/0045)
module.exports = withServerRender({ name: 'mf-explore', dir: __dirname });
