/**
 * White-label brand slots: colors, logos (small/large), fonts. The brand is chosen at BUILD time by
 * `THEME=<brand>` (DefinePlugin replaces `process.env.THEME`, see @platform/mf-config); a white-label
 * host may still override the logos at run time (`brandLogosAtom`, from GetSubdomain / the
 * white-label licence).
 */
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

export const brands: Record<string, Brand> = {
  default: {
    id: 'default',
    name: 'Kimple',
    colors: {
      primary: {
        '50': '#eef4ff', '100': '#d9e6ff', '200': '#b3ccff', '300': '#80a9ff', '400': '#4d85ff',
        '500': '#2563eb', '600': '#1d4fd1', '700': '#173ea6', '800': '#122f7d', '900': '#0c1f54',
      },
      accent: '#ff7a59',
      text: '#1f2430',
      danger: '#d92d20',
    },
    fonts: {
      heading: "'Poppins', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      body: "'Open Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
    logos: {
      small: svg('<circle cx="16" cy="16" r="15" fill="#2563eb"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">K</text>', 32, 32),
      large: svg('<text x="0" y="24" font-size="24" fill="#2563eb" font-family="sans-serif" font-weight="700">Kimple</text>', 120, 32),
    },
  },
  /** Example white-label build: `THEME=escola pnpm --filter shell build`. */
  escola: {
    id: 'escola',
    name: 'Escola Nova',
    colors: {
      primary: {
        '50': '#effaf5', '100': '#d8f3e6', '200': '#b1e6cd', '300': '#7fd3ad', '400': '#4bb98a',
        '500': '#0f9d6b', '600': '#0b8058', '700': '#096647', '800': '#074e37', '900': '#053726',
      },
      accent: '#f5b700',
      text: '#17201b',
      danger: '#c62828',
    },
    fonts: {
      heading: "'Montserrat', system-ui, sans-serif",
      body: "'Lato', system-ui, sans-serif",
    },
    logos: {
      small: svg('<rect width="32" height="32" rx="6" fill="#0f9d6b"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">E</text>', 32, 32),
      large: svg('<text x="0" y="24" font-size="22" fill="#0f9d6b" font-family="sans-serif" font-weight="700">Escola Nova</text>', 140, 32),
    },
  },
};

/** Brand id requested at build time (undefined → default). */
export const THEME: string = (typeof process !== 'undefined' && process.env && process.env.THEME) || 'default';
export const activeBrand: Brand = brands[THEME] ?? brands.default;
