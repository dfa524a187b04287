/**
 * A category's badge: its colour (data, chosen by editors) behind white text. Light colours (#27ae60, #f2994a) gave
 * white text a contrast of 2–3.9 (WCAG AA needs 4.5 for the badge's 12 px text; Lighthouse on /feed): the colour is
 * darkened, keeping its hue, until white text reaches 4.5.
 */
import type { CSSProperties } from 'react';

const MIN_CONTRAST = 4.5;

function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? m[1]!.replace(/./g, (c) => c + c) : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG contrast ratio of white text on `rgb`. */
export const contrastWithWhite = (rgb: [number, number, number]): number => 1.05 / (luminance(rgb) + 0.05);

/** The colour, darkened just enough for white text (same hue); null when it is not a hex colour. */
export function readableOnWhiteText(color: string): string | null {
  let rgb = parseHex(color);
  if (!rgb) return null;
  while (contrastWithWhite(rgb) < MIN_CONTRAST) rgb = rgb.map((v) => Math.floor(v * 0.95)) as [number, number, number];
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The style of a category badge: its (readable) colour behind white text; none for a colour that is not hex. */
export function categoryBadgeStyle(color: string | null | undefined): CSSProperties | undefined {
  const bg = color ? readableOnWhiteText(color) : null;
  return bg ? { background: bg, color: 'white' } : undefined;
}
