/**
 * @jest-environment node
 */
import { THEME_CSS_ATTR } from './provider';
import { collectEmotionStyles, jsonForScript, serverTheme, themeCssName } from './server';

describe('@platform/ui/server', () => {
  it('jsonForScript: nothing in the value can end the <script> or break the line', () => {
    const out = jsonForScript({ a: '</script><script>alert(1)</script>', b: 'x & y > z', c: 'l\u2028p\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>', b: 'x & y > z', c: 'l\u2028p\u2029' });
  });

  it("collectEmotionStyles: globals one element each, the rest in one listing its ids; the theme's global marked or left out", () => {
    const theme = themeCssName();
    const cache = {
      key: 'css',
      inserted: {
        [theme]: ':root{--x:1}',
        g1: 'body{margin:0}',
        a1: '.css-a1{color:red}',
        b2: '.css-b2{color:blue}',
        t: true as const,
      },
      registered: { 'css-a1': 'color:red', 'css-b2': 'color:blue' },
    };
    const marked = collectEmotionStyles(cache, 'mark');
    expect(marked).toContain(`<style data-emotion="css-global ${theme}" ${THEME_CSS_ATTR}>:root{--x:1}</style>`);
    expect(marked).toContain('<style data-emotion="css-global g1">body{margin:0}</style>');
    expect(marked).toContain('<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>');
    const omitted = collectEmotionStyles(cache, 'omit');
    expect(omitted).not.toContain(':root{--x:1}');
    expect(omitted).toContain('<style data-emotion="css-global g1">body{margin:0}</style>');
    expect(collectEmotionStyles({ key: 'css', inserted: {}, registered: {} }, 'mark')).toBe('');
  });

  it("serverTheme: the theme's CSS once, written for a render that adopted the theme by name (no CSS of its own)", () => {
    // a cache that writes what it is given (@emotion/cache's stylis step is the server entries' own: their tests)
    const newCache = () => ({
      key: 'css',
      inserted: {} as Record<string, string>,
      registered: {},
      sheet: null,
      insert(_selector: string, serialized: { name: string; styles: string }) {
        this.inserted[serialized.name] = serialized.styles;
      },
    });
    const theme = serverTheme(newCache)!;
    expect(theme.name).toBe(themeCssName());
    expect(theme.css.length).toBeGreaterThan(10_000);
    expect(theme.css).toMatch(/--chakra-/);
    // what a render's <Global> inserts when its provider adopts the theme by name: the name, no CSS
    const cache = {
      key: 'css',
      inserted: { [theme.name]: '', a1: '.css-a1{color:red}' },
      registered: { 'css-a1': 'x' },
    };
    expect(collectEmotionStyles(cache, 'mark', theme)).toContain(
      `<style data-emotion="css-global ${theme.name}" ${THEME_CSS_ATTR}>${theme.css}</style>`,
    );
    expect(collectEmotionStyles(cache, 'omit', theme)).not.toContain(theme.css);
  });
});
