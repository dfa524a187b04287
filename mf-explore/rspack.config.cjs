const { withServerRender } = require('@platform/mf-config/server');

/**
 * exposes './spa' (src/spa.tsx: the kit's single-spa lifecycles); dist-server/server.cjs: the server render of the
 * signed-in /feed (src/server.tsx, used by packages/api/src/render/feed.ts; docs/decisions/0045). What every screen of
 * this remote uses (the common components, the search box, the filters, the kit's useRemoteT and toast/goTo, and the
 * resource/folder API calls: feed, search, resource and programs all load them) goes into ./spa's chunk instead of a
 * chunk of its own beside it: each response is compressed on its own, so one file is smaller than two (ADR 0044).
 */
module.exports = withServerRender({
  name: 'mf-explore',
  dir: __dirname,
  chunkGroups: {
    __federation_expose_spa:
      /[\\/]mf-explore[\\/]src[\\/](components[\\/](common|SearchBox)|lib[\\/]filters)\.tsx?$|[\\/]packages[\\/](ui[\\/]src[\\/]plain[\\/]categoryColor|api-client[\\/]src[\\/](resource|kimple-folder|account|params)|contracts[\\/]src[\\/]facets|remote-kit[\\/]src[\\/](texts|actions))\.tsx?$/,
  },
});
