import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RemoteFallback } from './states';
import { navigate } from '../navigation';

/**
 * Placeholder screen of a remote route: an h1 title and one sentence of what will be there, from
 * `<ns>:screens.<screen>.title|description`. Replaced by feature work.
 */
export function PlaceholderScreen({ ns, screen, values, children }: {
  ns: string; screen: string; values?: Record<string, string | number | undefined>; children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Container as="section" maxW="6xl" py="8" aria-labelledby={`screen-${screen}`} data-screen={`${ns}:${screen}`}>
      <Heading as="h1" id={`screen-${screen}`} size="2xl" mb="3">
        {t(`screens.${screen}.title`, values)}
      </Heading>
      <Text color="fg.muted">{t(`screens.${screen}.description`, values)}</Text>
      {children}
    </Container>
  );
}

/** Sends unknown sub-paths of a remote to /not-found (replace, so Back does not loop). */
export function NotFoundRedirect({ to = '/not-found' }: { to?: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}

interface BoundaryState { error: Error | null; key: number }
/**
 * Error boundary around a remote's tree: a render error shows RemoteFallback in the remote's area;
 * Retry re-mounts the tree. The shell and the other remotes are unaffected.
 */
export class RemoteErrorBoundary extends Component<{ remote: string; children: ReactNode }, BoundaryState> {
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
      return (
        <RemoteFallback
          remote={this.props.remote}
          onRetry={() => this.setState((s) => ({ error: null, key: s.key + 1 }))}
        />
      );
    }
    return <Fragmentish key={this.state.key}>{this.props.children}</Fragmentish>;
  }
}
function Fragmentish({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useDocumentLang(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}
