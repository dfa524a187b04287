/**
 * Behaviour without looks, shared by the Chakra and the plain screens: the redirect of unknown
 * sub-paths. No styles here, so '@platform/ui' can re-export it without bundling the plain stylesheet.
 * (A remote's error boundary is the remote kit's: @platform/remote-kit.)
 */
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../navigation';

/** Sends unknown sub-paths of a remote to /not-found (replace, so Back does not loop). */
export function NotFoundRedirect({ to = '/not-found' }: { to?: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}

/**
 * Focuses and scrolls to the first invalid field of `root` (the first `aria-invalid="true"` control, or the first
 * control of an invalid fieldset): on a phone, an error above the screen's edge looks like a dead button.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target =
    invalid.tagName === 'FIELDSET'
      ? (invalid.querySelector<HTMLElement>('input, select, textarea, button') ?? invalid)
      : invalid;
  target.focus({ preventScroll: true });
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof target.scrollIntoView === 'function')
    target.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  return true;
}

/**
 * For a form that shows its errors on submit: `reveal()` after a refused submit focuses the first invalid field once
 * the errors are on screen (the render after the submit). Put `ref` on the form.
 */
export function useRevealFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(ref.current);
  }, [attempt]);
  return { ref, reveal: () => setAttempt((n) => n + 1) };
}
