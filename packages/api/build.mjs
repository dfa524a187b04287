// Build: bundle src/main.ts into dist/main.js (CommonJS, Node 20); type-checking is `npm test`'s check stage (tsc).
// Workspace packages (@platform/*, TypeScript sources) are bundled; every npm dependency stays external
// and is loaded from node_modules at run time. SQL migrations are copied next to the bundle.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** npm dependencies stay external (loaded from node_modules at run time); workspace and local files are bundled. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
    );
  },
};
const bundle = (entry, outfile, sourcemap) =>
  build({
    entryPoints: [path.join(here, entry)],
    outfile: path.join(out, outfile),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap,
    logLevel: 'warning',
    plugins: [externals],
  });

await bundle('src/main.ts', 'main.js', true);
cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// the class pack renderer runs as a worker thread from its own file (src/modules/classpack/pdf.ts), and so does the
// program summary (src/modules/programs/pdf.ts): each is bundled with the worker kit they share (src/render/)
await bundle('src/modules/classpack/pdf-worker.cjs', 'classpack-pdf-worker.cjs', false);
await bundle('src/modules/programs/pdf-worker.cjs', 'program-pdf-worker.cjs', false);
// the server renders' worker threads (src/render/pool.ts: the one loader of the apps' server bundles, ADR 0053)
cpSync(path.join(here, 'src/render/render-worker.cjs'), path.join(out, 'render-worker.cjs'));
console.log('built dist/main.js');
