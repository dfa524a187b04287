import { chakra } from '@platform/ui';

/**
 * A native select styled like the inputs (`size` sm / md). Label it with a `Field` or `aria-label`; it shows
 * `aria-invalid` with a red border. Style props widen it (`w="full"`).
 */
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
