import { BaseProvider } from '@platform/ui/base';
import { PlainRemoteErrorBoundary } from '@platform/ui/plain';
import './i18n';
import { App } from './App';

export const REMOTE_NAME = 'mf-student-view';

/**
 * The public student view is built on '@platform/ui/base' + '/plain' (plain HTML + the brand's CSS variables),
 * not on Chakra: /r/{id} is the lightest first route of the platform (170 KB gz of JS,
 * packages/mf-config/README.md, "First-load budget") and Chakra + emotion alone are ~39 KB gz.
 */
export function Root() {
  return (
    <BaseProvider>
      <PlainRemoteErrorBoundary remote={REMOTE_NAME}>
        <App />
      </PlainRemoteErrorBoundary>
    </BaseProvider>
  );
}
