/**
 * A hand-written page script minified (its bytes are on the page's first load, before any of the app; the source is
 * the documentation): SWC's minifier, the one rspack uses for the app's bundles, as a classic script (no module
 * syntax, top-level names kept: the loader is an IIFE, start-after-paint.js one statement). ES2020 like the app's
 * build target. Throws when the result is no longer a script.
 */
const swc = require('@swc/core');

function minifyScript(source) {
  const { code } = swc.minifySync(source, {
    ecma: 2020,
    module: false,
    compress: { passes: 2 },
    mangle: { toplevel: false },
    format: { comments: false },
  });
  new Function(code); // a SyntaxError otherwise
  return code;
}
module.exports = { minifyScript };
