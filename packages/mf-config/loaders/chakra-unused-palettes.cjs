/**
 * Build-time change to Chakra's colour tokens (@chakra-ui/react/dist/esm/theme/tokens/colors.js and
 * theme/semantic-tokens/colors.js): the palettes no app uses are left out (ADR 0044). Every token of the theme is in
 * the shared Chakra chunk of every Chakra route and becomes a CSS variable when the system starts, used or not.
 * A palette is used by name (`colorPalette="teal"`, `teal.500`, `{colors.teal.…}`), also through a value chosen at run
 * time (a map of tags to palettes: shell's NotificationDrawer uses teal), so config.test.mjs fails when any source of
 * the repo names one of UNUSED_PALETTES. No other Chakra file refers to them.
 *
 * Fails the build when a file no longer has the expected shape (a Chakra upgrade): check it and update this loader.
 */
const UNUSED_PALETTES = ['cyan', 'pink'];
const FILES = /[\\/]theme[\\/](tokens|semantic-tokens)[\\/]colors\.js$/;

function chakraUnusedPalettes(source) {
  if (!FILES.test(this.resourcePath)) return source;
  let out = source;
  for (const name of UNUSED_PALETTES) {
    // a top-level entry of the tokens object: two spaces in, up to its closing brace two spaces in
    const block = new RegExp(`\\n  ${name}: \\{\\n[\\s\\S]*?\\n  \\},?(?=\\n)`);
    if (!block.test(out))
      throw new Error(
        `${this.resourcePath}: no "${name}" palette where expected; update packages/mf-config/loaders/chakra-unused-palettes.cjs`,
      );
    out = out.replace(block, '');
  }
  if (new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`).test(out))
    throw new Error(`${this.resourcePath}: still names an unused palette; update chakra-unused-palettes.cjs`);
  return out;
}

module.exports = chakraUnusedPalettes;
module.exports.UNUSED_PALETTES = UNUSED_PALETTES;
