/**
 * The Chakra v3 system, built from `defaultBaseConfig` (conditions + utilities) and ONLY the tokens
 * and recipes the platform uses. Do not add `defaultConfig`/`defaultSystem`: they pull every
 * recipe of Chakra into the shared chunk (STACK.md: 309 KB gz). Add a recipe here when a shared
 * component starts using it, then re-run the first-load benchmark.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  tokens,
  semanticTokens,
  breakpoints,
  globalCss,
  textStyles,
  buttonRecipe,
  headingRecipe,
  spinnerRecipe,
  linkRecipe,
  inputRecipe,
  textareaRecipe,
  badgeRecipe,
  separatorRecipe,
  containerRecipe,
  iconRecipe,
} from '@chakra-ui/react/theme';
import { activeBrand, type Brand } from '@platform/ui/base';

/**
 * Only the keyframes and layer styles something uses (Chakra's full sets are 1 KB gz on every first
 * route): `spin` (spinner recipe) and `disabled` (button, input, textarea recipes), same values as
 * Chakra's. No app uses `animation`, `animationStyle` or `layerStyle` props; add the entry here (copy
 * it from @chakra-ui/react/theme) when one does.
 */
const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
};
const layerStyles = {
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
};

/**
 * Chakra's palettes no app names (`colorPalette="…"`, `<palette>.500`, `{colors.<palette>.…}`, also in a value picked
 * at run time): left out of the theme, so the system makes no CSS variables for them. @platform/mf-config's
 * config.test.mjs fails when a source of the repo names one.
 */
export const UNUSED_PALETTES = ['cyan', 'pink'];

type TokenTree = Record<string, unknown>;
const isTree = (v: unknown): v is TokenTree => typeof v === 'object' && v !== null && !Array.isArray(v);

function withoutPalettes<T>(colors: T): T {
  return Object.fromEntries(Object.entries(colors as TokenTree).filter(([k]) => !UNUSED_PALETTES.includes(k))) as T;
}

/**
 * The platform has no dark mode (no source sets Chakra's `dark` class or uses `_dark`; config.test.mjs checks it): every
 * semantic token keeps its light value, `value: { _light: X, _dark: Y }` → `value: X`. The system then writes one set of
 * custom properties, not a second one under `.dark` (6.3 KB of the signed-in /feed's server-rendered CSS). Through the
 * theme config Chakra documents (defineConfig / createSystem), not by editing its files (ADR 0052).
 */
export function lightOnly<T>(tokens: T): T {
  if (!isTree(tokens)) return tokens;
  const out: TokenTree = {};
  for (const [k, v] of Object.entries(tokens)) {
    if (k === 'value' && isTree(v) && '_light' in v) out[k] = v._light;
    else out[k] = lightOnly(v);
  }
  return out as T;
}

export function createPlatformSystem(brand: Brand = activeBrand) {
  const primary = Object.fromEntries(Object.entries(brand.colors.primary).map(([k, v]) => [k, { value: v }]));
  const config = defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: {
      ...globalCss,
      body: { fontFamily: 'body', color: 'fg', bg: 'bg' },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        ...tokens,
        colors: { ...withoutPalettes(tokens.colors), brand: primary, accent: { value: brand.colors.accent } },
        fonts: { ...tokens.fonts, heading: { value: brand.fonts.heading }, body: { value: brand.fonts.body } },
      },
      semanticTokens: {
        ...lightOnly(semanticTokens),
        colors: {
          ...lightOnly(withoutPalettes(semanticTokens.colors)),
          fg: {
            ...lightOnly((semanticTokens.colors as Record<string, object>).fg),
            DEFAULT: { value: brand.colors.text },
          },
          danger: { value: brand.colors.danger },
          brand: {
            solid: { value: '{colors.brand.500}' },
            contrast: { value: 'white' },
            fg: { value: '{colors.brand.700}' },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.300}' },
            focusRing: { value: '{colors.brand.500}' },
          },
        },
      },
      textStyles,
      layerStyles,
      recipes: {
        button: buttonRecipe,
        heading: headingRecipe,
        spinner: spinnerRecipe,
        link: linkRecipe,
        input: inputRecipe,
        textarea: textareaRecipe,
        badge: badgeRecipe,
        separator: separatorRecipe,
        container: containerRecipe,
        icon: iconRecipe,
      },
    },
  });
  return createSystem(defaultBaseConfig, config);
}

let instance: ReturnType<typeof createPlatformSystem> | null = null;
/**
 * The ONE system instance (MF singleton through @platform/ui), created on first use, not when the module runs:
 * creating it is the costliest step of Chakra's start (tens of ms on a phone), and a start-up can then run it in a
 * task of its own (`getSystem()` after a yield, shell/src/app/ShellApp.tsx) instead of in the task that evaluates
 * the whole Chakra chunk (issue 12).
 */
export function getSystem(): ReturnType<typeof createPlatformSystem> {
  if (instance) return instance;
  instance = createPlatformSystem();
  // dev-safe marker for the singleton browser check (the id of the instance this copy created)
  if (typeof window !== 'undefined') {
    const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
    const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
    const sysId = ((instance as unknown as { __id?: string }).__id ??= Math.random().toString(36).slice(2, 10));
    (reg['chakra-system'] ??= new Set()).add(sysId);
  }
  return instance;
}
