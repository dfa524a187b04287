/**
 * The platform's Chakra system restricts Chakra's theme through the theme config (ADR 0052: no rewrite of Chakra's
 * files): light values only (no dark mode), and the palettes no app names left out.
 */
import { semanticTokens } from '@chakra-ui/react/theme';
import { createPlatformSystem, lightOnly, UNUSED_PALETTES } from './system';

const tokenCss = () => JSON.stringify(createPlatformSystem().getTokenCss());

describe('the platform system (Chakra theme config)', () => {
  it('writes one set of token variables: no dark-mode selector, light values kept', () => {
    const css = tokenCss();
    expect(css).toContain('--chakra-colors-bg');
    expect(css).not.toMatch(/\.dark/);
    const system = createPlatformSystem();
    // every semantic colour of Chakra's theme resolves to its light value
    const colors = semanticTokens.colors as Record<string, Record<string, { value?: unknown }>>;
    let checked = 0;
    for (const [group, entries] of Object.entries(colors)) {
      if (UNUSED_PALETTES.includes(group) || group === 'fg') continue;
      for (const [variant, token] of Object.entries(entries)) {
        const v = token?.value as { _light?: string } | undefined;
        if (!v || typeof v !== 'object' || !v._light) continue;
        const name = variant === 'DEFAULT' ? `colors.${group}` : `colors.${group}.${variant}`;
        const token2 = system.tokens.getByName(name);
        expect(token2?.originalValue).toBe(v._light);
        expect(Object.keys(token2?.extensions.conditions ?? {})).toEqual(['base']);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('leaves out the palettes no app names, keeps the others (teal: the notification tags)', () => {
    const css = tokenCss();
    for (const p of UNUSED_PALETTES) expect(css).not.toContain(`--chakra-colors-${p}-`);
    expect(css).toContain('--chakra-colors-teal-500');
    expect(css).toContain('--chakra-colors-brand-500');
  });

  it('lightOnly maps { _light, _dark } values to the light one and leaves the rest', () => {
    expect(
      lightOnly({ a: { value: { _light: 'x', _dark: 'y' } }, b: { value: 'z' }, c: { d: { value: { base: 'w' } } } }),
    ).toEqual({ a: { value: 'x' }, b: { value: 'z' }, c: { d: { value: { base: 'w' } } } });
  });
});
