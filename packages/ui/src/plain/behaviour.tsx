/**
 * Behaviour without looks, shared by the Chakra and the plain screens: the redirect of unknown
 * sub-paths. No styles here, so '@platform/ui' can re-export it without bundling the plain stylesheet.
 * (A remote's error boundary is the remote kit's: @platform/remote-kit.)
 */
import { useEffect } from 'react';
import { navigate } from '../navigation';

/** Sends unknown sub-paths of a remote to /not-found (replace, so Back does not loop). */
export function NotFoundRedirect({ to = '/not-found' }: { to?: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}
