import { PlatformProvider, RemoteErrorBoundary } from '@platform/ui';
import './i18n';
import { App } from './App';

export const REMOTE_NAME = 'mf-student-view';

export function Root() {
  return (
    <PlatformProvider>
      <RemoteErrorBoundary remote={REMOTE_NAME}>
        <App />
      </RemoteErrorBoundary>
    </PlatformProvider>
  );
}
