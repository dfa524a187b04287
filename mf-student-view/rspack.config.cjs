const { withServerRender } = require('@platform/mf-config/server');

// exposes './spa' (src/spa.tsx: the kit's single-spa lifecycles); dist-server/server.cjs: the server render of /r/{id}
// (src/server.tsx, used by packages/api/src/render/student.ts)
module.exports = withServerRender({ name: 'mf-student-view', dir: __dirname });
