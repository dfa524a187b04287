/**
 * @jest-environment node
 */
import { THEME_CSS_ATTR } from './provider';
import { collectEmotionStyles, jsonForScript, themeCssName } from './server';

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
});
