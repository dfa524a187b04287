/**
 * A hand-written page script without its comments and indentation (its bytes are on the page's first load; the source
 * is the documentation). For scripts written in the style of start-on-intent.js: no `//` or `/*` inside strings.
 * Throws when the result is no longer a script.
 */
function stripScript(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/ .*$/gm, '')
    .replace(/^\s+/gm, '')
    .replace(/\n{2,}/g, '\n');
  new Function(code); // a SyntaxError otherwise
  return code;
}
module.exports = { stripScript };
