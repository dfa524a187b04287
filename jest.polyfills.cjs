// react-router 7 needs TextEncoder/TextDecoder in jsdom (STACK.md).
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

// Testing Library's findBy/waitFor wait 1 s by default: a lazy chunk or a cold Chakra render takes longer than
// that when 2 cores are shared by several test runs. 5 s, for the packages that use Testing Library.
try {
  const dom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
  dom.configure({ asyncUtilTimeout: 5000 });
} catch {
  /* a package without Testing Library */
}
