import { Button, type ButtonProps } from '@platform/ui';

/** A button that stays pressed while `on` (solid, `aria-pressed`): one choice of a group of views or filters. */
export function Toggle({ on, ...button }: Omit<ButtonProps, 'variant'> & { on: boolean }) {
  return <Button variant={on ? 'solid' : 'outline'} aria-pressed={on} {...button} />;
}
