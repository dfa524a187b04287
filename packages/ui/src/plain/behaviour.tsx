/**
 * Behaviour without looks, shared by the Chakra and the plain screens: the redirect of unknown
 * sub-paths and a remote's error boundary (the caller gives the fallback to show). No styles here,
 * so '@platform/ui' can re-export these without bundling the plain stylesheet.
 */
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { navigate } from '../navigation';

/** Sends unknown sub-paths of a remote to /not-found (replace, so Back does not loop). */
export function NotFoundRedirect({ to = '/not-found' }: { to?: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}

export type FallbackRender = (p: { remote: string; onRetry: () => void }) => ReactNode;
interface BoundaryState { error: Error | null; key: number }

/**
 * Error boundary around a remote's tree: a render error shows the fallback in the remote's area;
 * Retry re-mounts the tree. The shell and the other remotes are unaffected. `renderFallback` draws
 * the fallback (BaseRemoteFallback in plain screens, RemoteFallback in '@platform/ui').
 */
export class RemoteErrorBoundary extends Component<
  { remote: string; children: ReactNode; renderFallback: FallbackRender },
  BoundaryState
> {
  override state: BoundaryState = { error: null, key: 0 };
  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    // eslint-disable-next-line no-console
    console.error(`[${this.props.remote}] render error`, error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      const onRetry = () => this.setState((s) => ({ error: null, key: s.key + 1 }));
      return this.props.renderFallback({ remote: this.props.remote, onRetry });
    }
    return <Keyed key={this.state.key}>{this.props.children}</Keyed>;
  }
}
function Keyed({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
