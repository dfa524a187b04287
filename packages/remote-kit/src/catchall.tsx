/**
 * The catch-all of a remote's route table. An unknown sub-path of the remote goes to /not-found; a path
 * outside the remote's prefixes does not: it belongs to another app, and single-spa is about to unmount
 * this one (the remote's router sees the popstate of an in-app navigation before single-spa reroutes).
 * Redirecting then would send the user to /not-found instead of the other app's screen — a race that
 * showed on a busy machine (e2e: /feed → /profile/school-group landed on /not-found).
 */
import { useContext } from 'react';
import { NotFoundRedirect } from '@platform/ui/plain';
import { isUnder } from './descriptor';
import { ThisRemote } from './scope';

export function RemoteNotFound() {
  const prefixes = useContext(ThisRemote)?.prefixes;
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  if (prefixes && !prefixes.some((p) => isUnder(path, p))) return null;
  return <NotFoundRedirect />;
}
