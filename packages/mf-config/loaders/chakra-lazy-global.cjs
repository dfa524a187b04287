/**
 * Build-time change to Chakra's createSystem (@chakra-ui/react/dist/esm/styled-system/system.js): the system's global
 * CSS (`_global`: preflight, globalCss and every token's CSS variable, ~45 % of createSystem's time) is computed when
 * something first reads it instead of inside createSystem. Only ChakraProvider reads it (for emotion's <Global>); a
 * pre-rendered page already has that CSS in its <head> and hydrates it by name (@platform/ui provider.tsx), so it
 * never computes it (issue 12: createSystem was the longest task of /login). Same values, same object otherwise.
 *
 * Fails the build when the source no longer has the expected shape (a Chakra upgrade): check it and update the
 * two patterns below.
 */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = /\n(\s+)_global,\n/;

const SYSTEM = /[\\/]styled-system[\\/]system\.js$/;

module.exports = function chakraLazyGlobal(source) {
  if (!SYSTEM.test(this.resourcePath)) return source;
  if (!source.includes(EAGER) || !FIELD.test(source))
    throw new Error(
      `${this.resourcePath}: Chakra's createSystem changed shape; update packages/mf-config/loaders/chakra-lazy-global.cjs`,
    );
  return source
    .replace(EAGER, 'let _global = null;')
    .replace(
      FIELD,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    );
};
