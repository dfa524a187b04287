/** Native select styled like the design system. */
import { chakra } from '@platform/ui';

export const Select = chakra('select', {
  base: {
    appearance: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    bg: 'bg',
    px: '2',
    cursor: 'pointer',
    focusRing: 'outside',
    _invalid: { borderColor: 'danger' },
  },
  variants: {
    size: {
      sm: { h: '8', fontSize: 'sm' },
      md: { h: '10', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});
