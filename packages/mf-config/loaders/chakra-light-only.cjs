/**
 * Build-time change to Chakra's semantic tokens (@chakra-ui/react/dist/esm/theme/semantic-tokens/{colors,shadows}.js):
 * each `value: { _light: X, _dark: Y }` becomes `value: X`. The platform has no dark mode (no source sets the `dark`
 * class or uses `_dark`; config.test.mjs fails when one does), so the dark values were dead code on every Chakra
 * route and a second set of custom properties in every page's CSS (`.dark, .dark .chakra-theme:not(.light){…}`, 6.3 KB
 * of the signed-in /feed's server-rendered HTML, parsed and matched on every style recalculation; the light values
 * move from `:root, .light` to the tokens' own rule). The same custom properties keep the same values.
 *
 * Fails the build when a file no longer has the expected shape (a Chakra upgrade): check it and update this loader.
 */
const FILES = /[\\/]theme[\\/]semantic-tokens[\\/](colors|shadows)\.js$/;
// `value: { _light: "…", _dark: "…" }`, on one line (colors) or three (shadows)
const PAIR = /value: \{\s*_light: ("(?:[^"\\\n]|\\.)*"),\s*_dark: "(?:[^"\\\n]|\\.)*"\s*\}/g;

function chakraLightOnly(source) {
  if (!FILES.test(this.resourcePath)) return source;
  const pairs = source.match(PAIR)?.length ?? 0;
  const out = source.replace(PAIR, 'value: $1');
  if (pairs === 0 || /_dark|_light/.test(out))
    throw new Error(
      `${this.resourcePath}: light/dark values not where expected (${pairs} replaced); update packages/mf-config/loaders/chakra-light-only.cjs`,
    );
  return out;
}

module.exports = chakraLightOnly;
