import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
  key: number;
}

/**
 * Error boundary around a remote's routes: a render error shows the frame's fallback in the remote's
 * area (the shell and the other remotes keep working); Retry re-mounts the tree.
 */
export class RemoteBoundary extends Component<
  { remote: string; Fallback: ComponentType<{ remote: string; onRetry: () => void }>; children: ReactNode },
  State
> {
  override state: State = { error: null, key: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.remote}] render error`, error, info.componentStack);
  }

  private readonly retry = () => this.setState((s) => ({ error: null, key: s.key + 1 }));

  override render() {
    const { Fallback, remote, children } = this.props;
    if (this.state.error) return <Fallback remote={remote} onRetry={this.retry} />;
    return <Keyed key={this.state.key}>{children}</Keyed>;
  }
}

function Keyed({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
