import type { Brand } from '@platform/ui';

/** Chart colours from the brand theme (white-label builds recolour the charts too), distinct enough side by side. */
export function chartPalette(brand: Brand): string[] {
  const p = brand.colors.primary;
  return [p['700'], brand.colors.accent, p['400'], p['900'], p['300'], '#6b7280', p['500'], p['800']];
}
