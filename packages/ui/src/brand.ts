/**
 * White-label brand slots: colors, logos (small/large), fonts. The brand is chosen at BUILD time by
 * `THEME=<brand>` (DefinePlugin replaces `process.env.THEME`, see @platform/mf-config); a white-label
 * host may still override the logos at run time (`brandLogosAtom`, from GetSubdomain / the
 * white-label licence).
 */
import brandData from './brands.json';

export interface Brand {
  id: string;
  name: string;
  colors: {
    /** primary palette 50..900 */
    primary: Record<'50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900', string>;
    accent: string;
    text: string;
    danger: string;
  };
  fonts: { heading: string; body: string };
  logos: { small: string; large: string };
}

const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;

/**
 * The brands a build can choose (`THEME=<id>`): packages/ui/src/brands.json, the one source also read by the shell's
 * build for its HTML head (title, description, theme colour, favicon = the small logo; @platform/mf-config). Add a
 * brand there: `default` and `escola` ship (docs/decisions/0029-white-label-builds.md).
 */
type BrandData = Omit<Brand, 'logos'> & {
  description: string;
  svg: Record<'small' | 'large', { w: number; h: number; body: string }>;
};
export const brands: Record<string, Brand> = Object.fromEntries(
  Object.entries(brandData as Record<string, BrandData>).map(([id, b]) => [
    id,
    {
      id: b.id,
      name: b.name,
      colors: b.colors,
      fonts: b.fonts,
      logos: {
        small: svg(b.svg.small.body, b.svg.small.w, b.svg.small.h),
        large: svg(b.svg.large.body, b.svg.large.w, b.svg.large.h),
      },
    },
  ]),
);

/** Brand id requested at build time (undefined → default). */
// The build replaces `process.env.THEME` by its value (DefinePlugin); it does NOT define `typeof process`, so a
// `typeof process` guard always chose the default in the browser (found by e2e white-label.test.ts). Without the
// replacement (jest, node) `process` exists; anywhere else the default.
function buildTheme(): string {
  try {
    return process.env.THEME || 'default';
  } catch {
    return 'default';
  }
}
export const THEME: string = buildTheme();
export const activeBrand: Brand = brands[THEME] ?? brands.default;
