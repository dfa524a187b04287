import { categoryBadgeStyle, contrastWithWhite, readableOnWhiteText } from './categoryColor';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('category badge colours', () => {
  test.each(['#2f80ed', '#27ae60', '#f2994a', '#f2c94c', '#ffffff', '#abc'])(
    '%s is darkened until white text has a contrast of 4.5',
    (color) => {
      const out = readableOnWhiteText(color)!;
      expect(out).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(rgb(out))).toBeGreaterThanOrEqual(4.5);
    },
  );

  test('a colour that already reads well is kept', () => {
    expect(readableOnWhiteText('#1a4f9c')).toBe('#1a4f9c');
  });

  test('the hue is kept (only darker)', () => {
    const [r, g, b] = rgb(readableOnWhiteText('#27ae60')!);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  test('no style for a missing or non-hex colour', () => {
    expect(categoryBadgeStyle(null)).toBeUndefined();
    expect(categoryBadgeStyle('red')).toBeUndefined();
    expect(categoryBadgeStyle('#f2994a')).toEqual({ background: readableOnWhiteText('#f2994a'), color: 'white' });
  });
});
